/** DataTable's own words: the sorting controls shown above the rows where they are laid out as cards. */
export const dataTableTexts = {
  sortBy: 'Sort by',
  /** The rows in the order they came in, before anyone picked a column. */
  unsorted: 'Default order',
  order: 'Order',
  ascending: 'Ascending',
  descending: 'Descending',
} as const;
