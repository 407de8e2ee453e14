import { useCallback, useEffect, useState } from 'react';
import type { Repository } from '../../../data/repository';
import { useRepository } from '../../../data/repository-context';

export type SubmissionList<T> = {
  rows: T[];
  /** True until the first answer, and while a new filter is being fetched (the previous rows stay on screen). */
  loading: boolean;
  /** Whether any answer (or failure) has arrived yet. */
  settled: boolean;
  reload: () => void;
  /** Applies a confirmed change (status saved, row deleted) to the loaded rows without fetching them again. */
  patch: (change: (rows: T[]) => T[]) => void;
};

type Result<T> = { request: string; rows: T[] };

/**
 * The rows of one filter, fetched through the Repository (the store filters; nothing is filtered here). A failed
 * fetch is only logged (admin spec 8) and shows as no rows. `filterKey` identifies the filter: a new key fetches again.
 */
export function useSubmissionList<T>(
  filterKey: string,
  load: (repository: Repository) => Promise<T[]>,
  what: string,
): SubmissionList<T> {
  const repository = useRepository();
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<Result<T> | null>(null);
  const request = `${version}:${filterKey}`;

  useEffect(() => {
    let current = true;
    load(repository).then(
      (rows) => {
        if (current) setResult({ request, rows });
      },
      (error: unknown) => {
        if (!current) return;
        console.error(`Error fetching ${what}:`, error);
        setResult({ request, rows: [] });
      },
    );
    return () => {
      current = false;
    };
    // `load` is identified by `filterKey` (callers pass inline functions), as with useResource.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [repository, request]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const patch = useCallback((change: (rows: T[]) => T[]) => {
    setResult((previous) => (previous ? { ...previous, rows: change(previous.rows) } : previous));
  }, []);

  return { rows: result?.rows ?? [], loading: result?.request !== request, settled: result !== null, reload, patch };
}
