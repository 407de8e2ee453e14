import { useCallback, useEffect, useRef, useState } from 'react';
import type { Repository } from '../../../data/repository';
import { useRepository } from '../../../data/repository-context';
import { RepositoryError } from '../../../domain/repository-error';

export type ReorderableListState<T> =
  | { status: 'loading'; items: undefined; error: undefined }
  | { status: 'loaded'; items: T[]; error: undefined }
  | { status: 'error'; items: undefined; error: RepositoryError };

export type ReorderableList<T> = ReorderableListState<T> & {
  /** Loads again; the current items stay on screen until the new ones arrive (rows and focus are kept). */
  reload(): void;
  /** Shows items in a new order at once, before the store has answered. */
  setItems(items: T[]): void;
};

function toRepositoryError(error: unknown): RepositoryError {
  if (error instanceof RepositoryError) return error;
  return new RepositoryError('network', error instanceof Error ? error.message : String(error), { cause: error });
}

/**
 * A list a screen reorders: like useResource, but a reload keeps the rows mounted (a reorder or a save must not flash
 * the table back to a spinner and lose the keyboard focus), and the order can be changed optimistically.
 */
export function useReorderableList<T>(load: (repository: Repository) => Promise<T[]>): ReorderableList<T> {
  const repository = useRepository();
  const [state, setState] = useState<ReorderableListState<T>>({ status: 'loading', items: undefined, error: undefined });
  const [version, setVersion] = useState(0);
  // Counts local reorders: a load that started before the latest one answers with an older order and is dropped
  // (the save of that reorder is followed by its own reload).
  const localChanges = useRef(0);

  useEffect(() => {
    let current = true;
    const startedAt = localChanges.current;
    load(repository).then(
      (items) => current && localChanges.current === startedAt && setState({ status: 'loaded', items, error: undefined }),
      (error: unknown) => current && setState({ status: 'error', items: undefined, error: toRepositoryError(error) }),
    );
    return () => {
      current = false;
    };
    // `load` is an inline function of the caller; the list is identified by the repository and the reload count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [repository, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const setItems = useCallback((items: T[]) => {
    localChanges.current += 1;
    setState({ status: 'loaded', items, error: undefined });
  }, []);
  return { ...state, reload, setItems };
}
