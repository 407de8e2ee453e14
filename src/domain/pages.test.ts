import { describe, expect, it } from 'vitest';
import { ruleMessages } from './messages';
import { PageInputSchema, PageSchema } from './pages';

const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'Fencing',
  slug: 'fencing',
  content: '<p>Fences</p>',
  parent_id: null,
  is_active: true,
  meta_description: '',
  gallery_inheritance_type: 'parent',
  gallery_inheritance_id: null,
  ...overrides,
});

describe('PageInputSchema (admin spec 5)', () => {
  it('accepts a page with a title and a slug', () => {
    expect(PageInputSchema.parse(input())).toMatchObject({ title: 'Fencing', slug: 'fencing', gallery_inheritance_type: 'parent' });
  });

  it('requires the title and the slug', () => {
    expect(PageInputSchema.safeParse(input({ title: ' ' })).error?.issues[0]?.message).toBe(ruleMessages.required('Title'));
    expect(PageInputSchema.safeParse(input({ slug: '' })).error?.issues[0]?.message).toBe(ruleMessages.required('Slug'));
  });

  it('defaults the gallery inheritance to parent', () => {
    expect(PageInputSchema.parse(input({ gallery_inheritance_type: '' })).gallery_inheritance_type).toBe('parent');
    expect(PageInputSchema.parse(input({ gallery_inheritance_type: undefined })).gallery_inheritance_type).toBe('parent');
  });

  it('refuses an unknown inheritance type', () => {
    expect(PageInputSchema.safeParse(input({ gallery_inheritance_type: 'sibling' })).success).toBe(false);
  });

  it('requires a source page for a custom gallery', () => {
    const result = PageInputSchema.safeParse(input({ gallery_inheritance_type: 'custom', gallery_inheritance_id: null }));
    expect(result.error?.issues[0]).toMatchObject({
      path: ['gallery_inheritance_id'],
      message: ruleMessages.galleryInheritanceSource,
    });
  });

  it('accepts a custom gallery with a source page, also given as a numeric string', () => {
    expect(PageInputSchema.parse(input({ gallery_inheritance_type: 'custom', gallery_inheritance_id: '4' })).gallery_inheritance_id).toBe(4);
  });

  it('does not need a source page for parent or none', () => {
    expect(PageInputSchema.safeParse(input({ gallery_inheritance_type: 'none' })).success).toBe(true);
  });
});

describe('PageSchema (a stored page as a PHP server answers it)', () => {
  it('reads numeric strings, 0/1 flags and null texts into the domain model', () => {
    const page = PageSchema.parse({
      id: '3',
      title: 'Gates',
      slug: 'gates',
      content: null,
      parent_id: '0',
      is_active: '0',
      meta_description: null,
      gallery_inheritance_type: null,
      gallery_inheritance_id: null,
      gallery_source_name: null,
      created_at: '2026-01-10 09:00:00',
      updated_at: '2026-01-10 09:00:00',
    });
    expect(page).toMatchObject({
      id: 3,
      content: '',
      parent_id: null,
      is_active: false,
      gallery_inheritance_type: 'parent',
      gallery_source_name: '',
    });
  });
});
