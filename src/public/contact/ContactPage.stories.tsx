import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { restoreClock, takeTimeToFill } from '../../../.storybook/fill-time';
import { COMPANY } from '../../domain/company-info';
import { publicMessages } from '../../domain/messages';
import { ContactPage } from './ContactPage';

const texts = publicMessages.contact;
const LOAD = { timeout: 10000 };
/** What the contactSubmitFails scenario's server answers. */
const SERVER_MESSAGE = 'Database connection failed. Please try again later.';

const meta = {
  title: 'Public/Contact/ContactPage',
  component: ContactPage,
  tags: ['autodocs'],
  parameters: { route: '/contact-us', docs: { description: { component: '**When to use.** The Contact Us page: contact details from the store and the contact form.\n\n**States.** Every state is listed under States below; each opens on its own canvas, with its own data.\n\n**Accessibility.** Labelled fields, errors tied to them, focus moved to the first problem; the outcome is announced by an Alert.' } } },
  beforeEach: restoreClock,
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;


async function fillValidForm(canvas: Canvas) {
  const enter = async (label: RegExp, text: string) => {
    await userEvent.click(canvas.getByLabelText(label));
    await userEvent.paste(text);
  };
  await enter(/^Full Name/, 'Meera Iyer');
  await enter(/^Email Address/, 'meera@example.com');
  await enter(/^Company Name/, 'Iyer Agro');
  await userEvent.selectOptions(canvas.getByLabelText(/^Subject/), 'quote-request');
  await enter(/^Message/, 'Please quote 500 field gates.');
  takeTimeToFill();
}

async function fillAndSend(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await fillValidForm(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
  return canvas;
}

/** Hero, the form promising a reply within 24 hours, the contact sidebar, Find Us and the call strip. */
const loaded: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: texts.heroTitle })).toBeInTheDocument();
  await expect(canvas.getByText(`${texts.heroSubtitlePrefix} ${COMPANY.name}`)).toBeInTheDocument();
  await expect(canvas.getByRole('heading', { name: texts.formTitle })).toBeInTheDocument();
  await expect(canvas.getByText(/within 24 hours/)).toBeInTheDocument();
  await expect(canvas.getByRole('complementary', { name: 'Contact Information' })).toBeInTheDocument();
  await expect(within(canvas.getByRole('region', { name: texts.findUs })).getByText(texts.mapPlaceholder)).toBeInTheDocument();
  // One dialable link per stored number.
  const calls = await canvas.findAllByRole('link', { name: /^Call Now:/ }, LOAD);
  for (const call of calls) await expect(call).toHaveAttribute('href', expect.stringMatching(/^tel:\+\d+$/));
};

export const Loaded: Story = { play: loaded };

export const LoadedMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: loaded,
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const name = canvas.getByLabelText(/^Full Name/);
    await expect(name).toHaveAccessibleDescription('Full Name is required');
    await expect(name).toHaveFocus();
    await expect(canvas.getByLabelText(/^Email Address/)).toHaveAccessibleDescription('Email Address is required');
    await expect(canvas.getByLabelText(/^Subject/)).toHaveAccessibleDescription('Subject is required');
    await expect(canvas.getByLabelText(/^Message/)).toHaveAccessibleDescription('Message is required');
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    const status = await canvas.findByRole('status', {}, LOAD);
    await expect(status).toHaveTextContent(texts.success);
    await expect(status).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByLabelText(/^Full Name/)).toHaveValue('');
  },
};

/** The server refuses: its message as an error, everything typed kept. */
export const ServerFailure: Story = {
  parameters: { scenarios: ['contactSubmitFails'] },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LOAD);
    await expect(alert).toHaveTextContent(SERVER_MESSAGE);
    await expect(alert).toHaveAttribute('data-tone', 'error');
    await expect(canvas.getByLabelText(/^Full Name/)).toHaveValue('Meera Iyer');
  },
};

export const NetworkFailure: Story = {
  parameters: { scenarios: ['contactSubmitNetworkError'] },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(texts.networkError);
    await expect(canvas.getByLabelText(/^Email Address/)).toHaveValue('meera@example.com');
  },
};

/** The message is on its way (the server never answers): 'Sending...' on a disabled button, the form kept. */
export const Sending: Story = {
  parameters: { scenarios: ['contactSubmitSlow'] },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    const button = await canvas.findByRole('button', { name: texts.sending });
    await expect(button).toBeDisabled();
    await expect(canvas.getByLabelText(/^Full Name/)).toHaveValue('Meera Iyer');
  },
};
