import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminMessages, publicMessages } from '../domain/messages';
import { NoticeRegion } from './NoticeRegion';
import { notify } from './notices';

/** The region with buttons that raise notices, as screens do with notify(). */
function NoticeRegionPreview() {
  return (
    <div style={{ padding: '1rem', display: 'flex', gap: '0.5rem' }}>
      <button type="button" className="btn btn--secondary" onClick={() => notify(publicMessages.home.serviceNoLink('Quality Inspection'))}>
        Info notice
      </button>
      <button type="button" className="btn btn--secondary" onClick={() => notify(adminMessages.slider.updated, 'success')}>
        Success notice
      </button>
      <button type="button" className="btn btn--secondary" onClick={() => notify(adminMessages.slider.maxItems, 'error')}>
        Error notice
      </button>
      <NoticeRegion />
    </div>
  );
}

const meta = {
  title: 'UI/NoticeRegion',
  component: NoticeRegionPreview,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** Where app-wide notices appear ("Service details coming soon", saved, failed) — once per layout.\n\n**States.** Info, success (dismissed by the user), error.\n\n**Accessibility.** A region named "Notifications"; each notice is an Alert (polite, or assertive for errors) and can be dismissed. Timing adjustable (WCAG 2.2.1): no notice leaves while the pointer is over one or focus is on a Dismiss button.' } } },
} satisfies Meta<typeof NoticeRegionPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InfoNotice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Info notice' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Learn more about Quality Inspection');
  },
};

export const SuccessNoticeDismissed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success notice' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(adminMessages.slider.updated);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss message' }));
    await expect(canvas.queryByText(adminMessages.slider.updated)).not.toBeInTheDocument();
  },
};

export const ErrorNotice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Error notice' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(adminMessages.slider.maxItems);
  },
};
