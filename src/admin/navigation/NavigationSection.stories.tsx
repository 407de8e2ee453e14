import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NAVIGATION_ICONS } from '../../domain/constants';
import { adminMessages, ruleMessages } from '../../domain/messages';
import { findNotice } from '../../../.storybook/notices';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { NavigationSection } from './NavigationSection';

const WAIT = { timeout: 10_000 };
const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Admin/Navigation/NavigationSection',
  component: NavigationSection,
} satisfies Meta<typeof NavigationSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = await canvas.findByRole('list', { name: 'Navigation items' }, WAIT);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Navigation Management' })).toBeInTheDocument();
    await expect(within(tree).getByRole('list', { name: 'About Us sub-items' })).toBeInTheDocument();
    await expect(within(tree).getByRole('button', { name: 'Edit Home' })).toBeInTheDocument();
  },
};

export const LoadedMobile: Story = { ...Loaded, globals: MOBILE };

export const Empty: Story = {
  parameters: { dataset: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(adminMessages.navigation.empty, {}, WAIT)).toBeInTheDocument();
  },
};

export const AddWithIconChoices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Navigation items' }, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Navigation Item' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add Navigation Item' }, WAIT));
    const icon = dialog.getByLabelText('Icon');
    const values = within(icon)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    await expect(values).toEqual([...NAVIGATION_ICONS]);
    await expect(within(icon).getByRole('option', { name: 'Building Hardware' })).toBeInTheDocument();
  },
};

export const AddValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Navigation items' }, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Navigation Item' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add Navigation Item' }, WAIT));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Item' }));
    await expect(dialog.getByText(ruleMessages.required('Title'))).toBeInTheDocument();
    await expect(dialog.getByText(ruleMessages.required('Slug'))).toBeInTheDocument();
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Our Team' }, WAIT));
    const confirm = await canvas.findByRole('alertdialog', {}, WAIT);
    await expect(confirm).toHaveTextContent(adminMessages.confirmDelete('navigation item'));
  },
};

/** The section with the notice region AdminApp provides, where save and delete messages appear. */
const withNotices = () => (
  <>
    <NavigationSection />
    <NoticeRegion />
  </>
);

export const DeletedNotice: Story = {
  render: withNotices,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Our Team' }, WAIT));
    const confirm = await canvas.findByRole('alertdialog', {}, WAIT);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await findNotice(canvasElement, 'status')).toHaveTextContent(adminMessages.navigation.deleted);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Edit Our Team' })).not.toBeInTheDocument(), WAIT);
  },
};

export const UpdatedNotice: Story = {
  render: withNotices,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Our Team' }, WAIT));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Navigation Item' }, WAIT));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Item' }));
    await expect(await findNotice(canvasElement, 'status')).toHaveTextContent(adminMessages.navigation.updated);
  },
};

export const CreatedNotice: Story = {
  render: withNotices,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Navigation items' }, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Navigation Item' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add Navigation Item' }, WAIT));
    await userEvent.click(dialog.getByLabelText(/^Title/));
    await userEvent.paste('Gates & Hinges');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Item' }));
    await expect(await findNotice(canvasElement, 'status')).toHaveTextContent(adminMessages.navigation.created);
    await expect(await canvas.findByRole('button', { name: 'Edit Gates & Hinges' }, WAIT)).toBeInTheDocument();
  },
};
