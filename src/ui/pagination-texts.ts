/** Texts of the pager's page-number jump. */
export const paginationTexts = {
  pageNumber: 'Page number',
  goToPage: 'Go to page',
  /** The jump's hint: which numbers it takes. */
  pageRange: (pageCount: number) => `1 to ${pageCount.toLocaleString('en-US')}`,
} as const;
