import type { Decorator } from '@storybook/react-vite';
import { waitFor, within } from 'storybook/test';
import { NoticeRegion } from '../src/ui/NoticeRegion';

/**
 * For a section's stories: the notice region AdminShell provides, where the section's messages (notify()) appear.
 * Stories that render a whole layout (AdminApp, PublicLayout) have a region of their own and do not need it.
 */
export const withNoticeRegion: Decorator = (Story) => (
  <>
    <Story />
    <NoticeRegion />
  </>
);

/**
 * Waits for a notice with the given role (status: success or info, alert: error) and returns it. The region is looked
 * up again on every try: while a modal dialog is open it shows inside the dialog, and it moves back to the page when
 * the dialog closes.
 */
export function findNotice(canvasElement: HTMLElement, role: 'status' | 'alert'): Promise<HTMLElement> {
  return waitFor(() => within(within(canvasElement).getByRole('region', { name: 'Notifications' })).getByRole(role), { timeout: 10_000 });
}
