import { queryOptions } from '@tanstack/react-query';
import { read } from '../query-client';
import { queryKeys } from '../query-keys';
import type { ReadOptions, Repository } from '../repository';

/** The areas with an admin list of every row. */
export type ListedArea = 'pages' | 'slider' | 'services' | 'products' | 'team' | 'infrastructure' | 'certifications' | 'careerOpenings';
/** The admin-ordered lists the public site shows (active rows, display order). */
export type OrderedArea = 'slider' | 'services' | 'products';

export type RowOf<A extends ListedArea> = Awaited<ReturnType<Repository[A]['list']>>[number];

/** Every row of an area, inactive ones included (the back office). */
export function listQueryOptions<A extends ListedArea>(repository: Repository, area: A) {
  return queryOptions({
    queryKey: queryKeys[area].list(),
    queryFn: read((signal) => (repository[area].list as (options?: ReadOptions) => Promise<RowOf<A>[]>)({ signal })),
  });
}

/** A failed public slider call is only logged (public spec 8); the other lists show their sample rows. */
const PUBLISHED_FAILURE_LOG: Partial<Record<OrderedArea, string>> = { slider: 'Failed to load slider items:' };

/** The active rows of an ordered area, as the public site shows them. */
export function publishedQueryOptions<A extends OrderedArea>(repository: Repository, area: A) {
  return queryOptions({
    queryKey: queryKeys[area].published(),
    meta: { failureLog: PUBLISHED_FAILURE_LOG[area] },
    queryFn: read((signal) => (repository[area].listPublished as (options?: ReadOptions) => Promise<RowOf<A>[]>)({ signal })),
  });
}
