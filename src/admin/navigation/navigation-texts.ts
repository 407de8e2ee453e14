/** Navigation Management texts the specification leaves open (the documented ones live in src/domain/messages.ts). */
export const navigationTexts = {
  loading: 'Loading navigation...',
  loadFailed: (message: string) => `Error loading navigation items: ${message}`,
  retry: 'Retry',
  addItem: 'Add Navigation Item',
  toggleChildren: (title: string, count: number) => `${title}: ${count} ${count === 1 ? 'sub-item' : 'sub-items'}`,
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  addTitle: 'Add Navigation Item',
  editTitle: 'Edit Navigation Item',
  save: 'Save Item',
  saving: 'Saving...',
  cancel: 'Cancel',
  noParent: 'None (top level)',
  active: 'Active',
  inactive: 'Inactive',
  hasPage: 'Has page',
  orderIndexHint: 'Lower numbers appear first.',
  orderIndexInvalid: 'Order index must be a whole number',
  slugHint: 'Derived from the title until you edit it.',
  /** A saved item's slug is part of the address it links to (its title no longer changes it): what changing it does. */
  slugAddress: (address: string) => `This item links to ${address}. Changing the slug changes that address: links to the old one stop working.`,
  slugMoved: (from: string, to: string) => `When saved, this item links to ${to} instead of ${from}: links to ${from} stop working.`,
  slugKept: 'A saved item keeps its slug: editing the title does not change it.',
  treeLabel: 'Navigation items',
  order: (index: number) => `Order: ${index}`,
  /** get_navigation.php is the only navigation read (admin spec 7); a server may leave inactive items out of it. */
  /** Added to a delete question once this server is known to leave inactive items out even when asked for them. */
  hiddenSubItems: (title: string) =>
    `This server does not list inactive items, so any inactive sub-items of "${title}" are not shown here and cannot be moved up: a server that deletes sub-items with their parent deletes them too.`,
  inactiveHidden: (title: string) =>
    `"${title}" was saved as inactive, and the server no longer lists it: this server leaves inactive items out of the navigation it answers. It is not deleted; to show it again, reactivate it on the server. Other items keep their order.`,
  icon: (icon: string) => `Icon: ${icon}`,
  /** How many top-level items the public header's row holds (the rest show under its More menu). */
  headerFit: (fit: number, total: number, viewport: number) =>
    fit >= total
      ? `${total === 1 ? 'The top-level item fits' : `All ${total} top-level items fit`} in the header at ${viewport} px.`
      : `${fit} of ${total} top-level items fit in the header at ${viewport} px; the rest show under More.`,
  orderFailed: (message: string) => `Error updating navigation order: ${message}`,
  orderError: 'Error updating navigation order',
} as const;
