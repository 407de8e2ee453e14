/* eslint-disable testing-library/no-node-access -- the subject is document.head (title, meta, link and JSON-LD tags), which no role or label exposes. */
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import type { SeoPageType, SeoSettings } from '../../domain/seo';
import { buildDataset, buildSeoSettings } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { answerCallsTo } from '../../../tests/support/server-faults';
import { renderWithRepository } from '../../../tests/support/render-app';
import { takeConsoleErrors } from '../../../tests/setup/node';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { seoSettingsQueryOptions } from '../../data/queries/content-queries';
import { createQueryClient } from '../../data/query-client';
import { RepositoryProvider } from '../../data/RepositoryProvider';
import { clearSeo } from './apply-seo';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, headHtml, jsonLdText, type HeadModel } from './head';
import { HeadCollectorContext } from './head-collector';
import { organizationData } from './structured-data';
import { DEFAULT_SHARE_IMAGE, useSeo } from './use-seo';

const hostile = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Ironcrest </script><script>alert(1)</script> & Co' };

const api = setupMockApi(() =>
  buildDataset({
    seoSettings: [
      buildSeoSettings({
        page_type: 'homepage',
        page_title: 'Ironcrest Steel Industries | Engineering Steel Products',
        meta_description: 'Fencing, animal handling equipment, building hardware and fasteners.',
        meta_keywords: 'steel, fencing, fasteners',
        robots: 'index,follow',
        og_title: 'Ironcrest on Open Graph',
        og_description: 'OG description',
        og_image: '/images/social/og-card.png',
        canonical_url: 'https://www.ironcreststeel.com/',
        twitter_title: 'Ironcrest on Twitter',
        twitter_description: '',
        twitter_image: '',
        structured_data: JSON.stringify(hostile),
      }),
      buildSeoSettings({ page_type: 'about', page_title: 'About Ironcrest', robots: 'noindex,follow', structured_data: '{not json' }),
    ],
  }),
);

function SeoProbe({ pageType }: { pageType: SeoPageType }) {
  useSeo(pageType);
  return <p>{pageType}</p>;
}

function SeoSwitcher() {
  const [pageType, setPageType] = useState<SeoPageType>('homepage');
  useSeo(pageType);
  return (
    <button type="button" onClick={() => setPageType('about')}>
      Open about
    </button>
  );
}

const meta = (selector: string) => document.head.querySelectorAll(`meta[${selector}]`);
const content = (selector: string) => meta(selector)[0]?.getAttribute('content');

