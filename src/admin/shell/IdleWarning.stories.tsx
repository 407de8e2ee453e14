import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminMessages } from '../../domain/messages';
import { IDLE_WARNING_MS } from './idle-timeout';
import { IdleWarningDialog } from './IdleWarning';

/** The clock stands still in these stories, so the countdown (and its screenshot) shows 2:00. */
function stopClock(): () => void {
  const realNow = Date.now;
  const frozen = realNow();
  Date.now = () => frozen;
  return () => {
    Date.now = realNow;
  };
}

const meta = {
  title: 'Admin/Shell/IdleWarning',
  component: IdleWarningDialog,
  tags: ['autodocs'],
  beforeEach: stopClock,
  // A modal dialog makes the rest of the page inert, so on the docs page each state gets a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 360 }, description: { component: '**When to use.** Two minutes before an idle back office signs out (VITE_ADMIN_IDLE_MINUTES).\n\n**States.** Counting down; mobile.\n\n**Accessibility.** A native modal `<dialog>` with role alertdialog; "Stay signed in" has the focus, so Enter or Space keeps the session; the countdown is a timer, read once rather than every second.' } } },
  args: { endsAt: 0, onStay: fn() },
  render: (args) => <IdleWarningDialog {...args} endsAt={Date.now() + IDLE_WARNING_MS} />,
} satisfies Meta<typeof IdleWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountingDown: Story = {
  play: async ({ canvasElement, args }) => {
    // The dialog opens (showModal) in an effect, after the first paint: wait for it as a user would.
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: adminMessages.idle.title }));
    await expect(dialog.getByRole('timer')).toHaveTextContent(adminMessages.idle.warning('2:00'));
    const stay = dialog.getByRole('button', { name: adminMessages.idle.stay });
    await expect(stay).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStay).toHaveBeenCalledTimes(1);
  },
};

export const CountingDownMobile: Story = { ...CountingDown, globals: { viewport: { value: 'mobile', isRotated: false } } };
