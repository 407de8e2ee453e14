/** The live preview's own words (back office). */
export const previewTexts = {
  open: 'Preview',
  close: 'Hide preview',
  region: 'Live preview',
  frameTitle: 'Preview of the public page',
  widths: 'Preview width',
  desktop: 'Desktop (1280 px)',
  phone: 'Phone (390 px)',
  loading: 'Loading the preview…',
  failed: (reason: string) => `The preview could not be shown: ${reason}`,
  notSaved: 'Unsaved changes, shown as they will look. Nothing is saved until you save the form.',
  refused: 'The preview does not save anything.',
  snippetHeading: 'In search results',
  cardHeading: 'As a shared link',
  noDescription: 'No description: search engines pick text from the page.',
  /** /admin/preview opened on its own, not in a form's frame. */
  standalone: 'This address shows the preview of a form being edited in the back office: open a page, slide or content form there and press Preview.',
} as const;
