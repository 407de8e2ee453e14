import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UndoNotice } from './UndoNotice';
import { reportText, undoTexts } from './undo-texts';

const partly = reportText(
  'Fencing Solutions',
  {
    restored: [
      { kind: 'record', title: 'Fencing Solutions' },
      { kind: 'image', title: 'Chain Link Rolls' },
      { kind: 'child', title: 'Chain Link Fencing' },
    ],
    missed: [
      { kind: 'image', title: 'Site Installation' },
      { kind: 'image', title: 'Industrial Perimeter' },
    ],
    error: new Error('The uploaded file is too large'),
  },
  'page',
);

const LONG_TITLE = 'Produktionsstätten für feuerverzinkte Schweißgitterzäune und Viehgatter – Übersicht 2026 (Mohali, Punjab)';

const meta = {
  title: 'Admin/Shared/UndoNotice',
  component: UndoNotice,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** After a confirmed delete of a page, slide, product, service, navigation item or gallery image: "Deleted — Undo" for 10 seconds (Gmail, WordPress\'s Trash). Undo re-creates the record through the Repository with its content, its place, its images and its sub-items (`src/data/mutations/undo-*.ts`); the server gives it a new id.\n\n' +
          '**States.** Counting down (the seconds left); restoring (progress, no Undo to press twice); restored (leaves after 6 s); partly restored (an alert naming what came back and what did not; stays until dismissed); a long title in another language (wraps, never clips).\n\n' +
          '**Placement.** `page`: the bottom-left corner of the viewport, clear of the page\'s notices on the right (at the top on a phone); `inline`: in the flow, inside a dialog (the page gallery).\n\n' +
          '**Accessibility.** A polite status named "Undo delete", announced as it appears and as it changes; the seconds are hidden from screen readers, which hear once that Undo is possible for 10 seconds. Undo is a button in the tab order, also Ctrl+Z / ⌘Z outside text fields (aria-keyshortcuts). The clock stands still while the pointer is over the notice or focus is in it (WCAG 2.2.1). A second delete replaces the notice: only the last delete can be undone. Leaving the screen ends the offer.',
      },
    },
  },
  args: { onUndo: fn(), onDismiss: fn(), onHold: fn(), placement: 'inline', view: null },
} satisfies Meta<typeof UndoNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountingDown: Story = {
  args: { view: { phase: 'offered', title: 'Welded Mesh Panels', msLeft: 7000 } },
  play: async ({ canvasElement, args }) => {
    const notice = within(within(canvasElement).getByRole('status', { name: undoTexts.region }));
    await expect(notice.getByText(undoTexts.deleted('Welded Mesh Panels'))).toBeVisible();
    await expect(notice.getByText(undoTexts.secondsLeft(7))).toBeVisible();
    await userEvent.tab();
    await expect(notice.getByRole('button', { name: undoTexts.undo })).toHaveFocus();
    await expect(args.onHold).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onUndo).toHaveBeenCalledTimes(1);
  },
};

export const Restoring: Story = {
  args: { view: { phase: 'restoring', title: 'Fencing Solutions', progress: { done: 2, total: 5 } } },
  play: async ({ canvasElement }) => {
    const notice = within(within(canvasElement).getByRole('status', { name: undoTexts.region }));
    await expect(notice.getByText(undoTexts.restoring('Fencing Solutions', 2, 5))).toBeVisible();
    await expect(notice.queryByRole('button', { name: undoTexts.undo })).not.toBeInTheDocument();
  },
};

export const Restored: Story = {
  args: { view: { phase: 'restored', title: 'Fencing Solutions' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(undoTexts.restored('Fencing Solutions'))).toBeVisible();
  },
};

export const PartlyRestored: Story = {
  args: { view: { phase: 'failed', title: 'Fencing Solutions', text: partly } },
  play: async ({ canvasElement, args }) => {
    const notice = within(within(canvasElement).getByRole('status', { name: undoTexts.region }));
    await expect(notice.getByRole('alert')).toHaveTextContent('Not restored: image “Site Installation”, image “Industrial Perimeter”.');
    await userEvent.click(notice.getByRole('button', { name: undoTexts.dismiss }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const LongForeignTitle: Story = {
  args: { view: { phase: 'offered', title: LONG_TITLE, msLeft: 10_000 } },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(undoTexts.deleted(LONG_TITLE));
    // Wrapped inside the notice, never wider than it.
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth + 1);
  },
};

export const LongForeignTitleMobile: Story = { ...LongForeignTitle, globals: { viewport: { value: 'mobile', isRotated: false } } };

/** Where a screen shows it: the bottom-left corner of the viewport. */
export const PageCorner: Story = {
  args: { placement: 'page', view: { phase: 'offered', title: 'Animal Handling', msLeft: 10_000 } },
  parameters: { docs: { story: { inline: false, iframeHeight: 200 } } },
};
