import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';

const HOSTILE = [
  '<h2>Chain Link Fencing</h2>',
  '<p>Galvanised rolls from <strong>2.5 to 4.0 mm</strong> wire.</p>',
  '<script>window.hacked = true</script>',
  '<img src="/site/logo.svg" onerror="window.hacked = true" alt="Logo">',
  '<a href="javascript:alert(1)">Click me</a>',
  '<a href="https://example.com/datasheet.pdf" target="_blank">Datasheet</a>',
  '<a href="mailto:sales@ironcreststeel.com">Write to sales</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<form action="https://evil.example"><input name="card"></form>',
].join('');

const meta = {
  title: 'UI/SafeHtml',
  component: SafeHtml,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** The only way stored HTML (page content, descriptions) reaches the page: it is sanitised with DOMPurify first.\n\n**States.** Stored content; hostile HTML (scripts, event handlers, `javascript:` links) removed. Stored HTML never passes for the site: only the editor\'s `ql-` classes stay, dialogs, popovers and forms are removed and stored ids are prefixed `user-content-` (safe-html-policy.ts).\n\n**Accessibility.** The stored HTML keeps its headings and lists, so its structure reaches assistive technology.' } } },
  args: { html: '<h2>Chain Link Fencing</h2><p>Galvanised rolls from <strong>2.5 to 4.0 mm</strong> wire.</p>' },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StoredContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Chain Link Fencing' })).toBeInTheDocument();
    await expect(canvas.getByText('2.5 to 4.0 mm').tagName).toBe('STRONG');
  },
};

/** Scripts, event handlers, forms and javascript: links are removed; safe links get rel="noopener noreferrer". */
export const HostileHtmlSanitised: Story = {
  args: { html: HOSTILE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Chain Link Fencing' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvasElement.querySelector('form, input, iframe')).toBeNull();
    await expect(canvas.getByText('Click me')).not.toHaveAttribute('href');
    await expect(canvasElement.innerHTML).not.toContain('javascript:');
    await expect(canvas.getByRole('link', { name: 'Datasheet' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  },
};
