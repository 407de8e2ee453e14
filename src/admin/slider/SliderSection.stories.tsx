import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findNotice, withNoticeRegion } from '../../../.storybook/notices';
import { adminMessages, ruleMessages } from '../../domain/messages';
import { SliderSection } from './SliderSection';

const WAIT = { timeout: 10_000 };
const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Admin/Slider/SliderSection',
  component: SliderSection,
  // Its messages appear in the notice region, as in the back office.
  decorators: [withNoticeRegion],
} satisfies Meta<typeof SliderSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types into a field the way a paste does: one input event, quick on a loaded machine. */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function openAddDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('list', { name: 'Slider items' }, WAIT);
  await userEvent.click(canvas.getByRole('button', { name: 'Add Slider Item' }));
  return within(await canvas.findByRole('dialog', { name: /Slider Item/ }, WAIT));
}

async function fillRequired(dialog: ReturnType<typeof within>, title: string) {
  await enter(dialog.getByLabelText(/^Title/), title);
  await enter(dialog.getByLabelText(/^Highlight/), 'Built to last');
  await enter(dialog.getByLabelText(/^Subtitle/), 'From billet to bracket');
  await enter(dialog.getByLabelText(/^Description/), 'Closed-die forging for demanding loads');
  await enter(dialog.getByLabelText(/^Button text/), 'Explore');
}

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Slider items' }, WAIT);
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByText(adminMessages.slider.count(3, 5))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit: Engineered Fencing' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Drag to reorder: Engineered Fencing' })).toBeInTheDocument();
  },
};

export const LoadedMobile: Story = { ...Loaded, globals: MOBILE };

export const Loading: Story = {
  parameters: { scenarios: ['sliderSlow'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(adminMessages.slider.loading);
  },
};

export const Empty: Story = {
  parameters: { dataset: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(adminMessages.slider.empty, {}, WAIT)).toBeInTheDocument();
    await expect(canvas.getByText(adminMessages.slider.count(0, 5))).toBeInTheDocument();
  },
};

export const LoadFailure: Story = {
  parameters: { scenarios: ['sliderFails'] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent(/^Error loading slider items: .+/);
  },
};

export const AddValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await enter(dialog.getByLabelText('Button URL'), 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Slider Item' }));
    for (const label of ['Title', 'Highlight', 'Subtitle', 'Description', 'Button text']) {
      await expect(dialog.getByText(ruleMessages.required(label))).toBeInTheDocument();
    }
    await expect(dialog.getByText(ruleMessages.invalidUrl('Button URL'))).toBeInTheDocument();
    await expect(dialog.getAllByText(adminMessages.slider.imageHint, { exact: false }).length).toBeGreaterThan(0);
  },
};

export const BackgroundImageRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await fillRequired(dialog, 'Precision Forging');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Slider Item' }));
    // The dialog covers the page, so the message shows inside it.
    const region = within(await dialog.findByRole('region', { name: 'Notifications' }, WAIT));
    await expect(await region.findByRole('alert', {}, WAIT)).toHaveTextContent(adminMessages.slider.backgroundRequired);
  },
};

export const MaximumReached: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The seed has three slides: two more through the dialog (the background uploads on save), then a sixth is refused.
    for (const title of ['Precision Forging', 'Galvanised Gates']) {
      const dialog = await openAddDialog(canvasElement);
      await fillRequired(dialog, title);
      await userEvent.upload(dialog.getByLabelText(/^Background image/), new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 0, 0, 0, 0, 0])], 'slide.png', { type: 'image/png' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Create Slider Item' }));
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    }
    await expect(await canvas.findByText(adminMessages.slider.count(5, 5), {}, WAIT)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Slider Item' }));
    await expect(await findNotice(canvasElement, 'alert')).toHaveTextContent(adminMessages.slider.maxItems);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete: Animal Handling' }, WAIT));
    await expect(canvas.getByRole('alertdialog')).toHaveTextContent(adminMessages.slider.confirmDelete);
  },
};
