import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { takeConsoleErrors } from '../../../tests/setup/node';
import { buildCareerApplication, buildCareerOpening, buildDataset } from '../../../tests/support/builders';
import { buildLargeDataset } from '../../../tests/support/large-dataset';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { renderStory } from '../../../tests/support/stories';
import { adminMessages } from '../../domain/messages';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { CareerDataSection } from './CareerDataSection';
import * as stories from './CareerDataSection.stories';

const { FetchFailure } = composeStories(stories);

const api = setupMockApi(() =>
  buildDataset({
    careerOpenings: [buildCareerOpening({ id: 1, title: 'Welder' }), buildCareerOpening({ id: 2, title: 'Design Engineer' })],
    careerApplications: [
      buildCareerApplication({ id: 1, name: 'Karan Singh', position: 'Welder', status: 'new', created_at: '2026-01-20 10:00:00', skills: 'MIG/TIG' }),
      buildCareerApplication({ id: 2, name: 'Priya Menon', position: 'Design Engineer', status: 'reviewed', created_at: '2026-02-11 11:00:00' }),
      buildCareerApplication({ id: 3, name: 'Ravi Kumar', position: 'Welder', status: 'hired', created_at: '2026-03-02 14:00:00' }),
      buildCareerApplication({ id: 4, name: 'Neha Gupta', position: 'Store Keeper', status: 'shortlisted', created_at: '2026-03-10 09:30:00' }),
      buildCareerApplication({ id: 5, name: 'Omar Khan', position: 'Design Engineer', status: 'rejected', created_at: '2026-03-12 16:00:00' }),
    ],
  }),
);

function renderSection() {
  return renderWithRepository(
    <>
      <NoticeRegion />
      <CareerDataSection />
    </>,
    { repository: api.repository },
  );
}

const table = () => screen.getByRole('table', { name: 'Career applications' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent);
/** A statistics tile by its count; Total also says what it counts beyond the tiles beside it. */
const tile = (label: string, value: number) => screen.getByRole('listitem', { name: new RegExp(`^${label}: ${value}( \\(.+\\))?$`) });

async function loaded() {
  const view = renderSection();
  await screen.findByRole('table', { name: 'Career applications' });
  return view;
}

describe('CareerDataSection', () => {
  it('lists the applications newest first with the statistics New, Reviewed, Shortlisted, Hired and Total', async () => {
    await loaded();
    expect(screen.getByRole('heading', { level: 2, name: 'Career Form Data' })).toBeInTheDocument();
    expect(names()).toEqual(['Omar Khan', 'Neha Gupta', 'Ravi Kumar', 'Priya Menon', 'Karan Singh']);
    const karan = screen.getByRole('row', { name: /Karan Singh/ });
    expect(within(karan).getByText('Jan 20, 2026, 03:30 PM')).toBeInTheDocument();
    expect(within(karan).getByText('1-3 years')).toBeInTheDocument();
    tile('New', 1);
    tile('Reviewed', 1);
    tile('Shortlisted', 1);
    tile('Hired', 1);
    // The tiles add up: Total names the statuses without a tile of their own.
    expect(tile('Total', 5)).toHaveAccessibleName('Total: 5 (Includes 0 Interviewed and 1 Rejected)');
    expect(tile('Total', 5)).toHaveTextContent('Includes 0 Interviewed and 1 Rejected');
  });

  it('offers the six statuses in each row', async () => {
    await loaded();
    const select = screen.getByRole('combobox', { name: 'Status of the application from Karan Singh' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'New',
      'Reviewed',
      'Shortlisted',
      'Interviewed',
      'Hired',
      'Rejected',
    ]);
  });

  it('filters by status', async () => {
    const { user } = await loaded();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'hired');
    await waitFor(() => expect(names()).toEqual(['Ravi Kumar']), { timeout: 3000 });
    tile('Hired', 1);
    tile('Total', 1);
  });

  it('filters by position, suggesting the openings and taking any other text', async () => {
    const { user } = await loaded();
    const position = screen.getByRole('combobox', { name: 'Position' });
    // eslint-disable-next-line testing-library/no-node-access -- the field's suggestions: the <option>s of its <datalist>, which have no role
    const suggestions = document.getElementById(position.getAttribute('list') ?? '');
    // eslint-disable-next-line testing-library/no-node-access -- the field's suggestions: the <option>s of its <datalist>, which have no role
    expect([...(suggestions?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual(['Welder', 'Design Engineer']);
    await user.click(position);
    await user.paste('welder');
    await waitFor(() => expect(names()).toEqual(['Ravi Kumar', 'Karan Singh']), { timeout: 3000 });
    await user.clear(position);
    await user.paste('Store Keeper');
    await waitFor(() => expect(names()).toEqual(['Neha Gupta']), { timeout: 3000 });
  });

  it('filters by dates and searches skills', async () => {
    const { user } = await loaded();
    fireEvent.change(screen.getByLabelText('Date from'), { target: { value: '2026-02-11' } });
    fireEvent.change(screen.getByLabelText('Date to'), { target: { value: '2026-03-10' } });
    await waitFor(() => expect(names()).toEqual(['Neha Gupta', 'Ravi Kumar', 'Priya Menon']), { timeout: 3000 });
    fireEvent.change(screen.getByLabelText('Date from'), { target: { value: '' } });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'TIG');
    await waitFor(() => expect(names()).toEqual(['Karan Singh']), { timeout: 3000 });
  });

  it('shows No applications found when nothing matches', async () => {
    const { user } = await loaded();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody-by-this-name');
    expect(await screen.findByText('No applications found', {}, { timeout: 3000 })).toBeInTheDocument();
    tile('Total', 0);
  });

  it('says a failed list fetch is a failure, with the server message and a Retry, never as an empty list', async () => {
    // The story asserts the alert, its Retry, and that neither a table nor statistics are shown.
    const { user } = await renderStory(FetchFailure);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(adminMessages.content.loadFailed('career applications', 'HTTP error! status: 500'));
    expect(screen.queryByText('No applications found')).not.toBeInTheDocument();
    const logged = takeConsoleErrors();
    expect(logged).toHaveLength(1);
    expect(String(logged[0]?.[0])).toBe('Error fetching career applications:');
    // The server answers again: Retry loads the list.
    api.server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: adminMessages.submissions.retry }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('pages through a few hundred applications', async () => {
    await api.store.dataset.import(buildLargeDataset({ contacts: 40, applications: 260, resumeShare: 0 }));
    const { user } = renderSection();
    await screen.findByText('Showing 1–25 of 260');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(screen.getByText('Showing 1–50 of 260')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(screen.getByText('Showing 251–260 of 260')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
  }, 30_000);
});
