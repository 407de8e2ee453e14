import Dexie, { type Table } from 'dexie';
import { draftKey, type Draft, type DraftStore, type DraftTarget } from '../../src/domain/drafts';

/** The drafts' own database: apart from the demo's records, so drafts work whichever data adapter the site uses. */
export const DRAFTS_DATABASE = 'ironcrest-drafts';

class DraftDatabase extends Dexie {
  drafts!: Table<Draft, string>;

  constructor(name: string) {
    super(name);
    // Version 1: drafts by key (user, form, record), found by user and by age. A released version is never edited.
    this.version(1).stores({ drafts: 'key, user, savedAt' });
  }
}

/** The browser's draft store: IndexedDB through Dexie (README, For editors: Drafts). */
export function createDexieDraftStore(name: string = DRAFTS_DATABASE): DraftStore {
  const db = new DraftDatabase(name);
  return {
    async save(draft) {
      await db.drafts.put({ ...draft, key: draftKey(draft.user, draft) });
    },
    async get(user: string, target: DraftTarget) {
      const found = await db.drafts.get(draftKey(user, target));
      // The key names the user, and so does the draft: one never answers another's.
      return found && found.user === user ? found : null;
    },
    async list(user) {
      const drafts = await db.drafts.where('user').equals(user).toArray();
      return drafts.sort((a, b) => b.savedAt - a.savedAt);
    },
    async delete(user, target) {
      await db.drafts.delete(draftKey(user, target));
    },
    prune(before) {
      return db.drafts.where('savedAt').below(before).delete();
    },
  };
}
