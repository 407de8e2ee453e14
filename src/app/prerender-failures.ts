import type { Repository } from '../data/repository';
import { isRepositoryError, type RepositoryErrorKind } from '../domain/repository-error';

/** A read that failed while a route was prerendered ('not-found': the server does not have the page). */
export type PrefetchFailure = { key: string; message: string; kind: RepositoryErrorKind | null; url: string | null; status: number | null };

/** A failure as the build reports it; `key` says which read (a query key or a Repository call). */
export function prefetchFailure(key: string, error: unknown): PrefetchFailure {
  const known = isRepositoryError(error);
  return {
    key,
    message: error instanceof Error ? error.message : String(error),
    kind: known ? error.kind : null,
    url: known ? (error.url ?? null) : null,
    status: known ? (error.status ?? null) : null,
  };
}

/**
 * The Repository with every failed call recorded. Some queries turn a failure into the screen's documented fallback
 * (the About page's default texts, an empty list of openings) and succeed: in the browser that is the visitor's
 * state, but a prerendered page must not publish it as the company's content, so the build sees the failure itself.
 */
export function recordingFailures(repository: Repository, record: (failure: PrefetchFailure) => void): Repository {
  const areas = new Map<PropertyKey, unknown>();
  const wrapArea = (name: string, area: object) =>
    new Proxy(area, {
      get(target, method, receiver) {
        const value: unknown = Reflect.get(target, method, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const result: unknown = Reflect.apply(value, target, args);
          if (result instanceof Promise) result.catch((error: unknown) => record(prefetchFailure(`${name}.${String(method)}`, error)));
          return result;
        };
      },
    });
  return new Proxy(repository, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'object' || value === null) return value;
      if (!areas.has(name)) areas.set(name, wrapArea(String(name), value));
      return areas.get(name);
    },
  });
}

/** One entry per failed request: a query that failed and the call it made name the same endpoint. */
export function distinctFailures(failures: readonly PrefetchFailure[]): PrefetchFailure[] {
  const seen = new Set<string>();
  return failures.filter((failure) => {
    const id = `${failure.kind}|${failure.url ?? failure.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
