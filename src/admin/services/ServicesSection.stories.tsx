import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withNoticeRegion } from '../../../.storybook/notices';
import { adminMessages, ruleMessages } from '../../domain/messages';
import { ServicesSection } from './ServicesSection';

// What the 'server-error' failure mode answers (mocks/failure-answers.ts); stories may not import mocks/.
const SERVER_MESSAGE = 'Database connection failed. Please try again later.';
const WAIT = { timeout: 10_000 };
const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Admin/Services/ServicesSection',
  component: ServicesSection,
  // Its messages appear in the notice region, as in the back office.
  decorators: [withNoticeRegion],
} satisfies Meta<typeof ServicesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'Procurement Services' }, WAIT)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Services Management' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Drag to reorder: Procurement Services' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit: Procurement Services' })).toBeInTheDocument();
  },
};

export const LoadedMobile: Story = { ...Loaded, globals: MOBILE };

export const Empty: Story = {
  parameters: { dataset: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(adminMessages.content.noServices, {}, WAIT)).toBeInTheDocument();
  },
};

export const LoadFailure: Story = {
  parameters: { scenarios: ['adminServicesFail'] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent(adminMessages.services.fetchFailed(SERVER_MESSAGE));
  },
};

export const AddValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: 'Procurement Services' }, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Service' }));
    const dialog = within(await canvas.findByRole('dialog', {}, WAIT));
    await userEvent.click(dialog.getByLabelText('Link URL'));
    await userEvent.paste('not a url');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Service' }));
    await expect(dialog.getByText(ruleMessages.required('Title'))).toBeInTheDocument();
    await expect(dialog.getByText(ruleMessages.invalidUrl('Link URL'))).toBeInTheDocument();
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete: Global Sourcing' }, WAIT));
    await expect(canvas.getByRole('alertdialog')).toHaveTextContent(adminMessages.confirmDelete('service'));
  },
};
