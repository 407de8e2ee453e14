import { screen, waitFor, within } from '@testing-library/react';
import { defaultTexts } from '../../domain/messages';
import { buildDataset } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { homeTexts } from './home-texts';
import { HomePage } from './HomePage';

const api = setupMockApi();

const LOAD = { timeout: 5000 };

describe('the home page sections', { timeout: 20_000 }, () => {
  it('show the Homepage Content kept in the back office', async () => {
    const dataset = buildDataset();
    await api.store.dataset.import({
      ...dataset,
      homepageContent: {
        ...dataset.homepageContent,
        about: { title: 'Who We Are', subtitle: 'Steel since 1994', description: 'Edited about text from the back office.' },
        products: { title: 'Product Ranges', subtitle: '', description: 'Edited products lead.' },
        services: { title: 'What We Do', subtitle: '', description: 'Edited services lead.' },
      },
    });
    renderWithRepository(<HomePage />, { repository: api.repository });
    expect(await screen.findByRole('heading', { name: 'Who We Are' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Steel since 1994')).toBeInTheDocument();
    expect(screen.getByText('Edited about text from the back office.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Product Ranges' })).toBeInTheDocument();
    // No subtitle stored, none shown: the heading opens its section. (The heading is there; its sibling is checked.)
    // eslint-disable-next-line testing-library/prefer-presence-queries, testing-library/no-node-access -- nothing precedes the heading in its section (no subtitle element at all)
    expect(screen.getByRole('heading', { name: 'Product Ranges' }).previousElementSibling).toBeNull();
    expect(screen.getByText('Edited products lead.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What We Do' })).toBeInTheDocument();
    expect(screen.getByText('Edited services lead.')).toBeInTheDocument();
  });

  it('show the stored products and services subtitles above their headings, and none where staff wrote none', async () => {
    const dataset = buildDataset();
    await api.store.dataset.import({
      ...dataset,
      homepageContent: {
        ...dataset.homepageContent,
        products: { ...dataset.homepageContent.products, subtitle: 'Massgefertigte Stahlprodukte – 定制钢铁产品' },
        services: { ...dataset.homepageContent.services, subtitle: 'خدمات الهندسة والتوريد' },
      },
    });
    renderWithRepository(<HomePage />, { repository: api.repository });
    const products = await screen.findByRole('region', { name: dataset.homepageContent.products.title }, LOAD);
    await waitFor(() => expect(within(products).getByText('Massgefertigte Stahlprodukte – 定制钢铁产品')).toHaveAttribute('dir', 'auto'));
    const services = screen.getByRole('region', { name: dataset.homepageContent.services.title });
    expect(within(services).getByText('خدمات الهندسة والتوريد')).toHaveAttribute('dir', 'auto');
  });

  it('show the stored hero texts in the welcome banner and the call to action before the footer information', async () => {
    const dataset = buildDataset();
    await api.store.dataset.import({
      ...dataset,
      sliderItems: [],
      homepageContent: {
        ...dataset.homepageContent,
        hero: { title: 'Steel Made to Measure', subtitle: 'Since 1994', description: 'Edited hero text.' },
        cta: { title: 'Have a drawing?', subtitle: 'Quotes in 48 hours', description: 'Send it to our engineers.' },
      },
    });
    renderWithRepository(<HomePage />, { repository: api.repository });
    const banner = await screen.findByRole('region', { name: 'Steel Made to Measure' }, LOAD);
    expect(within(banner).getByText('Since 1994')).toBeInTheDocument();
    expect(within(banner).getByText('Edited hero text.')).toBeInTheDocument();
    const cta = screen.getByRole('region', { name: 'Have a drawing?' });
    expect(within(cta).getByText('Quotes in 48 hours')).toBeInTheDocument();
    expect(within(cta).getByText('Send it to our engineers.')).toBeInTheDocument();
    expect(within(cta).getByRole('link', { name: homeTexts.ctaButton })).toHaveAttribute('href', '/contact-us');
  });

  it('show no call to action where staff have written none', async () => {
    const dataset = buildDataset();
    await api.store.dataset.import({ ...dataset, homepageContent: { ...dataset.homepageContent, cta: { title: '', subtitle: '', description: '' } } });
    renderWithRepository(<HomePage />, { repository: api.repository });
    expect(await screen.findByRole('heading', { name: homeTexts.servicesHeading }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: homeTexts.ctaButton })).not.toBeInTheDocument();
  });

  it('fall back to the built-in texts when the call fails', async () => {
    const failing = { ...api.repository, homepageContent: { ...api.repository.homepageContent, get: () => Promise.reject(new Error('offline')) } };
    renderWithRepository(<HomePage />, { repository: failing });
    expect(await screen.findByRole('heading', { name: homeTexts.aboutHeading }, LOAD)).toBeInTheDocument();
    expect(screen.getByText(defaultTexts.about.description)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: homeTexts.productsHeading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: homeTexts.servicesHeading })).toBeInTheDocument();
  });
});
