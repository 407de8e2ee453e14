import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { read } from '../query-client';
import { queryKeys } from '../query-keys';
import type { ReadOptions, Repository } from '../repository';
import { useRepository } from '../repository-context';

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

/**
 * Saves a new order of an ordered list optimistically: the rows show in their new order at once (`atPosition` gives a
 * row its new position from 1), and the stored order comes back if the store refuses; `onFailed` then tells why. The
 * save counts as done (`isPending` false) once the list has been read back, so a screen can say "saving" until then.
 */
export function useReorder<T extends { id: number }>(
  area: OrderedArea,
  { atPosition, onFailed }: { atPosition: (row: T, position: number) => T; onFailed: (error: Error) => void },
) {
  const repository = useRepository();
  const queryClient = useQueryClient();
  const key = queryKeys[area].list();
  return useMutation({
    mutationFn: async (rows: T[]) => {
      await repository[area].reorder(rows.map((row) => row.id));
      // The write already asked for the list again (with-invalidation.ts); wait for that answer, not a second one.
      await queryClient.invalidateQueries({ queryKey: key }, { cancelRefetch: false });
    },
    onMutate: async (rows) => {
      // A refetch that started before the move would answer with the old order and undo it on screen.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<T[]>(key);
      queryClient.setQueryData<T[]>(key, rows.map((row, index) => atPosition(row, index + 1)));
      return { previous };
    },
    onError: (error, _rows, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      onFailed(error);
    },
  });
}
