import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NAVIGATION_ICONS } from '../../domain/constants';
import { adminMessages, ruleMessages } from '../../domain/messages';
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
