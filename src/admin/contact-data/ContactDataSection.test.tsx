import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { takeConsoleErrors } from '../../../tests/setup/node';
import { buildContactSubmission, buildDataset } from '../../../tests/support/builders';
import { buildLargeDataset } from '../../../tests/support/large-dataset';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { renderStory } from '../../../tests/support/stories';
import { adminMessages } from '../../domain/messages';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { ContactDataSection } from './ContactDataSection';
import * as stories from './ContactDataSection.stories';

const { Empty, FetchFailure } = composeStories(stories);

const api = setupMockApi(() =>
  buildDataset({
    contactSubmissions: [
      buildContactSubmission({ id: 1, name: 'Asha Verma', status: 'new', created_at: '2026-01-15 09:00:00', subject: 'quote-request' }),
      buildContactSubmission({ id: 2, name: 'Peter Novak', status: 'read', created_at: '2026-02-10 12:30:00' }),
      buildContactSubmission({ id: 3, name: 'Sophie Laurent', status: 'replied', created_at: '2026-02-20 16:45:00' }),
      buildContactSubmission({ id: 4, name: 'David Okafor', status: 'closed', created_at: '2026-03-05 08:15:00', message: 'Need galvanised bolts' }),
      buildContactSubmission({ id: 5, name: 'Meera Nair', status: 'new', created_at: '2026-03-06 10:00:00' }),
    ],
  }),
);

function renderSection() {
  return renderWithRepository(
    <>
      <NoticeRegion />
      <ContactDataSection />
    </>,
    { repository: api.repository },
  );
}

const table = () => screen.getByRole('table', { name: 'Contact form submissions' });
/** The names in the table, in order. */
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent);
const tile = (label: string, value: number) => screen.getByRole('listitem', { name: `${label}: ${value}` });

async function loaded() {
  renderSection();
  await screen.findByRole('table', { name: 'Contact form submissions' });
}

describe('ContactDataSection', () => {
  it('lists the submissions newest first with US dates and the statistics of the list', async () => {
    await loaded();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Form Data' })).toBeInTheDocument();
    expect(names()).toEqual(['Meera Nair', 'David Okafor', 'Sophie Laurent', 'Peter Novak', 'Asha Verma']);
    const asha = screen.getByRole('row', { name: /Asha Verma/ });
    expect(within(asha).getByText('Jan 15, 2026, 02:30 PM')).toBeInTheDocument();
    expect(within(asha).getByText('Quote Request')).toBeInTheDocument();
    expect(within(asha).getByRole('combobox', { name: 'Status of the submission from Asha Verma' })).toHaveValue('new');
    tile('New', 2);
    tile('Read', 1);
    tile('Replied', 1);
    tile('Closed', 1);
    tile('Total', 5);
    expect(screen.getByText('Showing 1–5 of 5')).toBeInTheDocument();
  });

  it('filters by status in the store and counts the filtered rows', async () => {
    await loaded();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'new' } });
    await waitFor(() => expect(names()).toEqual(['Meera Nair', 'Asha Verma']), { timeout: 3000 });
    tile('New', 2);
    tile('Read', 0);
    tile('Total', 2);
  });

  it('filters by date from and date to, both days included', async () => {
    await loaded();
    fireEvent.change(screen.getByLabelText('Date from'), { target: { value: '2026-02-10' } });
    await waitFor(() => expect(names()).toEqual(['Meera Nair', 'David Okafor', 'Sophie Laurent', 'Peter Novak']), { timeout: 3000 });
    fireEvent.change(screen.getByLabelText('Date to'), { target: { value: '2026-02-20' } });
    await waitFor(() => expect(names()).toEqual(['Sophie Laurent', 'Peter Novak']), { timeout: 3000 });
    tile('Total', 2);
  });

  it('searches names and messages once typing pauses', async () => {
    const { user } = renderSection();
    await screen.findByRole('table', { name: 'Contact form submissions' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'galvanised');
    await waitFor(() => expect(names()).toEqual(['David Okafor']), { timeout: 3000 });
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz-nobody');
    expect(await screen.findByText(adminMessages.submissions.noSubmissions)).toBeInTheDocument();
    tile('Total', 0);
  });

  it('shows No submissions found when the store holds none', async () => {
    // The story asserts No submissions found and a Total of 0.
    await renderStory(Empty);
    expect(screen.getByText('Showing 0 of 0')).toBeInTheDocument();
  });

  it('says a failed list fetch is a failure, with the server message and a Retry, never as an empty list', async () => {
    // The story asserts the alert, its Retry, and that neither a table nor statistics are shown.
    const { user } = await renderStory(FetchFailure);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(adminMessages.content.loadFailed('contact submissions', 'HTTP error! status: 500'));
    expect(screen.queryByText('No submissions found')).not.toBeInTheDocument();
    const logged = takeConsoleErrors();
    expect(logged).toHaveLength(1);
    expect(String(logged[0]?.[0])).toBe('Error fetching contact submissions:');
    // The server answers again: Retry loads the list.
    api.server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: adminMessages.submissions.retry }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});

describe('ContactDataSection with a few hundred submissions', () => {
  it('shows one page at a time and starts again at page 1 when the filter changes', async () => {
    await api.store.dataset.import(buildLargeDataset({ contacts: 300, applications: 20 }));
    const { user } = renderSection();
    await screen.findByText('Showing 1–25 of 300');
    expect(within(table()).getAllByRole('row')).toHaveLength(26);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('Showing 26–50 of 300')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 51–75 of 300')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    expect(screen.getByText('Showing 1–100 of 300')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(101);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 201–300 of 300')).toBeInTheDocument();

    const closed = (await api.store.contactSubmissions.list({ status: 'closed' })).length;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'closed');
    await screen.findByText(`Showing 1–${Math.min(100, closed)} of ${closed}`);
    tile('Closed', closed);
    tile('Total', closed);
  }, 30_000);
});
