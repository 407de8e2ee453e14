import { draftKey, type Draft, type DraftStore } from '../../domain/drafts';

/** Where drafts written as the page was left wait for the store (a synchronous storage: localStorage). */
export const DRAFTS_ON_EXIT_KEY = 'draftsOnExit';

type SyncStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readExitDrafts(storage: SyncStorage | null): Draft[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(DRAFTS_ON_EXIT_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Draft[]).filter((draft) => typeof draft?.user === 'string' && typeof draft.savedAt === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * The site's draft store around the real one (opened when first needed, so the public pages never load it): before
 * its first answer it takes in the drafts written as the page was last left, then deletes the ones older than
 * `cutoff()` (the configured retention). `saveNow` keeps a draft synchronously in `storage` as the page is left.
 */
export function openedOnFirstUse(open: () => Promise<DraftStore>, options: { cutoff: () => number; storage: () => SyncStorage | null }): DraftStore {
  let ready: Promise<DraftStore> | null = null;
  const store = () =>
    (ready ??= open().then(async (opened) => {
      const storage = options.storage();
      for (const draft of readExitDrafts(storage)) {
        const kept = await opened.get(draft.user, draft).catch(() => null);
        if (!kept || kept.savedAt <= draft.savedAt) await opened.save(draft).catch(() => undefined);
      }
      storage?.removeItem(DRAFTS_ON_EXIT_KEY);
      // A failed prune leaves old drafts for the next start; it must not cost the editor the store.
      await opened.prune(options.cutoff()).catch(() => 0);
      return opened;
    }));
  return {
    save: async (draft) => (await store()).save(draft),
    get: async (user, target) => (await store()).get(user, target),
    list: async (user) => (await store()).list(user),
    delete: async (user, target) => (await store()).delete(user, target),
    prune: async (before) => (await store()).prune(before),
    saveNow(draft) {
      const storage = options.storage();
      if (!storage) return;
      const others = readExitDrafts(storage).filter((kept) => draftKey(kept.user, kept) !== draftKey(draft.user, draft));
      try {
        storage.setItem(DRAFTS_ON_EXIT_KEY, JSON.stringify([...others, draft]));
      } catch {
        // Storage full or blocked: the last seconds of typing are lost, the draft written before them is kept.
      }
      // The store is already open here: the write may also land there before the page goes.
      void store()
        .then((opened) => opened.save(draft))
        .catch(() => undefined);
    },
  };
}
