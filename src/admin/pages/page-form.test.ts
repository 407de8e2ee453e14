import { buildPage } from '../../../tests/support/builders';
import { ruleMessages } from '../../domain/messages';
import { pageFormValues, parentPageOptions, toPageInput, validatePageForm, withGalleryType, withSlug, withTitle } from './page-form';

describe('the page form', () => {
  it('derives the slug from the title until the slug is typed by hand', () => {
    let values = withTitle(pageFormValues(), 'Steel  Gates -- & Hinges');
    expect(values.slug).toBe('steel-gates-hinges');
    values = withSlug(values, 'gates');
    expect(withTitle(values, 'Gates').slug).toBe('gates');
    expect(withTitle(withSlug(values, ''), 'Farm Gates').slug).toBe('farm-gates');
  });

  it("keeps an existing page's slug when its title changes", () => {
    const values = pageFormValues(buildPage({ id: 2, title: 'Fencing', slug: 'fencing' }));
    expect(withTitle(values, 'Fencing Systems').slug).toBe('fencing');
  });

  it('starts a new page active with the parent gallery', () => {
    expect(pageFormValues()).toMatchObject({ isActive: true, galleryType: 'parent', gallerySourceId: '', parentId: '' });
  });

  it('clears the source page when the gallery type changes', () => {
    const values = { ...pageFormValues(), galleryType: 'custom' as const, gallerySourceId: '3' };
    expect(withGalleryType(values, 'none').gallerySourceId).toBe('');
    expect(withGalleryType(values, 'custom').gallerySourceId).toBe('');
  });

  it('requires a title, a slug and a source page for a custom gallery', () => {
    expect(validatePageForm({ ...pageFormValues(), title: ' ', galleryType: 'custom' })).toEqual({
      title: ruleMessages.required('Title'),
      slug: ruleMessages.required('Slug'),
      gallerySourceId: ruleMessages.galleryInheritanceSource,
    });
    expect(validatePageForm({ ...withTitle(pageFormValues(), 'Gates'), galleryType: 'none' })).toEqual({});
  });

  it('sends the source page only for a custom gallery', () => {
    const values = { ...withTitle(pageFormValues(), 'Gates'), parentId: '1', galleryType: 'custom' as const, gallerySourceId: '3' };
    expect(toPageInput(values)).toEqual({
      title: 'Gates',
      slug: 'gates',
      content: '',
      parent_id: 1,
      is_active: true,
      meta_description: '',
      gallery_inheritance_type: 'custom',
      gallery_inheritance_id: 3,
    });
    expect(toPageInput({ ...values, galleryType: 'parent' }).gallery_inheritance_id).toBeNull();
  });

  it('saves the content as loaded when it was not edited, and edited content in its stored form', () => {
    const loaded = '<p>Hot dip  bolts&nbsp;</p>\n<h2 class="lead">Sizes</h2>';
    const values = pageFormValues(buildPage({ id: 2, title: 'Fencing', slug: 'fencing', content: loaded }));
    expect(toPageInput(values, loaded).content).toBe(loaded);
    expect(toPageInput({ ...values, content: '<p>Hot&nbsp;dip&nbsp;bolts</p><p>New</p>' }, loaded).content).toBe('<p>Hot dip bolts</p><p>New</p>');
    expect(toPageInput({ ...pageFormValues(), title: 'Gates', content: '<p>Hello&nbsp;world</p><p></p>' }).content).toBe('<p>Hello world</p><p></p>');
  });

  it('offers neither the page itself nor its descendants as its parent', () => {
    const pages = [
      buildPage({ id: 1, title: 'Products', slug: 'products' }),
      buildPage({ id: 2, title: 'Fencing', slug: 'fencing', parent_id: 1 }),
      buildPage({ id: 3, title: 'Chain Link', slug: 'chain-link', parent_id: 2 }),
      buildPage({ id: 4, title: 'Services', slug: 'services' }),
    ];
    expect(parentPageOptions(pages, 2).map((page) => page.id)).toEqual([1, 4]);
    // Every page, in tree order with its depth, so the picker shows the hierarchy.
    expect(parentPageOptions(pages, null).map(({ title, depth }) => [title, depth])).toEqual([
      ['Products', 0],
      ['Fencing', 1],
      ['Chain Link', 2],
      ['Services', 0],
    ]);
  });
});
