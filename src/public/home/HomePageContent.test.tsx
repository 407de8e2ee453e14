import { screen } from '@testing-library/react';
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
    expect(screen.getByText('Edited products lead.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What We Do' })).toBeInTheDocument();
    expect(screen.getByText('Edited services lead.')).toBeInTheDocument();
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
