import { describe, expect, it } from 'vitest';
import { buildPage, buildPageImage } from '../../tests/support/builders';
import { canEditGallery, galleryLabel, resolveGallery } from './gallery';

const manufacturing = buildPage({ id: 1, title: 'Manufacturing', slug: 'manufacturing', gallery_inheritance_type: 'none' });
const fencing = buildPage({ id: 2, title: 'Fencing', slug: 'fencing', parent_id: 1 });
const gates = buildPage({ id: 3, title: 'Gates', slug: 'gates', parent_id: 1 });
const topLevel = buildPage({ id: 4, title: 'Careers', slug: 'careers' });
const pages = [manufacturing, fencing, gates, topLevel];
const images = [
  buildPageImage({ id: 1, page_id: 1 }),
  buildPageImage({ id: 2, page_id: 1 }),
  buildPageImage({ id: 3, page_id: 2 }),
  buildPageImage({ id: 4, page_id: 9 }),
];
const ids = (list: ReadonlyArray<{ id: number }>) => list.map((item) => item.id);

describe('resolveGallery (admin spec 4)', () => {
  it('none: shows the page’s own images', () => {
    const gallery = resolveGallery(manufacturing, pages, images);
    expect(ids(gallery.images)).toEqual([1, 2]);
    expect(gallery.source).toEqual({ type: 'none', source_page: { id: 1, page_title: 'Manufacturing' } });
  });

  it('none: shows an empty gallery rather than the parent’s when the page has no images', () => {
    const own = { ...gates, gallery_inheritance_type: 'none' as const };
    expect(resolveGallery(own, pages, images).images).toEqual([]);
  });

  it('parent: shows the page’s own images when it has some', () => {
    const gallery = resolveGallery(fencing, pages, images);
    expect(ids(gallery.images)).toEqual([3]);
    expect(gallery.source).toEqual({ type: 'parent', source_page: { id: 2, page_title: 'Fencing' } });
  });

  it('parent: shows the parent page’s images when the page has none of its own', () => {
    const gallery = resolveGallery(gates, pages, images);
    expect(ids(gallery.images)).toEqual([1, 2]);
    expect(gallery.source).toEqual({ type: 'parent', source_page: { id: 1, page_title: 'Manufacturing' } });
  });

  it('parent: shows an empty own gallery for a top-level page or a page whose parent is gone', () => {
    expect(resolveGallery(topLevel, pages, images)).toEqual({
      images: [],
      source: { type: 'parent', source_page: { id: 4, page_title: 'Careers' } },
    });
    const orphan = buildPage({ id: 5, title: 'Orphan', slug: 'orphan', parent_id: 42 });
    expect(resolveGallery(orphan, [...pages, orphan], images).images).toEqual([]);
  });

  it('custom: shows the chosen source page’s images, not its own', () => {
    const custom = { ...fencing, gallery_inheritance_type: 'custom' as const, gallery_inheritance_id: 1 };
    const gallery = resolveGallery(custom, pages, images);
    expect(ids(gallery.images)).toEqual([1, 2]);
    expect(gallery.source).toEqual({ type: 'custom', source_page: { id: 1, page_title: 'Manufacturing' } });
  });

  it('custom: shows nothing and no source page when the source page no longer exists', () => {
    const custom = { ...fencing, gallery_inheritance_type: 'custom' as const, gallery_inheritance_id: 77 };
    expect(resolveGallery(custom, pages, images)).toEqual({ images: [], source: { type: 'custom', source_page: null } });
  });
});

describe('canEditGallery (admin spec 4)', () => {
  it('allows uploads and deletes for parent and none, not for custom', () => {
    expect(canEditGallery({ gallery_inheritance_type: 'parent' })).toBe(true);
    expect(canEditGallery({ gallery_inheritance_type: 'none' })).toBe(true);
    expect(canEditGallery({ gallery_inheritance_type: 'custom' })).toBe(false);
  });
});

describe('galleryLabel (the Gallery Source column)', () => {
  it('names each inheritance type', () => {
    expect(galleryLabel({ gallery_inheritance_type: 'parent', gallery_source_name: '' })).toBe('Parent');
    expect(galleryLabel({ gallery_inheritance_type: 'none', gallery_source_name: '' })).toBe('Own gallery');
    expect(galleryLabel({ gallery_inheritance_type: 'custom', gallery_source_name: 'Manufacturing' })).toBe('Custom: Manufacturing');
    expect(galleryLabel({ gallery_inheritance_type: 'custom', gallery_source_name: '' })).toBe('Custom');
  });
});
