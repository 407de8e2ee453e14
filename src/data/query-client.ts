import { QueryCache, QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { ruleMessages } from '../domain/messages';
import { RepositoryError, toRepositoryError } from '../domain/repository-error';
import { readDeadline, rememberTimeout, timedOutOnThisPage } from './page-budget';
import { type DataArea } from './query-keys';

declare module '@tanstack/react-query' {
  // Every query function below converts its failure, so screens read `error.message` and `error.kind` typed.
  interface Register {
    defaultError: RepositoryError;
    queryMeta: QueryMeta;
  }
}

/** What a query says about itself: `failureLog` is the console line a failure is logged with (the specs log some). */
export type QueryMeta = { failureLog?: string };

/** How long read data counts as fresh: one page load reads the navigation once, however many parts show it. */
export const FRESH_FOR_MS = 60_000;

/**
 * The QueryClient of one app instance (browser tab, test, prerender). Reads are not retried: every documented failure
 * has its fallback screen, shown as soon as the call fails (retries would delay it several seconds). Queries run
 * whatever the browser believes about the connection, so an offline visitor gets the fallback, not a spinner.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Logged when the failure happens, before any screen renders it, so a test that sees the fallback sees the log.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.failureLog) console.error(query.meta.failureLog, error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: FRESH_FOR_MS, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * A query function over one Repository read: passes the query's AbortSignal on and types every failure. On a page
 * with a time budget (page-budget.ts) the read gives up at the page's deadline with a 'timeout' failure carrying
 * `timeoutMessage`, so its fallback shows then, whatever the single calls' own timeouts.
 */
export function read<T>(load: (signal: AbortSignal) => Promise<T>, timeoutMessage: string = ruleMessages.requestTimedOut) {
  return async ({ signal, queryKey }: QueryFunctionContext): Promise<T> => {
    const deadline = readDeadline();
    if (deadline === null) {
      try {
        return await load(signal);
      } catch (error) {
        throw toRepositoryError(error);
      }
    }
    const queryHash = JSON.stringify(queryKey);
    const earlier = timedOutOnThisPage(queryHash);
    if (earlier) throw earlier;
    const controller = new AbortController();
    const abort = () => controller.abort(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new RepositoryError('timeout', timeoutMessage));
        controller.abort();
      }, Math.max(0, deadline - performance.now()));
    });
    try {
      return await Promise.race([load(controller.signal), expired]);
    } catch (error) {
      const failure = toRepositoryError(error);
      if (failure.kind === 'timeout') rememberTimeout(queryHash, failure);
      throw failure;
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    }
  };
}

/** Marks the queries of some areas stale and refetches those on screen (the previous data stays meanwhile). */
export async function invalidateAreas(queryClient: QueryClient, areas: readonly DataArea[]): Promise<void> {
  await Promise.all(areas.map((area) => queryClient.invalidateQueries({ queryKey: [area] })));
}
