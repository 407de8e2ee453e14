import type { IdCollection, SingletonName } from './record-store';

/** Every collection of records keyed by a numeric id, in the order the dataset lists them. */
export const ID_COLLECTIONS = [
  'navigation',
  'pages',
  'pageImages',
  'sliderItems',
  'services',
  'products',
  'teamMembers',
  'infrastructure',
  'certifications',
  'careerOpenings',
  'contactSubmissions',
  'careerApplications',
  'brochureRequests',
] as const satisfies readonly IdCollection[];

export const SINGLETON_NAMES = ['aboutContent', 'homepageContent', 'contactContent'] as const satisfies readonly SingletonName[];

// Compile-time guard: a collection added to the dataset must be added above too.
type Missing = Exclude<IdCollection, (typeof ID_COLLECTIONS)[number]> | Exclude<SingletonName, (typeof SINGLETON_NAMES)[number]>;
export const COLLECTIONS_COMPLETE: [Missing] extends [never] ? true : never = true;
