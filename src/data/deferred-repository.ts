import { nextTask } from '../domain/next-task';
import type { Repository } from './repository';

/**
 * A Repository usable at once whose calls wait for the real one: a prerendered page hydrates from the data in its
 * HTML straight away, while the adapter (and in the demo the mock service worker and IndexedDB) loads after the first
 * paint. Every method of the port returns a promise, so each call simply runs once the adapter is there; a failure to
 * create it fails the call, and the screen shows that call's documented fallback. The calls that waited are then made
 * one per task, in the order they were made: each starts a request and its bookkeeping, and all of them at once
 * would be one long task on a phone right after the page starts.
 */
export function deferredRepository(ready: Promise<Repository>): Repository {
  const areas = new Map<PropertyKey, unknown>();
  let isReady = false;
  ready.then(
    () => (isReady = true),
    () => undefined,
  );
  let line: Promise<void> = Promise.resolve();
  const area = (areaName: PropertyKey) =>
    new Proxy(
      {},
      {
        get: (_target, method) =>
          async (...args: unknown[]) => {
            const waited = !isReady;
            const repository = (await ready) as unknown as Record<PropertyKey, Record<PropertyKey, (...a: unknown[]) => unknown>>;
            if (waited) await (line = line.then(nextTask));
            const target = repository[areaName];
            if (!target || typeof target[method] !== 'function') throw new TypeError(`The repository has no ${String(areaName)}.${String(method)}`);
            return target[method](...args);
          },
      },
    );
  return new Proxy({} as Repository, {
    get(_target, areaName) {
      if (typeof areaName !== 'string' || areaName === 'then') return undefined;
      if (!areas.has(areaName)) areas.set(areaName, area(areaName));
      return areas.get(areaName);
    },
  });
}
