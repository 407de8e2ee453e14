/** What a visitor reads while a form sent before the app has loaded waits for it (src/app/early-submit.ts). */
export const earlySubmitTexts = {
  held: 'The page is still loading. Your form will be sent as soon as it is ready: please keep this page open.',
  stalled:
    'The page is taking long to finish loading, so your form has not been sent yet. Please keep this page open, or check your connection and reload the page.',
  failed: 'The page could not finish loading, so your form has not been sent.',
  lost: 'The page changed while it was loading, so your form has not been sent. Please fill it in and send it again.',
} as const;
