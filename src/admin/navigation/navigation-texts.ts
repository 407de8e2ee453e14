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
  treeLabel: 'Navigation items',
  order: (index: number) => `Order: ${index}`,
  /** get_navigation.php is the only navigation read (admin spec 7); a server may leave inactive items out of it. */
  inactiveHidden: (title: string) =>
    `"${title}" was saved as inactive, and the server no longer lists it: this server leaves inactive items out of the navigation it answers. It is not deleted; to show it again, reactivate it on the server. Other items keep their order.`,
  icon: (icon: string) => `Icon: ${icon}`,
} as const;
