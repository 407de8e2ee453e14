import { MAX_PAGE_IMAGES, MAX_SLIDER_ITEMS } from './constants';
import type { Dataset } from './dataset';

/** How each table of a dataset file is named when a message points at it. */
export const DATASET_TABLE_NAMES: Record<keyof Dataset, string> = {
  navigation: 'Navigation',
  pages: 'Pages',
  pageImages: 'Page images',
  sliderItems: 'Slider items',
  services: 'Services',
  products: 'Products',
  aboutContent: 'About content',
  teamMembers: 'Team members',
  infrastructure: 'Infrastructure',
  certifications: 'Certifications',
  homepageContent: 'Homepage content',
  contactContent: 'Contact content',
  careerOpenings: 'Career openings',
  contactSubmissions: 'Contact submissions',
  careerApplications: 'Career applications',
  brochureRequests: 'Brochure requests',
  seoSettings: 'SEO settings',
  files: 'Files',
};

/** The same names in running text ("40,000 of 100,000 contact submissions"). */
export const datasetTableNoun = (table: keyof Dataset) =>
  table === 'seoSettings' ? 'SEO settings' : DATASET_TABLE_NAMES[table].toLowerCase();

const quoted = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 39)}…` : value);

/**
 * The messages of the import rules (src/domain/dataset-rules.ts). Each problem reads "where: what", where naming the
 * table and the record (its position in the file from 1, its id and its title when it has them).
 */
export const datasetTexts = {
  record: (table: keyof Dataset, position: number, id?: number | string, name?: string) => {
    const details = [id === undefined ? '' : `id ${id}`, name ? quoted(name) : ''].filter(Boolean).join(' ');
    return `${DATASET_TABLE_NAMES[table]}, record ${position.toLocaleString('en-US')}${details ? ` (${details})` : ''}`;
  },
  notADataset: 'The file does not hold a dataset: it should be an object with navigation, pages and the other tables, as "Export data" writes it',
  missingTable: 'missing from the file',
  sliderLimit: (count: number) =>
    `the file has ${count} slides, but the slider holds at most ${MAX_SLIDER_ITEMS} ("Maximum ${MAX_SLIDER_ITEMS} slider items allowed!")`,
  pageImageLimit: (pageId: number, count: number) =>
    `page ${pageId} has ${count} images, but a page holds at most ${MAX_PAGE_IMAGES}`,
  missingPage: (pageId: number) => `its page ${pageId} is not in the file`,
  missingParent: (parentId: number) => `its parent ${parentId} is not in the file`,
  parentCycle: 'its parents lead back to itself',
  missingGallerySource: (pageId: number | null) => `its gallery source page ${pageId ?? ''} is not in the file`.replace(/ {2}/, ' '),
  duplicateId: (id: number, firstPosition: number) => `id ${id} is already used by record ${firstPosition.toLocaleString('en-US')}`,
  duplicateKey: (field: string, value: string, firstPosition: number) =>
    `${field} ${quoted(value)} is already used by record ${firstPosition.toLocaleString('en-US')}`,
  duplicateSlug: (slug: string, first: string) => `slug ${quoted(slug)} is already used by ${first}`,
  scriptUrl: (field: string, scheme: string) => `${field} is a ${scheme} link, which the site never stores`,
  urlNotAllowed: (field: string, url: string) => `${field} ${quoted(url)} is not an allowed link (http, https, mailto, tel or a site path)`,
  unreadableFile: 'data_url is not a readable data: URL',
  /** The store's refusal: the first problems, then how many more. */
  refusal: (shown: readonly string[], more: number) =>
    `This dataset breaks the site's rules: ${shown.join('; ')}${more > 0 ? `; and ${more.toLocaleString('en-US')} more` : ''}. Nothing was changed.`,
  /** An import sent in parts whose part arrives after another import started (or the page was reloaded). */
  importReplaced: 'This import is no longer the one in progress (another import started, or the page was reloaded). Import the file again.',
  importIncomplete: (arrived: number, total: number, table: keyof Dataset) =>
    `The import is incomplete: ${arrived.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${datasetTableNoun(table)} arrived. Import the file again.`,
  importTooMany: (total: number, table: keyof Dataset) =>
    `More ${datasetTableNoun(table)} arrived than the import announced (${total.toLocaleString('en-US')}). Import the file again.`,
  partReceived: 'Import part received.',
} as const;
