import { sessionStore } from '../data/browser-storage';

/** How browsers and bundlers word a failed dynamic import (a code chunk that did not download). */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk [\w-]+ failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

const RELOADED_KEY = 'ironcrest:reloaded-for-chunk';

/** The page reload (an object, so tests can replace it: jsdom cannot navigate). */
export const pageReload = { reload: () => window.location.reload() };

/**
 * A chunk that fails right after a deploy names a file the server no longer has: one reload fetches the new build.
 * Done once per page address and tab (sessionStorage), so a chunk that keeps failing shows the message, never a loop.
 * Answers whether it reloads.
 */
export function reloadOnceForNewDeploy(path: string): boolean {
  const store = sessionStore();
  if (!store || store.getItem(RELOADED_KEY) === path) return false;
  store.setItem(RELOADED_KEY, path);
  pageReload.reload();
  return true;
}

/** A page that rendered: the next chunk failure may reload again. */
export function forgetChunkReload(): void {
  sessionStore()?.removeItem(RELOADED_KEY);
}
