import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminMessages } from '../../domain/messages';
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
      await expect(canvas.getByRole('listitem', { name: new RegExp(`^${label}: \\d+$`) })).toBeInTheDocument();
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
    await expect(canvas.getByRole('listitem', { name: 'Total: 0' })).toBeInTheDocument();
  },
};

// A failed list fetch is only logged (admin spec 8): the screen shows its empty state.
export const FetchFailure: Story = {
  parameters: { scenarios: ['careerApplicationsFail'], logsErrors: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(adminMessages.submissions.noApplications, {}, WAIT)).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
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
