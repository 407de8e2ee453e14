/** The draft banner's words (the back office's own: the specs say nothing of drafts). */
export const draftsTexts = {
  offer: (time: string) => `Restore the unsaved changes from ${time}?`,
  changedSince:
    'The saved version has changed since these changes were made (someone saved it in between). Restoring them and saving replaces that newer version.',
  changesLabel: 'What differs from the saved version',
  empty: '(empty)',
  arrow: '→',
  more: (count: number) => `…and ${count} more ${count === 1 ? 'change' : 'changes'}`,
  restore: 'Restore',
  discard: 'Discard',
  restoreFailed: 'The unsaved changes could not be restored. They are still kept: try again, or discard them.',
} as const;

/** How many changed fields the banner lists before it counts the rest. */
export const DRAFT_CHANGES_SHOWN = 6;

/** How long typing must pause before a form's values are kept as a draft. */
export const DRAFT_SAVE_DELAY_MS = 2000;
