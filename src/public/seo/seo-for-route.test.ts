import { buildSeoSettings } from '../../../tests/support/builders';
import { seoForRoute } from './seo-for-route';

const url = 'https://www.ironcreststeel.com/manufacturing/fencing';

describe('the head settings a route applies', () => {
  it("applies a stored record to its own page type only", () => {
    const about = buildSeoSettings({ page_type: 'about', page_title: 'About Ironcrest' });
    expect(seoForRoute('about', about, null, url)).toBe(about);
    expect(seoForRoute('careers', about, null, url)).toBeNull();
  });

  it("gives a content page its own title, description and address, keeping the page type's other settings", () => {
    const manufacturing = buildSeoSettings({
      page_type: 'manufacturing',
      page_title: 'Manufacturing',
      meta_description: 'All manufacturing',
      meta_keywords: 'steel',
      robots: 'index,nofollow',
      canonical_url: 'https://www.ironcreststeel.com/manufacturing',
    });
    const settings = seoForRoute('manufacturing', manufacturing, { title: 'Fencing', description: '<p>Fencing   for farms</p>' }, url)!;
    expect(settings).toMatchObject({
      page_title: 'Fencing - Ironcrest Steel Industries',
      meta_description: 'Fencing for farms',
      og_title: 'Fencing - Ironcrest Steel Industries',
      canonical_url: url,
      meta_keywords: 'steel',
      robots: 'index,nofollow',
    });
  });

  it("uses the page type's description when the page has no text, and defaults without a record", () => {
    const page = buildSeoSettings({ page_type: 'page', meta_description: 'Products and services' });
    expect(seoForRoute('page', page, { title: 'Gates' }, url)?.meta_description).toBe('Products and services');
    expect(seoForRoute('page', null, { title: 'Gates' }, url)).toMatchObject({ page_title: 'Gates - Ironcrest Steel Industries', robots: 'index,follow', canonical_url: url });
  });

  it("uses the page's stored Meta Description whole, over the excerpt, for search engines and link previews", () => {
    const written = `Galvanised chain link fencing for farms, made to size in Mohali. ${'Long enough to pass 160 characters. '.repeat(4)}`;
    const settings = seoForRoute('page', null, { title: 'Fencing', description: '<p>Fencing for farms</p>', metaDescription: `  ${written}\n` }, url)!;
    expect(settings.meta_description).toBe(written.trim());
    expect(settings.og_description).toBe(written.trim());
    expect(settings.twitter_description).toBe(written.trim());
    // An empty (or blank) Meta Description leaves the excerpt of the page text.
    expect(seoForRoute('page', null, { title: 'Fencing', description: '<p>Fencing for farms</p>', metaDescription: ' \n ' }, url)!.meta_description).toBe('Fencing for farms');
  });

  it('cuts a long page text at a word boundary', () => {
    const long = `<p>${'galvanised steel '.repeat(30)}</p>`;
    const description = seoForRoute('page', null, { title: 'Gates', description: long }, url)!.meta_description;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
  });
});