describe('useSeo', () => {
  beforeEach(() => {
    // A server may hold what the demo store refuses: its homepage record carries a script link as its Twitter image.
    answerCallsTo(api.server, /get_seo_settings\.php/, async (request) => {
      const pageType = new URL(request.url).searchParams.get('page_type') ?? 'homepage';
      if (pageType !== 'homepage') return undefined;
      const settings = await api.store.seo.get('homepage');
      return Response.json({ success: true, settings: { ...settings, twitter_image: 'javascript:alert(1)' } });
    });
    clearSeo();
    document.title = 'Start';
  });

  it('applies the stored title, meta tags, canonical link and structured data, with absolute image URLs', async () => {
    renderWithRepository(<SeoProbe pageType="homepage" />, { repository: api.repository });
    await waitFor(() => expect(document.title).toBe('Ironcrest Steel Industries | Engineering Steel Products'));
    expect(content('name="description"')).toBe('Fencing, animal handling equipment, building hardware and fasteners.');
    expect(content('name="keywords"')).toBe('steel, fencing, fasteners');
    expect(content('name="robots"')).toBe('index,follow');
    expect(content('property="og:title"')).toBe('Ironcrest on Open Graph');
    expect(content('property="og:description"')).toBe('OG description');
    // Link previews accept only absolute image URLs: a stored site path is made absolute on the site's origin.
    expect(content('property="og:image"')).toBe(`${window.location.origin}/images/social/og-card.png`);
    // The stored canonical names another host: its path is kept on the site's own origin.
    expect(content('property="og:url"')).toBe(`${window.location.origin}/`);
    expect(content('name="twitter:title"')).toBe('Ironcrest on Twitter');
    expect(content('name="twitter:description"')).toBe('OG description');
    // A stored address that is not a web URL never reaches the head; the OG image stands in.
    expect(content('name="twitter:image"')).toBe(`${window.location.origin}/images/social/og-card.png`);
    const canonical = document.head.querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    expect(canonical[0]).toHaveAttribute('href', `${window.location.origin}/`);

    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const text = scripts[0]!.textContent ?? '';
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('replaces what the previous page type applied', async () => {
    const { user } = renderWithRepository(<SeoSwitcher />, { repository: api.repository, route: '/about-us' });
    await waitFor(() => expect(document.title).toBe('Ironcrest Steel Industries | Engineering Steel Products'));
    await user.click(screen.getByRole('button', { name: 'Open about' }));
    await waitFor(() => expect(document.title).toBe('About Ironcrest'));
    expect(meta('name="description"')).toHaveLength(1);
    expect(content('name="description"')).toBe('Description of about');
    expect(content('name="robots"')).toBe('noindex,follow');
    expect(meta('property="og:title"')).toHaveLength(1);
    expect(content('property="og:title"')).toBe('About Ironcrest');
    // Without a stored canonical, the route's own absolute address is its canonical.
    const canonical = document.head.querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    expect(canonical[0]).toHaveAttribute('href', `${window.location.origin}/about-us`);
    // Structured data that is not valid JSON is left out rather than written into the page.
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it('gives a route without stored settings the site name, a description, its own address and the default share image', async () => {
    renderWithRepository(<SeoProbe pageType="homepage" />, { repository: api.repository });
    await waitFor(() => expect(content('name="keywords"')).toBe('steel, fencing, fasteners'));
    renderWithRepository(<SeoProbe pageType="careers" />, { repository: api.repository, route: '/careers' });
    await waitFor(() => expect(meta('name="keywords"')).toHaveLength(0));
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(content('name="description"')).toBe(DEFAULT_DESCRIPTION);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/careers`);
    expect(content('property="og:image"')).toBe(`${window.location.origin}/site/${DEFAULT_SHARE_IMAGE}`);
    expect(meta('name="robots"')).toHaveLength(0);
  });

  it("never applies another page type's record that a server answers as its fallback", async () => {
    const homepage = buildSeoSettings({ page_type: 'homepage', page_title: 'Home', robots: 'noindex,nofollow', canonical_url: 'https://www.ironcreststeel.com/' });
    const fallbackServer = { ...api.repository, seo: { ...api.repository.seo, get: async () => homepage } };
    function FamilyPage() {
      useSeo('manufacturing', { page: { title: 'Fencing - Ironcrest Steel Industries', description: '<p>Chain-link &amp; welded mesh fencing.</p>' } });
      return <h1>Fencing</h1>;
    }
    renderWithRepository(<FamilyPage />, { repository: fallbackServer, route: '/manufacturing/fencing?ref=menu' });
    await waitFor(() => expect(document.title).toBe('Fencing - Ironcrest Steel Industries'));
    expect(content('name="robots"')).toBe('index,follow');
    expect(content('name="description"')).toBe('Chain-link & welded mesh fencing.');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/manufacturing/fencing`);
  });

  it('ignores a fallback record on a page that has no settings of its own', async () => {
    const homepage = buildSeoSettings({ page_type: 'homepage', page_title: 'Home', robots: 'noindex,nofollow' });
    const fallbackServer = { ...api.repository, seo: { ...api.repository.seo, get: async () => homepage } };
    renderWithRepository(<SeoProbe pageType="careers" />, { repository: fallbackServer });
    expect(await screen.findByText('careers')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(DEFAULT_TITLE));
    expect(meta('name="robots"')).toHaveLength(0);
  });

  it("keeps none of the previous route's title, description or canonical when the next route has no settings or its call fails", async () => {
    const first = renderWithRepository(<SeoProbe pageType="homepage" />, { repository: api.repository });
    await waitFor(() => expect(document.title).toBe('Ironcrest Steel Industries | Engineering Steel Products'));
    first.unmount();
    renderWithRepository(<SeoProbe pageType="careers" />, { repository: api.repository, route: '/careers' });
    await waitFor(() => expect(document.title).toBe(DEFAULT_TITLE));
    expect(content('name="description"')).toBe(DEFAULT_DESCRIPTION);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/careers`);

    const again = renderWithRepository(<SeoProbe pageType="homepage" />, { repository: api.repository });
    await waitFor(() => expect(document.title).toBe('Ironcrest Steel Industries | Engineering Steel Products'));
    again.unmount();
    api.server.applyScenarios(['seoFails']);
    renderWithRepository(<SeoProbe pageType="about" />, { repository: api.repository, route: '/about-us' });
    await waitFor(() => expect(takeConsoleErrors()).toHaveLength(1));
    await waitFor(() => expect(document.title).toBe(DEFAULT_TITLE));
    expect(content('name="description"')).toBe(DEFAULT_DESCRIPTION);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/about-us`);
  });

  it('only logs a failed SEO call', async () => {
    api.server.applyScenarios(['seoFails']);
    renderWithRepository(<SeoProbe pageType="homepage" />, { repository: api.repository });
    expect(screen.getByText('homepage')).toBeInTheDocument();
    await waitFor(() => expect(takeConsoleErrors()).toHaveLength(1));
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(meta('name="keywords"')).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds the structured data the route generates before the stored one', async () => {
    function Described() {
      useSeo('homepage', { structuredData: ({ siteRoot, url }) => [{ '@type': 'WebPage', url, isPartOf: siteRoot }] });
      return <p>described</p>;
    }
    renderWithRepository(<Described />, { repository: api.repository, route: '/home' });
    await waitFor(() => expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2));
    const [own, stored] = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
    // The route's address in its structured data is its canonical one: /home is the home page at /.
    expect(own).toEqual({ '@type': 'WebPage', url: `${window.location.origin}/`, isPartOf: `${window.location.origin}/` });
    expect(stored).toEqual(hostile);
  });

  it('hands the head to a prerender collector during render, where no effect runs', () => {
    const collected: HeadModel[] = [];
    const queryClient = createQueryClient();
    queryClient.setQueryData(seoSettingsQueryOptions(api.repository, 'homepage').queryKey, buildSeoSettings({ page_type: 'homepage', page_title: 'Prerendered <Home> & "more"' }));
    const router = createMemoryRouter([{ path: '*', element: <SeoProbe pageType="homepage" /> }], { initialEntries: ['/home'] });
    const html = renderToString(
      <HeadCollectorContext value={{ origin: 'https://www.ironcreststeel.com', collect: (model) => collected.push(model) }}>
        <RepositoryProvider repository={api.repository} queryClient={queryClient}>
          <RouterProvider router={router} />
        </RepositoryProvider>
      </HeadCollectorContext>,
    );
    expect(html).toContain('homepage');
    const model = collected.at(-1)!;
    expect(model.title).toBe('Prerendered <Home> & "more"');
    expect(model.canonical).toBe('https://www.ironcreststeel.com/');
    const head = headHtml(model);
    expect(head).toContain('<title>Prerendered &lt;Home&gt; &amp; &quot;more&quot;</title>');
    expect(head).toContain('<link rel="canonical" href="https://www.ironcreststeel.com/" data-seo>');
    expect(head).toContain(`<meta property="og:image" content="https://www.ironcreststeel.com/site/${DEFAULT_SHARE_IMAGE}" data-seo>`);
  });
});

describe('useSeo: one origin and one address', () => {
  beforeEach(() => {
    clearSeo();
  });

  /** Renders a route on the server as the prerender step does, with the given settings, and returns its head. */
  function prerenderHead(ui: ReactNode, { path, settings, origin = 'https://www.example-steel.test', shell = false }: { path: string; settings: SeoSettings; origin?: string; shell?: boolean }): HeadModel {
    const collected: HeadModel[] = [];
    const queryClient = createQueryClient();
    if (!shell) queryClient.setQueryData(seoSettingsQueryOptions(api.repository, settings.page_type).queryKey, settings);
    const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
    renderToString(
      <HeadCollectorContext value={{ origin, shell, collect: (model) => collected.push(model) }}>
        <RepositoryProvider repository={api.repository} queryClient={queryClient}>
          <RouterProvider router={router} />
        </RepositoryProvider>
      </HeadCollectorContext>,
    );
    return collected.at(-1)!;
  }
  const blocks = (model: HeadModel) => model.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
  const metaOf = (model: HeadModel, key: string) => model.metas.find((tag) => tag.key === key)?.content;

  function Home({ robots }: { robots?: string }) {
    useSeo('homepage', { robots, structuredData: ({ siteRoot }) => [organizationData(siteRoot, '/')] });
    return <h1>Home</h1>;
  }

  const writtenForProduction = buildSeoSettings({
    page_type: 'homepage',
    canonical_url: 'https://www.ironcreststeel.com/',
    og_image: '/images/social/og-card.png',
    structured_data: JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Ironcrest Steel Industries',
      url: 'https://www.ironcreststeel.com/',
      logo: 'https://www.ironcreststeel.com/site/logo.svg',
      sameAs: ['https://www.linkedin.com/company/ironcrest-steel-industries'],
    }),
  });

  it('puts settings written for another host on the site origin, with one Organization', () => {
    const model = prerenderHead(<Home />, { path: '/', settings: writtenForProduction });
    expect(model.canonical).toBe('https://www.example-steel.test/');
    expect(metaOf(model, 'og:url')).toBe('https://www.example-steel.test/');
    expect(metaOf(model, 'og:image')).toBe('https://www.example-steel.test/images/social/og-card.png');
    const organizations = blocks(model).filter((block) => block['@type'] === 'Organization');
    expect(organizations).toHaveLength(1);
    expect(organizations[0]).toMatchObject({
      url: 'https://www.example-steel.test/',
      logo: 'https://www.example-steel.test/site/logo.svg',
      // The stored block's own facts stay; profiles on other sites are not the site's addresses.
      sameAs: ['https://www.linkedin.com/company/ironcrest-steel-industries'],
      telephone: expect.any(String),
    });
    expect(model.jsonLd.join(' ')).not.toContain('ironcreststeel.com/');
  });

  it('gives /home, /about and /contact the one address of their screen, with or without a stored canonical', () => {
    expect(prerenderHead(<Home />, { path: '/home', settings: writtenForProduction }).canonical).toBe('https://www.example-steel.test/');
    const contact = buildSeoSettings({ page_type: 'contact', canonical_url: '' });
    expect(prerenderHead(<SeoProbe pageType="contact" />, { path: '/contact', settings: contact }).canonical).toBe('https://www.example-steel.test/contact-us');
    const about = buildSeoSettings({ page_type: 'about', canonical_url: 'https://www.ironcreststeel.com/about' });
    expect(prerenderHead(<SeoProbe pageType="about" />, { path: '/about/', settings: about }).canonical).toBe('https://www.example-steel.test/about-us');
  });

  it('names no canonical and no og:url on a page that is none (the soft not-found page, a shell without its data)', () => {
    const notFound = prerenderHead(<Home robots="noindex" />, { path: '/no-such-page', settings: writtenForProduction });
    expect(notFound.canonical).toBeNull();
    expect(metaOf(notFound, 'og:url')).toBeUndefined();
    expect(metaOf(notFound, 'robots')).toBe('noindex');
    expect(headHtml(notFound)).not.toContain('rel="canonical"');

    const shell = prerenderHead(<Home />, { path: '/', settings: writtenForProduction, shell: true });
    expect(metaOf(shell, 'robots')).toBe('noindex');
    expect(shell.canonical).toBeNull();
  });

  it("cuts a long stored title in <title> only: link previews get it whole", () => {
    const long = `${'Galvanised steel fencing for farms, airports and solar parks '.repeat(3).trim()} - Ironcrest Steel Industries`;
    const model = prerenderHead(<SeoProbe pageType="careers" />, { path: '/careers', settings: buildSeoSettings({ page_type: 'careers', page_title: long, og_title: '' }) });
    expect(model.title).toBe('Galvanised steel fencing for farms… - Ironcrest Steel Industries');
    expect(metaOf(model, 'og:title')).toBe(long);
    expect(headHtml(model)).toContain(`<title>${model.title}</title>`);
  });
});

describe('jsonLdText', () => {
  it('keeps only valid JSON and escapes characters that could end the script', () => {
    expect(jsonLdText('')).toBeNull();
    expect(jsonLdText('{broken')).toBeNull();
    const text = jsonLdText(JSON.stringify({ a: '</script>&\u2028' }))!;
    expect(text).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028"}');
    expect(JSON.parse(text)).toEqual({ a: '</script>&\u2028' });
  });
});
