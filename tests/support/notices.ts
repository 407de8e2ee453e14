import { screen, waitFor, within } from '@testing-library/react';

/**
 * Test support for notify() messages: they appear in the notice region (role region named "Notifications"), which
 * shows inside the open modal dialog while there is one, so it is looked up afresh on every check.
 */
export const noticeRegion = () => within(screen.getByRole('region', { name: 'Notifications' }));

/** Waits for the notice that says `text` and returns it: the element whose role (status or alert) gives its tone. */
export async function findNotice(text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const notice = noticeRegion().getByText(text).closest<HTMLElement>('[role="status"], [role="alert"]');
    if (!notice) throw new Error(`The text ${String(text)} is not a notice`);
    return notice;
  });
}
