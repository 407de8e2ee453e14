import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { restoreClock, takeTimeToFill } from '../../../.storybook/fill-time';
import { publicMessages } from '../../domain/messages';
import { BrochureBlock } from './BrochureBlock';

const LOAD = { timeout: 10000 };
/** What the brochureSubmitFails scenario's server answers. */
const SERVER_MESSAGE = 'Database connection failed. Please try again later.';

const meta = {
  title: 'Public/Shared/BrochureBlock',
  component: BrochureBlock,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** The brochure download with its e-mail request form, on the home and about pages.\n\n**States.** Every state is listed under States below; each opens on its own canvas, with its own data.\n\n**Accessibility.** The e-mail field is labelled; the result is announced; the download link names the file.' } } },
  beforeEach: restoreClock,
} satisfies Meta<typeof BrochureBlock>;

export default meta;

type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    input: canvas.getByRole('textbox', { name: 'Email Address' }),
    submit: canvas.getByRole('button', { name: 'Know More' }),
  };
};

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, input, submit } = parts(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Download Our Brochure' })).toBeInTheDocument();
    await expect(input).toHaveAttribute('placeholder', publicMessages.home.brochurePlaceholder);
    await expect(submit).toBeEnabled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, input, submit } = parts(canvasElement);
    await userEvent.type(input, 'not-an-address');
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent(publicMessages.brochure.invalidEmail);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, input, submit } = parts(canvasElement);
    await userEvent.type(input, 'buyer@example.com');
    takeTimeToFill();
    await userEvent.click(submit);
    await expect(await canvas.findByRole('status', {}, LOAD)).toHaveTextContent(publicMessages.brochure.success);
    await expect(input).toHaveValue('');
  },
};

export const ServerFailure: Story = {
  parameters: { scenarios: ['brochureSubmitFails'] },
  play: async ({ canvasElement }) => {
    const { canvas, input, submit } = parts(canvasElement);
    await userEvent.type(input, 'buyer@example.com');
    takeTimeToFill();
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(SERVER_MESSAGE);
    await expect(input).toHaveValue('buyer@example.com');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Idle.play,
};

/** The request is on its way (the server never answers): 'Sending...' on a disabled button. */
export const Sending: Story = {
  parameters: { scenarios: ['brochureSubmitSlow'] },
  play: async ({ canvasElement }) => {
    const { canvas, input, submit } = parts(canvasElement);
    await userEvent.type(input, 'buyer@example.com');
    takeTimeToFill();
    await userEvent.click(submit);
    const button = await canvas.findByRole('button', { name: publicMessages.contact.sending });
    await expect(button).toBeDisabled();
    await expect(input).toHaveValue('buyer@example.com');
  },
};
