import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { publishedOpeningsQueryOptions } from '../../data/queries/content-queries';
import { buildCareerOpening, buildDataset } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { prerendered } from '../../../tests/support/prerendered';
import { CurrentOpenings } from './CurrentOpenings';

const api = setupMockApi(() =>
  buildDataset({
    careerOpenings: [
      buildCareerOpening({ id: 1, title: 'Welder', description: 'MIG and TIG welding of fence panels.' }),
      buildCareerOpening({ id: 2, title: 'Design Engineer', description: 'Drawings for gates and yards.' }),
    ],
  }),
);

const openPage = (route = '/careers') =>
  prerendered(() => <CurrentOpenings />, {
    repository: api.repository,
    route,
    prefetch: (client) => client.prefetchQuery(publishedOpeningsQueryOptions(api.repository)),
  });

describe('Current Openings on the prerendered page', () => {
  it('links each card to the opening’s own section, with its details and form, before the app runs', async () => {
    const { container } = await openPage();
    expect(screen.getByRole('link', { name: 'View Details & Apply: Welder' })).toHaveAttribute('href', '#opening-1');
    expect(screen.getByRole('link', { name: 'View Details & Apply: Design Engineer' })).toHaveAttribute('href', '#opening-2');
    expect(screen.queryByRole('button', { name: /^View Details & Apply/ })).not.toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- each opening's anchor (#opening-N, the address shared links point to), found by its id
    const welder = within(container.querySelector<HTMLElement>('#opening-1')!);
    expect(welder.getByRole('heading', { level: 3, name: 'Welder' })).toBeInTheDocument();
    expect(welder.getByText('MIG and TIG welding of fence panels.')).toBeInTheDocument();
    expect(welder.getByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
    expect(welder.getByRole('link', { name: 'Back to all openings' })).toHaveAttribute('href', '#careers-openings');
    // eslint-disable-next-line testing-library/no-node-access -- each opening's anchor (#opening-N, the address shared links point to), found by its id
    expect(container.querySelector('#opening-2')).toHaveTextContent('Drawings for gates and yards.');
  });

  it('turns the links into buttons that open the modal once the app runs, keeping no hidden sections', async () => {
    const page = await openPage();
    await page.hydrate();
    const button = screen.getByRole('button', { name: 'View Details & Apply: Welder' });
    expect(screen.queryByRole('link', { name: /^View Details & Apply/ })).not.toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- each opening's anchor (#opening-N, the address shared links point to), found by its id
    expect(page.container.querySelector('#opening-1')).toBeNull();
    await userEvent.setup().click(button);
    expect(within(screen.getByRole('dialog', { name: 'Welder' })).getByText('MIG and TIG welding of fence panels.')).toBeInTheDocument();
  });

  it('keeps the keyboard focus on the control when the link becomes the button', async () => {
    const page = await openPage();
    screen.getByRole('link', { name: 'View Details & Apply: Design Engineer' }).focus();
    await page.hydrate();
    expect(screen.getByRole('button', { name: 'View Details & Apply: Design Engineer' })).toHaveFocus();
  });

  it('keeps the section the address names once the app runs (a visitor may be filling in its form)', async () => {
    const page = await openPage('/careers#opening-2');
    await page.hydrate();
    // eslint-disable-next-line testing-library/no-node-access -- each opening's anchor (#opening-N, the address shared links point to), found by its id
    expect(page.container.querySelector('#opening-2')).toHaveTextContent('Drawings for gates and yards.');
    // eslint-disable-next-line testing-library/no-node-access -- each opening's anchor (#opening-N, the address shared links point to), found by its id
    expect(page.container.querySelector('#opening-1')).toBeNull();
  });
});
