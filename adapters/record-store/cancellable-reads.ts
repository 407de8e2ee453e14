import type { ReadOptions, Repository } from '../../src/data/repository';

function signalOf(args: unknown[]): AbortSignal | undefined {
  const last = args.at(-1);
  if (typeof last !== 'object' || last === null || !('signal' in last)) return undefined;
  const { signal } = last as ReadOptions;
  return signal instanceof AbortSignal ? signal : undefined;
}

/** Rejects with the signal's reason as soon as it aborts, whatever `work` is still doing. */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) reject(signal.reason);
        else resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Honours the AbortSignal of every read: an aborted read does not start, and a read aborted on the way rejects at
 * once with the signal's reason. With `forSignal` (a store that can cancel its own requests) the read runs on the
 * repository it answers for that signal, so the store's work stops too; otherwise it runs to its end (one IndexedDB
 * transaction).
 */
export function withCancellableReads(repository: Repository, forSignal?: (signal: AbortSignal) => Repository): Repository {
  const wrapped: Record<string, Record<string, unknown>> = {};
  for (const [areaName, area] of Object.entries(repository) as [string, Record<string, unknown>][]) {
    const methods: Record<string, unknown> = {};
    for (const [name, method] of Object.entries(area)) {
      if (typeof method !== 'function') {
        methods[name] = method;
        continue;
      }
      const call = method as (...args: unknown[]) => Promise<unknown>;
      methods[name] = (...args: unknown[]) => {
        const signal = signalOf(args);
        if (!signal) return call.apply(area, args);
        if (signal.aborted) return Promise.reject(signal.reason as Error);
        if (!forSignal) return abortable(call.apply(area, args), signal);
        const bound = (forSignal(signal) as unknown as Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>)[areaName]!;
        return abortable(bound[name]!.apply(bound, args), signal);
      };
    }
    wrapped[areaName] = methods;
  }
  return wrapped as unknown as Repository;
}
