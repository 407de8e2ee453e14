import { useCallback, useState } from 'react';
import type { Repository, SubmissionPage } from '../../../data/repository';
import { useRepository } from '../../../data/repository-context';
import { adminMessages } from '../../../domain/messages';
import { notify } from '../../../ui/notices';
import { errorMessage, failureText } from '../failure-text';
import { withPendingStatus } from './pending-statuses';
import type { SubmissionList } from './use-submission-list';

const texts = adminMessages.submissions;

const shift = (counts: Record<string, number>, status: string, by: number) => ({ ...counts, [status]: Math.max(0, (counts[status] ?? 0) + by) });

/** The page with one row's status changed, and the counts with it. */
export function withStatus<T extends { id: number; status: S }, S extends string>(page: SubmissionPage<T>, id: number, status: S): SubmissionPage<T> {
  const before = page.rows.find((row) => row.id === id);
  if (!before || before.status === status) return page;
  return {
    ...page,
    rows: page.rows.map((row) => (row.id === id ? { ...row, status } : row)),
    counts: shift(shift(page.counts, before.status, -1), status, 1),
  };
}

/** The page without one row, the total and counts one less. */
export function without<T extends { id: number; status: string }>(page: SubmissionPage<T>, id: number): SubmissionPage<T> {
  const gone = page.rows.find((row) => row.id === id);
  if (!gone) return page;
  return { rows: page.rows.filter((row) => row.id !== id), total: Math.max(0, page.total - 1), counts: shift(page.counts, gone.status, -1) };
}

/** The writes of one submission list in the Repository. */
export type SubmissionStore<S> = { updateStatus(id: number, status: S): Promise<unknown>; remove(id: number): Promise<unknown> };

export type SubmissionActions<T, S> = {
  /** Statuses being saved, by row id. */
  pending: ReadonlyMap<number, S>;
  /** Saves a status chosen in a row's dropdown; stable, so a memoised table is not rendered again for nothing. */
  changeStatus: (row: T, status: S) => void;
  viewing: T | null;
  setViewing: (row: T | null) => void;
  /** The row whose delete is being confirmed. */
  deleting: T | null;
  setDeleting: (row: T | null) => void;
  deleteBusy: boolean;
  confirmDelete: () => Promise<void>;
};

/**
 * Status change, details and delete of a submission list (admin spec 4 and 8): each confirmed write is applied to the
 * loaded rows through `patch` and announced; a failed one says why. `store` must be stable (a module-level function).
 */
export function useSubmissionActions<T extends { id: number; status: S }, S extends string>({
  store,
  patch,
  deleted,
  deleteFailed,
}: {
  store: (repository: Repository) => SubmissionStore<S>;
  patch: SubmissionList<T>['patch'];
  deleted: string;
  deleteFailed: (message: string) => string;
}): SubmissionActions<T, S> {
  const repository = useRepository();
  const [pending, setPending] = useState<ReadonlyMap<number, S>>(new Map());
  const [viewing, setViewing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const changeStatus = useCallback(
    (row: T, status: S) => {
      void (async () => {
        setPending((current) => withPendingStatus(current, row.id, status));
        try {
          await store(repository).updateStatus(row.id, status);
          // The page on screen and its counts change at once; the refetch the write triggers confirms them.
          patch((page) => withStatus(page, row.id, status));
          notify(texts.statusUpdated, 'success');
        } catch (error) {
          notify(failureText(error, texts.statusFailed, texts.statusError), 'error');
        } finally {
          setPending((current) => withPendingStatus(current, row.id, null));
        }
      })();
    },
    [repository, patch, store],
  );

  async function confirmDelete() {
    if (!deleting) return;
    const id = deleting.id;
    setDeleteBusy(true);
    try {
      await store(repository).remove(id);
      patch((page) => without(page, id));
      notify(deleted, 'success');
    } catch (error) {
      notify(deleteFailed(errorMessage(error)), 'error');
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  }

  return { pending, changeStatus, viewing, setViewing, deleting, setDeleting, deleteBusy, confirmDelete };
}
