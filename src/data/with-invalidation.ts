import type { DataArea } from './query-keys';
import type { Repository } from './repository';

/** The reads of the port; every other method writes. */
const READS = new Set([
  'tree',
  'list',
  'page',
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

/** Which write succeeded: the Repository area and its method, e.g. { area: 'dataset', method: 'reset' }. */
export type RepositoryWrite = { area: keyof Repository; method: string };

/**
 * Wraps a Repository so that every successful write reports the areas it changed (the query layer invalidates them
 * here and in the other tabs) and the write itself, and answers once the screens show the change: a success message
 * never announces rows that are not on screen yet. Same results, same errors otherwise. Screens cannot forget to refresh.
 */
export function withInvalidation(
  repository: Repository,
  onChanged: (areas: readonly DataArea[], write: RepositoryWrite) => Promise<void>,
): Repository {
  // Wrapped on first use, through property access only: the repository may itself be a proxy (deferred-repository.ts).
  const areas = new Map<PropertyKey, unknown>();
  const wrapArea = (areaName: keyof Repository, area: Record<PropertyKey, unknown>) => {
    const methods = new Map<PropertyKey, unknown>();
    return new Proxy(area, {
      get(target, name) {
        const method = target[name];
        if (typeof method !== 'function') return method;
        if (!methods.has(name)) {
          methods.set(
            name,
            typeof name === 'string' && READS.has(name)
              ? method.bind(target)
              : async (...args: unknown[]) => {
                  const result: unknown = await (method as (...a: unknown[]) => Promise<unknown>).apply(target, args);
                  await onChanged(areasChangedBy(areaName), { area: areaName, method: String(name) });
                  return result;
                },
          );
        }
        return methods.get(name);
      },
    });
  };
  return new Proxy(repository, {
    get(target, areaName) {
      const area = (target as unknown as Record<PropertyKey, unknown>)[areaName];
      if (typeof area !== 'object' || area === null) return area;
      if (!areas.has(areaName)) areas.set(areaName, wrapArea(areaName as keyof Repository, area as Record<PropertyKey, unknown>));
      return areas.get(areaName);
    },
  });
}
