import type { BrochureRequestInput, ContactSubmissionInput } from '../domain/submissions';

/** What a kiosk keeps to send later: a visitor's message or brochure request, exactly as the form checked it. */
export type OutboxEntry =
  | { kind: 'contact'; input: ContactSubmissionInput }
  | { kind: 'brochure'; input: BrochureRequestInput };

export type OutboxItem = OutboxEntry & {
  /** Unique per item: the item is removed by this id once the server has answered it, so it is delivered once. */
  id: string;
  queuedAt: number;
  attempts: number;
  /** Not tried again before this time (ms since the epoch): the backoff after a failed attempt. */
  nextAttemptAt: number;
  lastAttemptAt: number | null;
  lastError: string | null;
  /** The server answered and refused it (a rule it breaks): kept for staff to see, never re-sent by itself. */
  refused: boolean;
};

/** Where the outbox lives: IndexedDB in the browser (survives reloads, idle resets and a restart of the machine). */
export type OutboxStore = {
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
};

const DATABASE = 'ironcrest-kiosk-outbox';
const ITEMS = 'items';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/**
 * The outbox in its own small IndexedDB database (not the demo's store: a production kiosk has none), one record per
 * item keyed by its id. Plain IndexedDB, so a production kiosk's bundle gains no database library.
 */
export function indexedDbOutboxStore(factory: IDBFactory = indexedDB, name: string = DATABASE): OutboxStore {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const open = factory.open(name, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(ITEMS, { keyPath: 'id' });
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('The outbox database could not be opened'));
    });
    // A failed open is tried again next time (storage may have been busy).
    opened.catch(() => {
      opened = null;
    });
    return opened;
  };
  const write = async (change: (items: IDBObjectStore) => void) => {
    const transaction = (await database()).transaction(ITEMS, 'readwrite');
    change(transaction.objectStore(ITEMS));
    await done(transaction);
  };
  return {
    all: async () => {
      const items = await request((await database()).transaction(ITEMS).objectStore(ITEMS).getAll() as IDBRequest<OutboxItem[]>);
      return items.sort((a, b) => a.queuedAt - b.queuedAt);
    },
    put: (item) => write((items) => items.put(item)),
    remove: (id) => write((items) => items.delete(id)),
  };
}
