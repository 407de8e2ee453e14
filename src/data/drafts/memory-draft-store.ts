import { draftKey, type Draft, type DraftStore } from '../../domain/drafts';

/** A draft store in memory: the same rules as the browser's, for tests and stories (nothing survives a reload). */
export function createMemoryDraftStore(initial: readonly Draft[] = []): DraftStore & { drafts: Map<string, Draft> } {
  const drafts = new Map<string, Draft>();
  for (const draft of initial) drafts.set(draftKey(draft.user, draft), { ...draft, key: draftKey(draft.user, draft) });
  return {
    drafts,
    save(draft) {
      drafts.set(draftKey(draft.user, draft), structuredClone({ ...draft, key: draftKey(draft.user, draft) }));
      return Promise.resolve();
    },
    get(user, target) {
      const found = drafts.get(draftKey(user, target));
      return Promise.resolve(found && found.user === user ? structuredClone(found) : null);
    },
    list(user) {
      return Promise.resolve([...drafts.values()].filter((draft) => draft.user === user).sort((a, b) => b.savedAt - a.savedAt));
    },
    delete(user, target) {
      drafts.delete(draftKey(user, target));
      return Promise.resolve();
    },
    prune(before) {
      let count = 0;
      for (const [key, draft] of drafts) {
        if (draft.savedAt < before) {
          drafts.delete(key);
          count += 1;
        }
      }
      return Promise.resolve(count);
    },
  };
}
