import { describe, expect, it } from 'vitest';
import { adminMessages, publicMessages, ruleMessages } from '../../src/domain/messages';
import type { ConformanceCapabilities } from './conformance-capabilities';
import { expectFailure, pdfFile, pngFile, type RepoGetter, sliderInput, svgFile } from './conformance-helpers';

/** Navigation, pages, galleries and slider: the same tests for every adapter. */
export function registerStructureConformance(repo: RepoGetter, capabilities: ConformanceCapabilities) {
  describe('navigation', () => {
    const inactive = capabilities.navigationListsInactive;
    it(`reads the nested navigation tree in order_index order, inactive items ${inactive ? 'included' : 'left out by the server'}`, async () => {
      const tree = await repo().navigation.tree();
      expect(tree.map((n) => n.slug)).toEqual(inactive ? ['home', 'about-us', 'manufacturing', 'archive'] : ['home', 'about-us', 'manufacturing']);
      const about = tree[1]!;
      expect(about.has_children).toBe(true);
      expect(about.children.map((n) => n.slug)).toEqual(['vision-mission', 'our-team']);
      const fencing = tree[2]!.children[0]!;
      expect(fencing.children.map((n) => n.title)).toEqual(['Chain Link Fencing']);
      if (inactive) expect(tree[3]!.is_active).toBe(false);
    });

    it('creates, updates and deletes a navigation item', async () => {
      const created = await repo().navigation.create({
        title: 'Projects', slug: 'projects', url: '', icon: 'projects', parent_id: null, order_index: 5, is_active: true, has_page: true, external_url: '',
      });
      expect(created.message).not.toBe('');
      let tree = await repo().navigation.tree();
      const projects = tree.find((n) => n.slug === 'projects');
      expect(projects).toMatchObject({ title: 'Projects', icon: 'projects', has_page: true });
      await repo().navigation.update(projects!.id, {
        title: 'Our Projects', slug: 'our-projects', url: '', icon: 'projects', parent_id: 5, order_index: 0, is_active: true, has_page: true, external_url: '',
      });
      tree = await repo().navigation.tree();
      expect(tree.find((n) => n.slug === 'manufacturing')!.children.map((n) => n.title)).toEqual(['Our Projects', 'Fencing']);
      await repo().navigation.remove(projects!.id);
      tree = await repo().navigation.tree();
      expect(tree.find((n) => n.slug === 'manufacturing')!.children.map((n) => n.title)).toEqual(['Fencing']);
    });

    it('refuses a parent that is the item itself or one of its descendants', async () => {
      const base = { title: 'Manufacturing', slug: 'manufacturing', url: '', icon: '', order_index: 3, is_active: true, has_page: true, external_url: '' };
      await expectFailure(repo().navigation.update(5, { ...base, parent_id: 5 }), ruleMessages.parentIsSelf);
      await expectFailure(repo().navigation.update(5, { ...base, parent_id: 7 }), ruleMessages.parentIsSelf);
      expect((await repo().navigation.tree()).map((n) => n.slug)).toContain('manufacturing');
    });

    it('refuses a navigation item whose slug another item has, in any case', async () => {
      const input = { title: 'Made to order', slug: 'Manufacturing', url: '', icon: '', parent_id: null, order_index: 9, is_active: true, has_page: false, external_url: '' };
      const taken = ruleMessages.slugTaken('manufacturing', ruleMessages.slugOwnerNavigation('Manufacturing'));
      await expectFailure(repo().navigation.create(input), taken);
      const vision = (await repo().navigation.tree())[1]!.children[0]!;
      await expectFailure(repo().navigation.update(vision.id, { ...input, title: vision.title, parent_id: vision.parent_id }), taken);
      const slugs = (await repo().navigation.tree()).flatMap((n) => [n.slug, ...n.children.map((c) => c.slug)]);
      expect(slugs.filter((slug) => slug === 'manufacturing')).toHaveLength(1);
      expect(slugs).toContain('vision-mission');
    });

    it('refuses a navigation item without a title', async () => {
      await expectFailure(
        repo().navigation.create({ title: '', slug: 'x', url: '', icon: '', parent_id: null, order_index: 0, is_active: true, has_page: false, external_url: '' }),
        ruleMessages.required('Title'),
      );
    });
  });

  describe('pages and galleries', () => {
    it('lists pages with the custom gallery source name', async () => {
      const pages = await repo().pages.list();
      expect(pages.map((p) => p.slug)).toEqual(expect.arrayContaining(['manufacturing', 'fencing', 'chain-link-fencing', 'old-page']));
      expect(pages.find((p) => p.id === 3)).toMatchObject({ gallery_inheritance_type: 'custom', gallery_inheritance_id: 1, gallery_source_name: 'Manufacturing - Ironcrest Steel Industries' });
      const summaries = await repo().pages.listForGalleryInheritance();
      expect(summaries).toEqual(expect.arrayContaining([{ id: 1, title: 'Manufacturing - Ironcrest Steel Industries' }]));
    });

    it('creates, updates and deletes a page', async () => {
      const input = { title: 'Projects', slug: 'projects', content: '<p>Our projects</p>', parent_id: null, is_active: true, meta_description: 'Projects', gallery_inheritance_type: 'none' as const, gallery_inheritance_id: null };
      const created = await repo().pages.create(input);
      expect(created.message).toBe(adminMessages.pages.created);
      const page = (await repo().pages.list()).find((p) => p.slug === 'projects')!;
      expect(page).toMatchObject({ title: 'Projects', content: '<p>Our projects</p>', is_active: true });
      expect((await repo().pages.update(page.id, { ...input, title: 'Our Projects' })).message).toBe(adminMessages.pages.updated);
      expect((await repo().pages.content({ slug: 'projects' })).pm_title).toBe('Our Projects');
      expect((await repo().pages.remove(page.id)).message).toBe(adminMessages.pages.deleted);
      expect((await repo().pages.list()).some((p) => p.slug === 'projects')).toBe(false);
    });

    it('gives pages borrowing a deleted page\'s gallery their own gallery back, so they save again', async () => {
      const base = { content: '', parent_id: null, is_active: true, meta_description: '', gallery_inheritance_id: null };
      await repo().pages.create({ ...base, title: 'Source', slug: 'gallery-source', gallery_inheritance_type: 'none' });
      const source = (await repo().pages.list()).find((p) => p.slug === 'gallery-source')!;
      const borrower = { ...base, title: 'Borrower', slug: 'gallery-borrower', gallery_inheritance_type: 'custom' as const, gallery_inheritance_id: source.id };
      await repo().pages.create(borrower);
      await repo().pages.remove(source.id);
      const after = (await repo().pages.list()).find((p) => p.slug === 'gallery-borrower')!;
      expect(after).toMatchObject({ gallery_inheritance_type: 'none', gallery_inheritance_id: null, gallery_source_name: '' });
      const edit = { ...base, title: 'Borrower, edited', slug: 'gallery-borrower', gallery_inheritance_type: after.gallery_inheritance_type };
      expect((await repo().pages.update(after.id, edit)).message).toBe(adminMessages.pages.updated);
      await repo().pages.remove(after.id);
    });

    it('refuses a page whose slug another page has, in any case or normal form, and keeps a page\'s own slug', async () => {
      const input = { title: 'Fencing Solutions', slug: 'FENCING', content: '', parent_id: null, is_active: true, meta_description: '', gallery_inheritance_type: 'none' as const, gallery_inheritance_id: null };
      const taken = ruleMessages.slugTaken('fencing', ruleMessages.slugOwnerPage('Fencing'));
      await expectFailure(repo().pages.create(input), taken);
      await expectFailure(repo().pages.update(1, input), taken);
      expect((await repo().pages.list()).filter((p) => p.slug === 'fencing').map((p) => p.id)).toEqual([2]);
      expect((await repo().pages.content({ slug: 'fencing' })).pm_id).toBe(2);
      expect((await repo().pages.update(2, { ...input, title: 'Fencing', slug: 'fencing' })).message).toBe(adminMessages.pages.updated);
    });

    it('saves a page with an Arabic slug and finds it at that address', async () => {
      const input = { title: 'حلول السياج', slug: 'حلول السياج', content: '<p>سياج</p>', parent_id: null, is_active: true, meta_description: '', gallery_inheritance_type: 'none' as const, gallery_inheritance_id: null };
      expect((await repo().pages.create(input)).message).toBe(adminMessages.pages.created);
      expect((await repo().pages.content({ slug: 'حلول-السياج' })).pm_title).toBe('حلول السياج');
      await expectFailure(repo().pages.create({ ...input, title: 'Copy' }), ruleMessages.slugTaken('حلول-السياج', ruleMessages.slugOwnerPage('حلول السياج')));
    });

    it('requires a source page for a custom gallery', async () => {
      await expectFailure(
        repo().pages.create({ title: 'X', slug: 'x', content: '', parent_id: null, is_active: true, meta_description: '', gallery_inheritance_type: 'custom', gallery_inheritance_id: null }),
        ruleMessages.galleryInheritanceSource,
      );
    });

    it('finds page content by slug, by nav and sub, and by nav', async () => {
      const bySlug = await repo().pages.content({ slug: 'fencing' });
      expect(bySlug).toMatchObject({ pm_id: 2, pm_title: 'Fencing', pm_content: '<p>Content</p>' });
      const byNavSub = await repo().pages.content({ nav: 'fencing', sub: 'chain-link-fencing' });
      expect(byNavSub).toMatchObject({ pm_id: 3, nav_key: 'fencing/chain-link-fencing' });
      const byNav = await repo().pages.content({ nav: 'manufacturing' });
      expect(byNav.pm_id).toBe(1);
    });

    it("answers a page's Meta Description with its content, for the page's description", async () => {
      await repo().pages.create({
        title: 'Gate Kits',
        slug: 'gate-kits',
        content: '<p>Kits</p>',
        parent_id: null,
        is_active: true,
        meta_description: 'Gate kits – Torsätze für Weiden',
        gallery_inheritance_type: 'none',
        gallery_inheritance_id: null,
      });
      expect((await repo().pages.content({ slug: 'gate-kits' })).pm_meta_description).toBe('Gate kits – Torsätze für Weiden');
      expect((await repo().pages.content({ slug: 'fencing' })).pm_meta_description).toBe('');
    });

    it('answers No content found for an unknown or inactive page', async () => {
      await expectFailure(repo().pages.content({ slug: 'nothing-here' }), publicMessages.page.noContent);
      await expectFailure(repo().pages.content({ slug: 'old-page' }), publicMessages.page.noContent);
    });

    it('resolves a gallery from the page itself, its parent or a custom source', async () => {
      const own = await repo().pageImages.gallery(1);
      expect(own.images.map((i) => i.id)).toEqual([1, 2]);
      expect(own.source.type).toBe('none');
      const fencing = await repo().pageImages.gallery(2);
      expect(fencing.images.map((i) => i.image_title)).toEqual(['Fence panel']);
      const custom = await repo().pageImages.gallery(3);
      expect(custom.images.map((i) => i.id)).toEqual([1, 2]);
      expect(custom.source).toEqual({ type: 'custom', source_page: { id: 1, page_title: 'Manufacturing - Ironcrest Steel Industries' } });
    });

    it('uploads a page image, serves it back and deletes it', async () => {
      const result = await repo().pageImages.upload({ page_id: 2, image_title: 'Gate', image_description: 'A gate', image: pngFile('gate.png') });
      expect(result.message).not.toBe('');
      const gallery = await repo().pageImages.gallery(2);
      const uploaded = gallery.images.find((i) => i.image_title === 'Gate')!;
      expect(uploaded).toMatchObject({ image_description: 'A gate', page_id: 2 });
      const file = await repo().files.readImage('page_images', uploaded.image_filename);
      expect(file.blob.type).toBe('image/png');
      expect(file.blob.size).toBe(8);
      expect(await repo().files.imageUrl('page_images', uploaded.image_filename)).not.toBe('');
      await repo().pageImages.remove(uploaded.id);
      expect((await repo().pageImages.gallery(2)).images.some((i) => i.id === uploaded.id)).toBe(false);
    });

    it('refuses more than 25 images on one page', async () => {
      for (let i = 0; i < 23; i += 1) {
        await repo().pageImages.upload({ page_id: 1, image_title: `Image ${i}`, image_description: '', image: pngFile(`i${i}.png`) });
      }
      expect((await repo().pageImages.gallery(1)).images).toHaveLength(25);
      await expectFailure(
        repo().pageImages.upload({ page_id: 1, image_title: 'One too many', image_description: '', image: pngFile() }),
        ruleMessages.maxPageImages,
      );
      expect((await repo().pageImages.gallery(1)).images).toHaveLength(25);
    });

    it('refuses uploads that are not images, have no title or target a custom gallery', async () => {
      await expectFailure(
        repo().pageImages.upload({ page_id: 1, image_title: 'Doc', image_description: '', image: pdfFile() }),
        ruleMessages.invalidImageType,
      );
      await expectFailure(
        repo().pageImages.upload({ page_id: 1, image_title: '', image_description: '', image: pngFile() }),
        ruleMessages.required('Image title'),
      );
      await expectFailure(
        repo().pageImages.upload({ page_id: 3, image_title: 'X', image_description: '', image: pngFile() }),
        ruleMessages.galleryCustomReadOnly,
      );
      expect((await repo().pageImages.gallery(1)).images).toHaveLength(2);
    });
  });

  describe('slider', () => {
    it('lists slider items by display order and saves a new order from 1', async () => {
      expect((await repo().slider.list()).map((s) => s.id)).toEqual([1, 2, 3]);
      await repo().slider.reorder([3, 1, 2]);
      const items = await repo().slider.list();
      expect(items.map((s) => [s.id, s.display_order])).toEqual([[3, 1], [1, 2], [2, 3]]);
    });

    it('creates, updates, toggles and deletes a slider item', async () => {
      const created = await repo().slider.create(sliderInput());
      expect(created.message).toBe(adminMessages.slider.created);
      const item = (await repo().slider.list()).find((s) => s.title === 'New slide')!;
      expect(item).toMatchObject({ highlight: 'Strong', button_url: 'https://example.com/more', is_active: true });
      const { id: _id, ...fields } = item;
      expect((await repo().slider.update(item.id, { ...fields, is_active: false })).message).toBe(adminMessages.slider.updated);
      expect((await repo().slider.list()).find((s) => s.id === item.id)).toMatchObject({ is_active: false, title: 'New slide' });
      expect((await repo().slider.remove(item.id)).message).toBe(adminMessages.slider.deleted);
      expect((await repo().slider.list()).map((s) => s.id)).toEqual([1, 2, 3]);
    });

    it('lists a new slide sent the next display order after the existing ones', async () => {
      await repo().slider.create(sliderInput({ title: 'Next', display_order: 4 }));
      expect((await repo().slider.list()).map((s) => [s.title, s.display_order]).at(-1)).toEqual(['Next', 4]);
    });

    if (capabilities.newSlideOrder === 'last') {
      it('lists a new slide last whatever display order it is sent', async () => {
        await repo().slider.create(sliderInput({ title: 'Zero', display_order: 0 }));
        expect((await repo().slider.list()).map((s) => s.title).at(-1)).toBe('Zero');
      });
    } else {
      it('lists a new slide where the display order it is sent puts it (a plain INSERT)', async () => {
        await repo().slider.create(sliderInput({ title: 'Zero', display_order: 0 }));
        const items = await repo().slider.list();
        expect(items.map((s) => s.title)[0]).toBe('Zero');
        expect(items.map((s) => s.id).slice(1)).toEqual([1, 2, 3]);
      });
    }

    it('refuses a sixth slider item', async () => {
      await repo().slider.create(sliderInput({ title: 'Four' }));
      await repo().slider.create(sliderInput({ title: 'Five' }));
      await expectFailure(repo().slider.create(sliderInput({ title: 'Six' })), adminMessages.slider.maxItems);
      expect(await repo().slider.list()).toHaveLength(5);
    });

    it('requires the documented slider fields and a background image', async () => {
      await expectFailure(repo().slider.create(sliderInput({ background_image: '' })), adminMessages.slider.backgroundRequired);
      await expectFailure(repo().slider.create(sliderInput({ highlight: '' })), ruleMessages.required('Highlight'));
      await expectFailure(repo().slider.create(sliderInput({ button_url: 'javascript:alert(1)' })), ruleMessages.invalidUrl('Button URL'));
      expect(await repo().slider.list()).toHaveLength(3);
    });

    it('uploads a slider image, answers its filename and serves it back', async () => {
      const { filename } = await repo().files.uploadImage(pngFile());
      expect(filename).toMatch(/\.png$/);
      const file = await repo().files.readImage('slider', filename);
      expect(file.blob.size).toBe(8);
      await expectFailure(repo().files.uploadImage(svgFile()), ruleMessages.sliderImageType);
    });
  });
}
