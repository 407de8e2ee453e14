import { getConfig } from '../config';
import { localStore } from '../data/browser-storage';
import { openedOnFirstUse } from '../data/drafts/opened-draft-store';
import { draftCutoff, type DraftStore } from '../domain/drafts';

let store: DraftStore | null = null;

/**
 * The site's draft store: IndexedDB (a database of its own, whichever data adapter the site uses), loaded when a
 * back-office form first needs it, so the public pages never load it; drafts older than VITE_DRAFT_RETENTION_DAYS
 * are deleted then. A draft written as the page is left goes to localStorage first (synchronous) and moves over.
 */
export function siteDraftStore(): DraftStore {
  store ??= openedOnFirstUse(async () => (await import('../../adapters/dexie/dexie-draft-store')).createDexieDraftStore(), {
    cutoff: () => draftCutoff(getConfig().draftRetentionDays),
    storage: localStore,
  });
  return store;
}
