import { useCallback, useEffect, useState } from 'react';
import { RepositoryError } from '../domain/repository-error';
import type { Repository } from './repository';
import { useRepository } from './repository-context';

export type ResourceState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'loaded'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: RepositoryError };

export type Resource<T> = ResourceState<T> & { reload: () => void };

function toRepositoryError(error: unknown): RepositoryError {
  if (error instanceof RepositoryError) return error;
  return new RepositoryError('network', error instanceof Error ? error.message : String(error), { cause: error });
}

/**
 * The one resource pattern every data-driven screen uses: loading, then loaded, or error (the screen shows its
 * documented fallback). `load` is called with the Repository; `key` names what is loaded so a change reloads it.
 */
export function useResource<T>(key: string, load: (repository: Repository) => Promise<T>): Resource<T> {
  const repository = useRepository();
  const [state, setState] = useState<ResourceState<T> & { key: string; version: number }>({
    status: 'loading',
    data: undefined,
    error: undefined,
    key,
    version: 0,
  });
  const [version, setVersion] = useState(0);

  // A new key or reload starts from loading again (state derived during render, not in an effect).
  if (state.key !== key || state.version !== version) {
    setState({ status: 'loading', data: undefined, error: undefined, key, version });
  }

  useEffect(() => {
    let current = true;
    load(repository).then(
      (data) => current && setState({ status: 'loaded', data, error: undefined, key, version }),
      (error: unknown) => current && setState({ status: 'error', data: undefined, error: toRepositoryError(error), key, version }),
    );
    return () => {
      current = false;
    };
    // `load` is identified by `key`: callers pass inline functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [repository, key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const { key: _key, version: _version, ...resource } = state;
  return { ...resource, reload } as Resource<T>;
}
