/** What a visitor reads when the app cannot start (StartupError, and the page's guard script: src/app/startup-failure.ts). */
export const startupTexts = {
  title: 'The site could not start',
  codeNotLoaded: 'Please check your connection and reload the page.',
  /** On a prerendered page, which stays readable: the app's code did not download or start. */
  notice: 'Part of the site did not load, perhaps because the connection dropped or the site was just updated. You can keep reading this page, or retry.',
  retry: 'Retry',
} as const;
