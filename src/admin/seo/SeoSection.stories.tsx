import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { findNotice, withNoticeRegion } from '../../../.storybook/notices';
import { adminMessages, ruleMessages } from '../../domain/messages';
import { SeoSection } from './SeoSection';

// What the 'server-error' failure mode answers (mocks/failure-answers.ts); stories may not import mocks/.
const SERVER_MESSAGE = 'Database connection failed. Please try again later.';
const WAIT = { timeout: 10_000 };
const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Admin/Seo/SeoSection',
  component: SeoSection,
  // Its messages appear in the notice region, as in the back office.
  decorators: [withNoticeRegion],
} satisfies Meta<typeof SeoSection>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loadedForm(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('form', { name: 'SEO settings' }, WAIT));
}

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await loadedForm(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'SEO Management' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Page type')).toHaveValue('homepage');
    const title = form.getByLabelText(/Page Title/) as HTMLInputElement;
    await expect(title.value).not.toBe('');
    // The live counter names the length against the 60-character limit.
    await expect(title).toHaveAccessibleDescription(new RegExp(`${title.value.length}/60`));
    await expect(form.getByLabelText('Robots')).toHaveValue('index,follow');
    await expect(form.getByText(/1200x630/)).toBeInTheDocument();
    await expect(form.getByText(/1200x600/)).toBeInTheDocument();
  },
};

export const LoadedMobile: Story = { ...Loaded, globals: MOBILE };

export const LoadFailure: Story = {
  parameters: { scenarios: ['seoFails'] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent(/^Error loading SEO settings: .+/);
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = await loadedForm(canvasElement);
    await userEvent.clear(form.getByLabelText(/Page Title/));
    await userEvent.clear(form.getByLabelText(/Meta Description/));
    await userEvent.clear(form.getByLabelText(/OG Image URL/));
    await userEvent.click(form.getByLabelText(/OG Image URL/));
    await userEvent.paste('not a url');
    await userEvent.click(form.getByRole('button', { name: 'Save SEO Settings' }));
    await expect(form.getByText(ruleMessages.required('Page title'))).toBeInTheDocument();
    await expect(form.getByText(ruleMessages.required('Meta description'))).toBeInTheDocument();
    await expect(form.getByText(ruleMessages.invalidUrl('OG image'))).toBeInTheDocument();
    await expect(form.getByLabelText(/Page Title/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ResetToDefault: Story = {
  play: async ({ canvasElement }) => {
    const form = await loadedForm(canvasElement);
    await userEvent.selectOptions(form.getByLabelText('Robots'), 'noindex,nofollow');
    await userEvent.click(form.getByRole('button', { name: 'Reset to Default' }));
    await expect(await findNotice(canvasElement, 'status')).toHaveTextContent(adminMessages.seo.reset);
    await expect(form.getByLabelText(/Page Title/)).toHaveValue('');
    await expect(form.getByLabelText('Robots')).toHaveValue('index,follow');
  },
};

export const SaveSuccess: Story = {
  play: async ({ canvasElement }) => {
    const form = await loadedForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save SEO Settings' }));
    await expect(await findNotice(canvasElement, 'status')).toHaveTextContent(adminMessages.seo.updated);
  },
};

export const SaveFailure: Story = {
  parameters: { scenarios: ['seoSaveFails'] },
  play: async ({ canvasElement }) => {
    const form = await loadedForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save SEO Settings' }));
    await expect(await findNotice(canvasElement, 'alert')).toHaveTextContent(adminMessages.seo.updateFailed(SERVER_MESSAGE));
  },
};

/** The settings call never answers: 'Loading SEO settings...' in place of the form. */
export const Loading: Story = {
  parameters: { scenarios: ['seoSlow'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading SEO settings...')).toBeInTheDocument();
    await expect(canvas.queryByRole('form', { name: 'SEO settings' })).not.toBeInTheDocument();
  },
};
