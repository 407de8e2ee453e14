import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adminMessages } from '../../domain/messages';
import { DashboardSection } from './DashboardSection';

// What the 'server-error' failure mode answers (mocks/failure-answers.ts); stories may not import mocks/.
const SERVER_MESSAGE = 'Database connection failed. Please try again later.';
const WAIT = { timeout: 10_000 };

const meta = {
  title: 'Admin/Dashboard/DashboardSection',
  component: DashboardSection,
} satisfies Meta<typeof DashboardSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  name: 'DashboardSection — Loaded',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('listitem', { name: 'Total Pages' }, WAIT)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
    const contacts = canvas.getByRole('region', { name: 'Recent Contact Submissions list' });
    await expect(within(contacts).getAllByText('New').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('region', { name: 'Recent Career Applications list' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Quick Actions' })).toBeInTheDocument();
  },
};

export const LoadedMobile: Story = {
  ...Loaded,
  name: 'DashboardSection — Loaded (mobile)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Empty: Story = {
  name: 'DashboardSection — Empty',
  parameters: { dataset: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(adminMessages.dashboard.noRecentContacts, {}, WAIT)).toBeInTheDocument();
    await expect(canvas.getByText(adminMessages.dashboard.noRecentCareers)).toBeInTheDocument();
    await expect(within(canvas.getByRole('listitem', { name: 'Contact Submissions' })).getByText('0')).toBeInTheDocument();
  },
};

export const Failure: Story = {
  name: 'DashboardSection — Failure',
  parameters: { scenarios: ['dashboardFails'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent(adminMessages.dashboard.fetchFailed(SERVER_MESSAGE));
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** The stats call never answers: 'Loading dashboard...' under the heading. */
export const Loading: Story = {
  name: 'DashboardSection — Loading',
  parameters: { scenarios: ['dashboardSlow'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading dashboard...')).toBeInTheDocument();
    await expect(canvas.queryByRole('listitem', { name: 'Total Pages' })).not.toBeInTheDocument();
  },
};
