/** The texts of the route error screens (beyond the specs, which document no such failure). */
export const routeErrorTexts = {
  chunkTitle: 'This page could not be loaded',
  chunkBody: 'Part of the site did not download, perhaps because the connection dropped or the site was just updated.',
  renderTitle: 'Something went wrong on this page',
  renderBody: 'The rest of the site still works. You can try again or go back to the home page.',
  retry: 'Retry',
  home: 'Go to the home page',
};
