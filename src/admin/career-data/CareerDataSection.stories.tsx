import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminMessages } from '../../domain/messages';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { CareerDataSection } from './CareerDataSection';

const WAIT = { timeout: 10_000 };
const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Admin/CareerData/CareerDataSection',
  component: CareerDataSection,
} satisfies Meta<typeof CareerDataSection>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loadedTable(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('table', { name: 'Career applications' }, WAIT));
}

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Career Form Data' })).toBeInTheDocument();
    await expect(table.getAllByRole('combobox', { name: /^Status of the application from / }).length).toBeGreaterThan(0);
    for (const label of ['New', 'Reviewed', 'Shortlisted', 'Hired', 'Total']) {
      await expect(canvas.getByRole('listitem', { name: new RegExp(`^${label}: \\d+( \\(.+\\))?$`) })).toBeInTheDocument();
    }
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  },
};

export const LoadedMobile: Story = { ...Loaded, globals: MOBILE };

export const Empty: Story = {
  parameters: { dataset: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(adminMessages.submissions.noApplications, {}, WAIT)).toBeInTheDocument();
    await expect(canvas.getByRole('listitem', { name: /^Total: 0 / })).toBeInTheDocument();
  },
};

// A failed list fetch is logged (admin spec 8) and said, with the server's message and a Retry: never an empty list.
export const FetchFailure: Story = {
  parameters: { scenarios: ['careerApplicationsFail'], logsErrors: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('Error loading career applications:');
    await expect(within(alert).getByRole('button', { name: adminMessages.submissions.retry })).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    // No statistics of a list that could not be loaded.
    await expect(canvas.queryByRole('listitem', { name: /^Total/ })).not.toBeInTheDocument();
  },
};

export const DetailsModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement);
    const [first] = table.getAllByRole('button', { name: 'View' });
    if (first) await userEvent.click(first);
    const dialog = await canvas.findByRole('dialog', { name: 'Career Application Details' }, WAIT);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement);
    const [first] = table.getAllByRole('button', { name: 'Delete' });
    if (first) await userEvent.click(first);
    await expect(await canvas.findByRole('alertdialog', {}, WAIT)).toHaveTextContent(/Are you sure you want to delete/);
  },
};

export const Loading: Story = {
  parameters: { scenarios: ['submissionsSlow'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(adminMessages.submissions.loadingApplications)).toBeInTheDocument();
    await expect(canvas.queryByRole('table', { name: 'Career applications' })).not.toBeInTheDocument();
  },
};

/** The section with the notice region AdminApp provides, where status, delete and export messages appear. */
const withNotices = () => (
  <>
    <CareerDataSection />
    <NoticeRegion />
  </>
);

const notices = (canvasElement: HTMLElement) => within(within(canvasElement).getByLabelText('Notifications'));

/** A status chosen in a row's dropdown is saved at once and confirmed. */
export const StatusUpdatedNotice: Story = {
  render: withNotices,
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    const [status] = table.getAllByRole('combobox', { name: /^Status of the application from / });
    if (!status) throw new Error('No application rows in the seed');
    const other = within(status)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value') ?? '')
      .find((value) => value !== '' && value !== (status as HTMLSelectElement).value);
    if (!other) throw new Error('No other status to choose');
    await userEvent.selectOptions(status, other);
    await expect(await notices(canvasElement).findByRole('status', {}, WAIT)).toHaveTextContent(adminMessages.submissions.statusUpdated);
    await expect(status).toHaveValue(other);
  },
};

export const NoDataToExportNotice: Story = {
  render: withNotices,
  parameters: { dataset: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('listitem', { name: /^Total: 0 / }, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await notices(canvasElement).findByRole('status', {}, WAIT)).toHaveTextContent(adminMessages.submissions.noDataToExport);
  },
};
