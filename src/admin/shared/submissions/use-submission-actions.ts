import { useMutation, useMutationState, type MutationKey, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useWriter, type Writer } from '../../../data/mutations/writer';
import type { MutationResult, SubmissionPage } from '../../../data/repository';
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

type WriteOptions<Variables> = UseMutationOptions<MutationResult, Error, Variables> & { mutationKey: MutationKey };

/** The mutations of one submission list (contactSubmissionMutations, careerApplicationMutations). */
export type SubmissionWrites<S> = { updateStatus: WriteOptions<{ id: number; status: S }>; remove: WriteOptions<number> };

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
 * loaded rows through `patch` and announced; a failed one says why. `writes` must be stable (a module-level function).
 * The statuses being saved are the pending status mutations (several rows may be saving at once).
 */
export function useSubmissionActions<T extends { id: number; status: S }, S extends string>({
  writes,
  patch,
  deleted,
  deleteFailed,
}: {
  writes: (writer: Writer) => SubmissionWrites<S>;
  patch: SubmissionList<T>['patch'];
  deleted: string;
  deleteFailed: (message: string) => string;
}): SubmissionActions<T, S> {
  const options = writes(useWriter());
  const { mutateAsync: updateStatus } = useMutation(options.updateStatus);
  const removal = useMutation(options.remove);
  const saving = useMutationState({
    filters: { mutationKey: options.updateStatus.mutationKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as { id: number; status: S },
  });
  const pending = useMemo(
    () => saving.reduce<ReadonlyMap<number, S>>((statuses, { id, status }) => withPendingStatus(statuses, id, status), new Map()),
    [saving],
  );
  const [viewing, setViewing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const changeStatus = useCallback(
    (row: T, status: S) => {
      void (async () => {
        try {
          await updateStatus({ id: row.id, status });
          // The page on screen and its counts change at once; the refetch the write triggers confirms them.
          patch((page) => withStatus(page, row.id, status));
          notify(texts.statusUpdated, 'success');
        } catch (error) {
          notify(failureText(error, texts.statusFailed, texts.statusError), 'error');
        }
      })();
    },
    [updateStatus, patch],
  );

  async function confirmDelete() {
    if (!deleting) return;
    const id = deleting.id;
    try {
      await removal.mutateAsync(id);
      patch((page) => without(page, id));
      notify(deleted, 'success');
    } catch (error) {
      notify(deleteFailed(errorMessage(error)), 'error');
    } finally {
      setDeleting(null);
    }
  }

  return { pending, changeStatus, viewing, setViewing, deleting, setDeleting, deleteBusy: removal.isPending, confirmDelete };
}
