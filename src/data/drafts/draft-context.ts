import { createContext, use } from 'react';
import type { DraftStore } from '../../domain/drafts';

/** The site's draft store (src/app chooses it: IndexedDB in the browser); null where drafts are not kept. */
export const DraftStoreContext = createContext<DraftStore | null>(null);

/** The nearest RepositoryProvider's draft store, or null: a form then keeps no draft. */
export function useDraftStore(): DraftStore | null {
  return use(DraftStoreContext);
}
