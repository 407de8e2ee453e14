import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTexts } from './page-texts';
import { publicMessages } from '../../domain/messages';
import { buildDataset, buildPage } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderApp } from '../../../tests/support/render-app';
import { renderStory } from '../../../tests/support/stories';
import * as stories from './DynamicPage.stories';

const { NotFound } = composeStories(stories);

/** The first answer of a test can be slow on a busy machine (cold MSW, IndexedDB and module caches). */
const LOAD = { timeout: 5000 };

const HOSTILE =
  '<p>Welcome to fencing</p><script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true" alt="panel"><a href="javascript:alert(1)">Click me</a>';

const dataset = () => {
  const base = buildDataset();
  return {
    ...base,
    pages: [
      ...base.pages,
      buildPage({ id: 5, title: 'Standalone Notes - Ironcrest Steel Industries', slug: 'standalone-notes', content: '<p>Not in the menu</p>' }),
      buildPage({
        id: 6,
        title: 'Gate Kits',
        slug: 'gate-kits',
        content: '<p>Hinges, latches and posts</p>',
        meta_description: 'Galvanised gate kits – Torsätze für Weiden, 门套件',
      }),
    ],
  };
};

const heroTitle = () => screen.getByRole('heading', { level: 1 });

describe('dynamic content page', { timeout: 15_000 }, () => {
  const api = setupMockApi(dataset);

  it('loads a page by slug and shows its content', async () => {
    renderApp({ route: '/page/fencing', repository: api.repository });

    expect(await screen.findByText('Loading page content...')).toBeInTheDocument();
    expect(await screen.findByText('Content', {}, LOAD)).toBeInTheDocument();
    expect(heroTitle()).toHaveTextContent('Fencing');
  });

  it('loads a family page by its navigation type and removes the company suffix from the title', async () => {
    renderApp({ route: '/manufacturing', repository: api.repository });

    expect(await screen.findByText(/Navigation key: manufacturing$/, {}, LOAD)).toBeInTheDocument();
    expect(heroTitle()).toHaveTextContent(/^Manufacturing$/);
    expect(heroTitle()).not.toHaveTextContent('Ironcrest');
  });

  it('loads a page by navigation type and sub-category', async () => {
    renderApp({ route: '/manufacturing/fencing', repository: api.repository });

    expect(await screen.findByText(/Navigation key: manufacturing\/fencing$/, {}, LOAD)).toBeInTheDocument();
    expect(heroTitle()).toHaveTextContent('Fencing');
  });

  it('loads /page/{navType}/{subCategory} by navigation type and sub-category', async () => {
    renderApp({ route: '/page/manufacturing/fencing', repository: api.repository });

    expect(await screen.findByText(/Navigation key: manufacturing\/fencing$/, {}, LOAD)).toBeInTheDocument();
    expect(heroTitle()).toHaveTextContent('Fencing');
  });

  it('loads the third level of a family route by its slug', async () => {
    renderApp({ route: '/manufacturing/fencing/chain-link-fencing', repository: api.repository });

    expect(await screen.findByText(/Navigation key: chain-link-fencing$/, {}, LOAD)).toBeInTheDocument();
    expect(heroTitle()).toHaveTextContent('Chain Link Fencing');
  });

  it("describes the page with its stored Meta Description, in the description, link-preview and structured-data tags", async () => {
    renderApp({ route: '/page/gate-kits', repository: api.repository });

    expect(await screen.findByText('Hinges, latches and posts', {}, LOAD)).toBeInTheDocument();
    const written = 'Galvanised gate kits – Torsätze für Weiden, 门套件';
    // eslint-disable-next-line testing-library/no-node-access -- document.head's tags have no roles
    const head = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    await waitFor(() => expect(head('meta[name="description"]')).toBe(written));
    expect(head('meta[property="og:description"]')).toBe(written);
    expect(head('meta[name="twitter:description"]')).toBe(written);
    // eslint-disable-next-line testing-library/no-node-access -- document.head's tags have no roles
    const jsonLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent).join('');
    expect(jsonLd).toContain(written);
  });

  it('describes a page without a Meta Description by the start of its text', async () => {
    renderApp({ route: '/page/standalone-notes', repository: api.repository });

    expect(await screen.findByText('Not in the menu', {}, LOAD)).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- document.head's tags have no roles
    await waitFor(() => expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Not in the menu'));
  });

  it('shows the content id, the last update as a US short date-time and the navigation key', async () => {
    renderApp({ route: '/page/fencing', repository: api.repository });

    const meta = await screen.findByText(/^Content ID:/, {}, LOAD);
    expect(meta).toHaveTextContent(`Content ID: 2 | Last updated: Jan 10, 2026, 02:30 PM | Navigation key: fencing`);
    expect(meta).toHaveTextContent('Jan 10, 2026');
  });

  it('shows the brochure block and the footer info', async () => {
    renderApp({ route: '/page/fencing', repository: api.repository });

    await screen.findByText('Content', {}, LOAD);
    expect(screen.getByText('Download Our Brochure')).toBeInTheDocument();
    expect(screen.getAllByText('Spotlight').length).toBeGreaterThan(0);
  });

  it('removes scripts, event handlers and javascript: links from the stored HTML', async () => {
    const fencing = (await api.store.pages.list()).find((page) => page.slug === 'fencing')!;
    await api.store.pages.update(fencing.id, { ...fencing, content: HOSTILE });
    const { container } = renderApp({ route: '/page/fencing', repository: api.repository });

    expect(await screen.findByText('Welcome to fencing', {}, LOAD)).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- the subject is the sanitised article markup: no script or inline handler survives
    const article = container.querySelector('article')!;
    // eslint-disable-next-line testing-library/no-node-access -- the subject is the sanitised article markup: no script or inline handler survives
    expect(article.querySelector('script')).toBeNull();
    // eslint-disable-next-line testing-library/no-node-access -- the subject is the sanitised article markup: no script or inline handler survives
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('Click me')).not.toHaveAttribute('href');
    expect(article.innerHTML).not.toContain('javascript:');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('loads the new page when the route changes', async () => {
    const { router } = renderApp({ route: '/page/fencing', repository: api.repository });
    expect(await screen.findByText(/Navigation key: fencing$/, {}, LOAD)).toBeInTheDocument();

    await act(() => router.navigate('/manufacturing'));

    expect(await screen.findByText(/Navigation key: manufacturing$/, {}, LOAD)).toBeInTheDocument();
    expect(heroTitle()).toHaveTextContent('Manufacturing');
  });
});

describe('dynamic content page when the content cannot be loaded', { timeout: 15_000 }, () => {
  const api = setupMockApi(dataset);

  it('derives the title from the route and shows built-in content for a known family', async () => {
    api.server.applyScenarios(['pageContentFails']);
    renderApp({ route: '/manufacturing/welded-mesh', repository: api.repository });

    expect(await screen.findByText('What we manufacture', {}, LOAD)).toBeInTheDocument();
    expect(heroTitle()).toHaveTextContent('Welded Mesh');
    expect(screen.queryByText(publicMessages.page.notFoundHeading)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Content ID:/)).not.toBeInTheDocument();
  });

  it('keeps the derived title when the server answers 500 for a route without built-in content: a failure is no "Page not found"', async () => {
    api.server.applyScenarios(['pageContentFails']);
    renderApp({ route: '/page/galvanised-widgets', repository: api.repository });

    expect(await screen.findByRole('heading', { name: publicMessages.page.notFoundHeading }, LOAD)).toBeInTheDocument();
    expect(screen.getByText(publicMessages.page.notFoundText)).toBeInTheDocument();
    expect(heroTitle()).toHaveTextContent(/^Galvanised Widgets$/);
    expect(screen.queryByText(pageTexts.notFoundTitle)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Galvanised Widgets'));
    // eslint-disable-next-line testing-library/no-node-access -- document.head's tags have no roles
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows built-in content for /optimizing', async () => {
    api.server.applyScenarios(['pageNotFound']);
    renderApp({ route: '/optimizing', repository: api.repository });

    expect(await screen.findByText('How we optimise', {}, LOAD)).toBeInTheDocument();
    expect(heroTitle()).toHaveTextContent('Optimizing');
  });

  it('says Page Content Not Found for a route without built-in content, and keeps it out of search engines', async () => {
    await renderStory(NotFound);
    // A not-found state says so plainly, invents no heading from the route and is never indexed.
    expect(screen.queryByText('Galvanised Widgets')).not.toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- document.head's tags have no roles
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
  });

  it('treats a slug the store does not hold as not found', async () => {
    renderApp({ route: '/page/no-such-page', repository: api.repository });

    expect(await screen.findByText(publicMessages.page.notFoundHeading, {}, LOAD)).toBeInTheDocument();
    expect(heroTitle()).toHaveTextContent(pageTexts.notFoundTitle);
    // eslint-disable-next-line testing-library/no-node-access -- document.head's tags have no roles
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
  });

  it('says a family sub-page the store does not hold does not exist, instead of inventing it from the route', async () => {
    renderApp({ route: '/manufacturing/nonexistent', repository: api.repository });

    expect(await screen.findByText(publicMessages.page.notFoundHeading, {}, LOAD)).toBeInTheDocument();
    expect(heroTitle()).toHaveTextContent(pageTexts.notFoundTitle);
    expect(screen.queryByText('Nonexistent')).not.toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- document.head's tags have no roles
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
  });

  it('treats a bare /page as not found', async () => {
    renderApp({ route: '/page', repository: api.repository });

    expect(await screen.findByText(publicMessages.page.notFoundHeading, {}, LOAD)).toBeInTheDocument();
  });
});
