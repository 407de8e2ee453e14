/** What a visitor reads when the app cannot start (StartupError, and main.tsx when the app's code cannot load). */
export const startupTexts = {
  title: 'The site could not start',
  codeNotLoaded: 'Please check your connection and reload the page.',
} as const;
