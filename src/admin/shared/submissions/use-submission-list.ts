import { keepPreviousData, useQuery, useQueryClient, type QueryFunction } from '@tanstack/react-query';
import { useCallback } from 'react';

export type SubmissionList<T> = {
  rows: T[];
  /** True until the first answer, and while a new filter is being fetched (the previous rows stay on screen). */
  loading: boolean;
  /** Whether any answer (or failure) has arrived yet. */
  settled: boolean;
  /** Applies a confirmed change (status saved, row deleted) to the loaded rows at once; the refetch confirms it. */
  patch: (change: (rows: T[]) => T[]) => void;
  /** Why the list could not be loaded (the server's message), or null: a failure is never shown as an empty list. */
  error: string | null;
  /** Asks again after a failure. */
  retry: () => void;
};

type ListQuery<T> = { queryKey: readonly unknown[]; queryFn?: QueryFunction<T[], readonly unknown[]> };

/**
 * The rows of one filter (the store filters; nothing is filtered here). A failed fetch is logged (admin spec 8, through
 * the query's failure log) and reported with its message, never as "no submissions"; a new filter keeps the previous
 * rows until its answer.
 */
export function useSubmissionList<T>(options: ListQuery<T>): SubmissionList<T> {
  const queryClient = useQueryClient();
  const query = useQuery({ ...options, placeholderData: keepPreviousData });
  // The key is compared by value: callers build a new array each render, and `patch` must stay the same function.
  const keyJson = JSON.stringify(options.queryKey);
  const patch = useCallback(
    (change: (rows: T[]) => T[]) =>
      queryClient.setQueryData<T[]>(JSON.parse(keyJson) as unknown[], (rows) => (rows ? change(rows) : rows)),
    [queryClient, keyJson],
  );
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    rows: query.isError ? [] : (query.data ?? []),
    loading: query.isPending || query.isPlaceholderData || (query.isError && query.isFetching),
    settled: !query.isPending,
    patch,
    error: query.isError ? query.error.message : null,
    retry,
  };
}
