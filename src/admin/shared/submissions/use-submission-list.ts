import { keepPreviousData, useQuery, useQueryClient, type QueryFunction } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SubmissionPage } from '../../../data/repository';

export type SubmissionList<T> = {
  /** The rows of the page on screen. */
  rows: T[];
  /** How many rows the filter matches, and how many of them have each status. */
  total: number;
  counts: Record<string, number>;
  /** True until the first answer, and while a new filter is being fetched (the previous rows stay on screen). */
  loading: boolean;
  /** Whether any answer (or failure) has arrived yet. */
  settled: boolean;
  /** Applies a confirmed change (status saved, row deleted) to the page on screen at once; the refetch confirms it. */
  patch: (change: (page: SubmissionPage<T>) => SubmissionPage<T>) => void;
  /** Why the list could not be loaded (the server's message), or null: a failure is never shown as an empty list. */
  error: string | null;
  /** Asks again after a failure. */
  retry: () => void;
};

type PageQuery<T> = { queryKey: readonly unknown[]; queryFn?: QueryFunction<SubmissionPage<T>, readonly unknown[]> };

const NONE = { rows: [], total: 0, counts: {} };

/**
 * One page of one filter (the store filters, sorts and pages; nothing is done here over the whole list). A failed
 * fetch is logged (admin spec 8, through the query's failure log) and reported with its message, never as "no
 * submissions"; another page or filter keeps the previous rows until its answer.
 */
export function useSubmissionList<T>(options: PageQuery<T>): SubmissionList<T> {
  const queryClient = useQueryClient();
  const query = useQuery({ ...options, placeholderData: keepPreviousData });
  // The key is compared by value: callers build a new array each render, and `patch` must stay the same function.
  const keyJson = JSON.stringify(options.queryKey);
  const patch = useCallback(
    (change: (page: SubmissionPage<T>) => SubmissionPage<T>) =>
      queryClient.setQueryData<SubmissionPage<T>>(JSON.parse(keyJson) as unknown[], (page) => (page ? change(page) : page)),
    [queryClient, keyJson],
  );
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const data = query.isError ? NONE : (query.data ?? NONE);
  return {
    rows: data.rows as T[],
    total: data.total,
    counts: data.counts,
    loading: query.isPending || query.isPlaceholderData || (query.isError && query.isFetching),
    settled: !query.isPending,
    patch,
    error: query.isError ? query.error.message : null,
    retry,
  };
}
