import type { DataArea } from './query-keys';
import type { Repository } from './repository';

/** The reads of the port; every other method writes. */
const READS = new Set([
  'tree',
  'list',
  'listPublished',
  'listForGalleryInheritance',
  'content',
  'gallery',
  'get',
  'stats',
  'imageUrl',
  'readImage',
  'downloadResume',
  'export',
]);

const ALL_AREAS: readonly DataArea[] = [
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
];

/** Areas whose reads show another area's records (page content follows navigation; About Us shows the team …). */
const SHOWN_IN: Partial<Record<keyof Repository, readonly DataArea[]>> = {
  navigation: ['pages'],
  pages: ['navigation', 'pageImages'],
  pageImages: ['pages'],
  team: ['about'],
  infrastructure: ['about'],
  certifications: ['about'],
};

/** The areas a write to `area` makes stale: itself, the areas showing its records, and the dashboard's counts. */
export function areasChangedBy(area: keyof Repository): readonly DataArea[] {
  if (area === 'dataset') return ALL_AREAS;
  return [...new Set<DataArea>([area, ...(SHOWN_IN[area] ?? []), 'dashboard'])];
}

/**
 * Wraps a Repository so that every successful write reports the areas it changed (the query layer invalidates them
 * here and in the other tabs) and answers once the screens show the change: a success message never announces
 * rows that are not on screen yet. Same results, same errors otherwise. Screens cannot forget to refresh.
 */
export function withInvalidation(repository: Repository, onChanged: (areas: readonly DataArea[]) => Promise<void>): Repository {
  const wrapped: Record<string, Record<string, unknown>> = {};
  for (const [areaName, area] of Object.entries(repository) as [keyof Repository, Record<string, unknown>][]) {
    const methods: Record<string, unknown> = {};
    for (const [name, method] of Object.entries(area)) {
      if (typeof method !== 'function' || READS.has(name)) {
        methods[name] = typeof method === 'function' ? method.bind(area) : method;
        continue;
      }
      methods[name] = async (...args: unknown[]) => {
        const result: unknown = await (method as (...a: unknown[]) => Promise<unknown>).apply(area, args);
        await onChanged(areasChangedBy(areaName));
        return result;
      };
    }
    wrapped[areaName] = methods;
  }
  return wrapped as unknown as Repository;
}
