/** Labels of the dynamic page that the spec names but messages.ts does not hold. */
export const pageTexts = {
  loading: 'Loading page content...',
  notFoundTitle: 'Page not found',
  loadingRelated: 'Loading related pages...',
  relatedLabel: 'Related pages',
  breadcrumbLabel: 'Breadcrumb',
  home: 'Home',
  gallery: 'Gallery',
  openImage: (title: string) => `View image: ${title}`,
  metaLine: (id: number, updated: string, navKey: string) =>
    `Content ID: ${id} | Last updated: ${updated} | Navigation key: ${navKey}`,
} as const;
