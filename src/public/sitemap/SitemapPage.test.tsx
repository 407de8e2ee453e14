import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderApp, renderWithRepository } from '../../../tests/support/render-app';
import { SitemapPage } from './SitemapPage';
import { sitemapTexts } from './sitemap-texts';

const api = setupMockApi();

const renderPage = () => renderWithRepository(<SitemapPage />, { repository: api.repository, route: '/sitemap' });

const section = (name: string) => screen.getByRole('region', { name });

function expectFixedPages() {
  const main = within(section(sitemapTexts.mainPages));
  expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(main.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
  expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  expect(main.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
  const information = within(section(sitemapTexts.information));
  expect(information.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  expect(information.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
  expect(information.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
  expect(information.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
}

describe('SitemapPage', () => {
  it('is served at /sitemap inside the public layout', async () => {
    renderApp({ route: '/sitemap', repository: api.repository });
    expect(await screen.findByRole('heading', { level: 1, name: sitemapTexts.title })).toBeInTheDocument();
  });

  it('lists the active navigation as nested links following the menu link rules, beside the fixed pages', async () => {
    renderPage();
    const navigation = section(sitemapTexts.navigation);
    const chainLink = await within(navigation).findByRole('link', { name: 'Chain Link Fencing' });
    expect(chainLink).toHaveAttribute('href', '/page/chain-link-fencing');
    // eslint-disable-next-line testing-library/no-node-access -- the nesting of the sitemap: which item a link's list item holds
    const fencingItem = within(navigation).getByRole('link', { name: 'Fencing' }).closest('li');
    expect(fencingItem).toContainElement(chainLink);
    // eslint-disable-next-line testing-library/no-node-access -- the nesting of the sitemap: which item a link's list item holds
    const manufacturingItem = within(navigation).getByRole('link', { name: 'Manufacturing' }).closest('li');
    expect(manufacturingItem).toContainElement(fencingItem);
    expect(within(navigation).getByRole('link', { name: 'Our Team' })).toHaveAttribute('href', '/about-us#our-team');
    expect(within(navigation).queryByText('Archive')).not.toBeInTheDocument();
    expectFixedPages();
  });

  it('shows the loading text while the navigation is on its way', () => {
    api.server.applyScenarios(['navigationTimesOut']);
    renderPage();
    expect(within(section(sitemapTexts.navigation)).getByRole('status')).toHaveTextContent(sitemapTexts.loading);
    expectFixedPages();
  });

  it('keeps the fixed pages and says so briefly when the navigation cannot be loaded', async () => {
    api.server.applyScenarios(['navigationFails']);
    renderPage();
    expect(await within(section(sitemapTexts.navigation)).findByText(sitemapTexts.failed)).toBeInTheDocument();
    expectFixedPages();
  });
});
