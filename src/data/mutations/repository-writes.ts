import type { DataArea } from '../query-keys';
import type { Repository } from '../repository';

/** A method that only reads: it changes nothing, so it refreshes nothing. */
const READ = 'read';

/** Every area whose queries exist; a dataset write (import, reset) changes all of them. */
const EVERY_AREA = [
  'navigation',
  'pages',
  'pageImages',
  'slider',
  'services',
  'products',
  'about',
  'team',
  'infrastructure',
  'certifications',
  'homepageContent',
  'contactContent',
  'careerOpenings',
  'contactSubmissions',
  'careerApplications',
  'brochureRequests',
  'seo',
  'dashboard',
  'files',
] as const satisfies readonly DataArea[];

/**
 * A write and the areas whose queries it makes stale: its own area and the areas whose reads show its records (page
 * content follows navigation; About Us shows the team …), plus the dashboard's counts, which count every area.
 */
const changes = <const A extends readonly DataArea[]>(...areas: A) => [...areas, 'dashboard'] as const;

/** How one area's methods are classified: each is a read, or a write with the areas it changes. */
type Classified<Area> = { [Method in keyof Area]-?: typeof READ | readonly DataArea[] };

/**
 * Every method of the port, classified: `'read'`, or a write with the areas it changes. Checked against the port's
 * type: a method added to src/data/repository.ts without being classified here (or one classified here that the port
 * lacks) fails the type check. The mutation options (src/data/mutations/*) and the cross-tab broadcast read it.
 */
export const REPOSITORY_METHODS = {
  navigation: { tree: READ, create: changes('navigation', 'pages'), update: changes('navigation', 'pages'), remove: changes('navigation', 'pages') },
  pages: {
    list: READ,
    listForGalleryInheritance: READ,
    content: READ,
    create: changes('pages', 'navigation', 'pageImages'),
    update: changes('pages', 'navigation', 'pageImages'),
    remove: changes('pages', 'navigation', 'pageImages'),
  },
  pageImages: { gallery: READ, upload: changes('pageImages', 'pages'), remove: changes('pageImages', 'pages') },
  slider: { list: READ, listPublished: READ, create: changes('slider'), update: changes('slider'), remove: changes('slider'), reorder: changes('slider') },
  services: {
    list: READ,
    listPublished: READ,
    create: changes('services'),
    update: changes('services'),
    remove: changes('services'),
    reorder: changes('services'),
  },
  products: {
    list: READ,
    listPublished: READ,
    create: changes('products'),
    update: changes('products'),
    remove: changes('products'),
    reorder: changes('products'),
  },
  about: { get: READ, update: changes('about') },
  team: { list: READ, create: changes('team', 'about'), update: changes('team', 'about'), remove: changes('team', 'about') },
  infrastructure: {
    list: READ,
    create: changes('infrastructure', 'about'),
    update: changes('infrastructure', 'about'),
    remove: changes('infrastructure', 'about'),
  },
  certifications: {
    list: READ,
    create: changes('certifications', 'about'),
    update: changes('certifications', 'about'),
    remove: changes('certifications', 'about'),
  },
  homepageContent: { get: READ, update: changes('homepageContent') },
  contactContent: { get: READ, update: changes('contactContent') },
  careerOpenings: { list: READ, create: changes('careerOpenings'), update: changes('careerOpenings'), remove: changes('careerOpenings') },
  contactSubmissions: {
    list: READ,
    page: READ,
    submit: changes('contactSubmissions'),
    updateStatus: changes('contactSubmissions'),
    remove: changes('contactSubmissions'),
  },
  careerApplications: {
    list: READ,
    page: READ,
    downloadResume: READ,
    submit: changes('careerApplications'),
    updateStatus: changes('careerApplications'),
    remove: changes('careerApplications'),
  },
  brochureRequests: { submit: changes('brochureRequests') },
  seo: { get: READ, update: changes('seo') },
  dashboard: { stats: READ },
  files: { imageUrl: READ, readImage: READ, uploadImage: changes('files') },
  dataset: { export: READ, import: EVERY_AREA, importPart: EVERY_AREA, reset: EVERY_AREA },
} as const satisfies { [Area in keyof Repository]-?: Classified<Repository[Area]> };

type Methods = typeof REPOSITORY_METHODS;

/** The write methods of one area (e.g. 'create' | 'update' | 'remove' of 'pages'). */
export type WriteMethod<Area extends keyof Repository> = {
  [Method in keyof Methods[Area]]: Methods[Area][Method] extends typeof READ ? never : Method;
}[keyof Methods[Area]] &
  string;

/** The areas with at least one write. */
export type WritableArea = { [Area in keyof Repository]: WriteMethod<Area> extends never ? never : Area }[keyof Repository];

/** Which write succeeded: the Repository area and its method, e.g. { area: 'dataset', method: 'reset' }. */
export type RepositoryWrite = { [Area in WritableArea]: { area: Area; method: WriteMethod<Area> } }[WritableArea];

/** Whether `method` of `area` writes (false for reads and for names the port does not have). */
export function isWrite(area: keyof Repository, method: string): boolean {
  const classified = (REPOSITORY_METHODS[area] as Record<string, unknown> | undefined)?.[method];
  return Array.isArray(classified);
}

/** The areas a write makes stale: declared next to it in REPOSITORY_METHODS. */
export function areasChangedBy(write: RepositoryWrite): readonly DataArea[] {
  return (REPOSITORY_METHODS[write.area] as Record<string, readonly DataArea[] | undefined>)[write.method] ?? [];
}

/** Every write of the port, as RepositoryWrite values (tests walk it). */
export function everyWrite(): RepositoryWrite[] {
  return Object.entries(REPOSITORY_METHODS).flatMap(([area, methods]) =>
    Object.entries(methods)
      .filter(([, classified]) => classified !== READ)
      .map(([method]) => ({ area, method }) as RepositoryWrite),
  );
}
