import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withNoticeRegion } from '../../../.storybook/notices';
import { adminMessages, ruleMessages } from '../../domain/messages';
import { ProductsSection } from './ProductsSection';

// What the 'server-error' failure mode answers (mocks/failure-answers.ts); stories may not import mocks/.
const SERVER_MESSAGE = 'Database connection failed. Please try again later.';
const WAIT = { timeout: 10_000 };
const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Admin/Products/ProductsSection',
  component: ProductsSection,
  // Its messages appear in the notice region, as in the back office.
  decorators: [withNoticeRegion],
} satisfies Meta<typeof ProductsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openAddDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('rowheader', { name: /^Chain Link Fencing/ }, WAIT);
  await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
  return within(await canvas.findByRole('dialog', { name: 'Add Product' }, WAIT));
}

async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /^Chain Link Fencing/ }, WAIT);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Products Management' })).toBeInTheDocument();
    // The seed has eleven products: the first nine are the home page's top nine.
    const titles = canvas.getAllByRole('rowheader');
    await expect(titles.length).toBeGreaterThan(9);
    await expect(titles.slice(0, 9).every((cell) => cell.textContent?.endsWith(adminMessages.products.topNine))).toBe(true);
    await expect(titles.slice(9).some((cell) => cell.textContent?.includes(adminMessages.products.topNine))).toBe(false);
    const inactive = canvas.getByRole('rowheader', { name: /^Scaffolding Couplers/ }).closest('tr') as HTMLElement;
    await expect(within(inactive).getByText('Inactive')).toBeInTheDocument();
  },
};

export const LoadedMobile: Story = { ...Loaded, globals: MOBILE };

export const Empty: Story = {
  parameters: { dataset: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(adminMessages.products.empty, {}, WAIT)).toBeInTheDocument();
  },
};

export const LoadFailure: Story = {
  parameters: { scenarios: ['productsFail'] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent(adminMessages.products.networkError('fetching products'));
  },
};

export const AddValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await expect(dialog.getByLabelText('Sort order')).toHaveValue(0);
    await enter(dialog.getByLabelText('Image URL'), 'not-a-url');
    await enter(dialog.getByLabelText('Link'), 'javascript:void(0)');
    await userEvent.clear(dialog.getByLabelText('Sort order'));
    await enter(dialog.getByLabelText('Sort order'), '-1');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Product' }));
    await expect(dialog.getByText(ruleMessages.required('Title'))).toBeInTheDocument();
    await expect(dialog.getByText(ruleMessages.invalidUrl('Image URL'))).toBeInTheDocument();
    await expect(dialog.getByText(ruleMessages.invalidUrl('Link'))).toBeInTheDocument();
    await expect(dialog.getByText(ruleMessages.minNumber('Sort order', 0))).toBeInTheDocument();
  },
};

export const SaveFailure: Story = {
  parameters: { scenarios: ['productSaveFails'] },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await enter(dialog.getByLabelText(/^Title/), 'Cattle Crush');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Product' }));
    await expect(await dialog.findByRole('alert', {}, WAIT)).toHaveTextContent(adminMessages.products.saveFailed(SERVER_MESSAGE));
    await expect(dialog.getByLabelText(/^Title/)).toHaveValue('Cattle Crush');
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete: Welded Mesh Panels' }, WAIT));
    await expect(canvas.getByRole('alertdialog')).toHaveTextContent(adminMessages.confirmDelete('product'));
  },
};
