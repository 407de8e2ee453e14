import { appMessages } from '../domain/messages';
import { isRepositoryError, toRepositoryError, type RepositoryError } from '../domain/repository-error';
import type { OutboxEntry, OutboxItem, OutboxStore } from './kiosk-outbox-store';
import type { MutationResult, Repository } from './repository';

/*
 * A kiosk keeps what a visitor sends while it has no connection and delivers it when the network returns.
 *
 * Why an outbox of our own at the Repository level, and not Workbox background sync: the demo's requests never reach
 * the network (its service worker answers them from IndexedDB through MSW, offline too), so a queue of failed
 * requests in the worker would never hold anything there; a production kiosk talks HTTP to a real server. Here the
 * same code keeps the visitor's checked input and delivers it through whichever adapter the build has, with the
 * adapter's own answer checks. It also needs no Background Sync API (Chromium only) and works without a worker.
 *
 * Delivered once: each item has its own id and is removed only after the server answered it; one delivery runs at a
 * time in a page, and across the kiosk's tabs under a Web Lock. What the .php contract cannot promise: when a
 * delivery's answer is lost (a timeout), the item is tried again, and the server may then have it twice.
 */

export type OutboxStatus = {
  /** Items still to be delivered. */
  waiting: number;
  /** Items the server answered with a refusal: kept for staff to see, not tried again. */
  refused: number;
  /** When the outbox last tried to deliver (ms since the epoch), delivered or not. */
  lastAttemptAt: number | null;
  /** The most recent failure of an item still kept (null when none failed). */
  lastError: string | null;
};

export type KioskOutbox = {
  /** Keeps an entry to deliver later. */
  enqueue: (entry: OutboxEntry) => Promise<OutboxItem>;
  /** Delivers the items that are due (all of them with `force`: the network just came back). */
  flush: (options?: { force?: boolean }) => Promise<void>;
  status: () => OutboxStatus;
  subscribe: (listener: () => void) => () => void;
  /** Reads the stored items (the status after a reload) and delivers what is due; then on every online event and every RETRY_CHECK_MS. */
  start: () => () => void;
};

/** How often a kiosk looks for items whose backoff has passed. */
export const RETRY_CHECK_MS = 15_000;

/** The wait after a failed attempt: 10 s, doubling each time, at most 5 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5 * 60_000, 10_000 * 2 ** Math.max(0, attempts - 1));
}

/** A failure where nothing came back or the server could not take it now: worth another try later. */
export function isTransient(error: RepositoryError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.kind !== 'http') return false;
  return error.status === undefined || error.status >= 500 || error.status === 408 || error.status === 429;
}

type OutboxOptions = {
  /** Delivers an item: the kiosk's repository without the outbox. */
  repository: Repository;
  store: OutboxStore;
  isOnline?: () => boolean;
  now?: () => number;
  newId?: () => string;
  /** Runs a delivery with the other tabs of the kiosk held off. */
  exclusive?: (run: () => Promise<void>) => Promise<void>;
};

const LOCK = 'ironcrest-kiosk-outbox';

async function webLock(run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) await locks.request(LOCK, run);
  else await run();
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function createKioskOutbox({
  repository,
  store,
  isOnline = browserOnline,
  now = Date.now,
  newId = () => crypto.randomUUID(),
  exclusive = webLock,
}: OutboxOptions): KioskOutbox {
  const listeners = new Set<() => void>();
  let status: OutboxStatus = { waiting: 0, refused: 0, lastAttemptAt: null, lastError: null };
  let lastAttemptAt: number | null = null;

  const refresh = async () => {
    const items = await store.all();
    const failed = items.filter((item) => item.lastError !== null).sort((a, b) => (b.lastAttemptAt ?? 0) - (a.lastAttemptAt ?? 0));
    const tried = Math.max(lastAttemptAt ?? 0, ...items.map((item) => item.lastAttemptAt ?? 0));
    status = {
      waiting: items.filter((item) => !item.refused).length,
      refused: items.filter((item) => item.refused).length,
      lastAttemptAt: tried > 0 ? tried : null,
      lastError: failed[0]?.lastError ?? null,
    };
    listeners.forEach((listener) => listener());
  };

  const send = (item: OutboxItem): Promise<MutationResult> =>
    item.kind === 'contact' ? repository.contactSubmissions.submit(item.input) : repository.brochureRequests.submit(item.input);

  // After a failed connection the whole outbox waits its backoff (the next item would fail the same way).
  let resumeAt = 0;
  const deliver = async (force: boolean) => {
    if (!force && now() < resumeAt) return;
    for (const item of await store.all()) {
      if (item.refused || (!force && item.nextAttemptAt > now())) continue;
      const at = now();
      lastAttemptAt = at;
      try {
        await send(item);
      } catch (thrown) {
        const error = toRepositoryError(thrown);
        const attempts = item.attempts + 1;
        const refused = !isTransient(error);
        await store.put({ ...item, attempts, lastAttemptAt: at, lastError: error.message, refused, nextAttemptAt: at + retryDelayMs(attempts) });
        // The connection is gone again (or the server is down): the others wait for the next try as well.
        if (!refused) {
          resumeAt = at + retryDelayMs(attempts);
          return;
        }
        continue;
      }
      await store.remove(item.id);
    }
  };

  // One delivery at a time: a flush asked for while one runs follows it (and several such asks are one).
  let tail: Promise<void> = Promise.resolve();
  let next: { force: boolean; done: Promise<void> } | null = null;
  const flush: KioskOutbox['flush'] = ({ force = false } = {}) => {
    if (!isOnline()) return Promise.resolve();
    if (next) {
      next.force ||= force;
      return next.done;
    }
    const ask = { force, done: Promise.resolve() };
    ask.done = tail
      .then(() => {
        next = null;
        return exclusive(() => deliver(ask.force));
      })
      .catch((error: unknown) => console.warn('The kiosk outbox could not deliver:', error))
      .then(refresh)
      .catch(() => undefined);
    next = ask;
    tail = ask.done;
    return ask.done;
  };

  return {
    enqueue: async (entry) => {
      const at = now();
      const item = { ...entry, id: newId(), queuedAt: at, attempts: 0, nextAttemptAt: at, lastAttemptAt: null, lastError: null, refused: false } as OutboxItem;
      await store.put(item);
      await refresh();
      return item;
    },
    flush,
    status: () => status,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => {
      const online = () => void flush({ force: true });
      window.addEventListener('online', online);
      const timer = window.setInterval(() => void flush(), RETRY_CHECK_MS);
      void refresh()
        .then(() => flush({ force: true }))
        .catch((error: unknown) => console.warn('The kiosk outbox could not be read:', error));
      return () => {
        window.removeEventListener('online', online);
        window.clearInterval(timer);
      };
    },
  };
}

/**
 * The kiosk's Repository: a visitor's message or brochure request goes out at once when the kiosk is online; without
 * a connection (the browser says it is offline, or the request got no answer at all) it is kept in the outbox and
 * answered with the honest "saved — it will be sent when the kiosk is back online" (`queued: true`). Every other
 * call, and every other failure (the server refused, a timeout whose request may have arrived), is the repository's.
 */
export function withKioskOutbox(repository: Repository, outbox: KioskOutbox, isOnline: () => boolean = browserOnline): Repository {
  const keep = async (entry: OutboxEntry, message: string, send: () => Promise<MutationResult>): Promise<MutationResult> => {
    const saved = async () => {
      await outbox.enqueue(entry);
      return { message, queued: true };
    };
    if (!isOnline()) return saved();
    try {
      return await send();
    } catch (error) {
      if (isRepositoryError(error) && error.kind === 'network') return saved();
      throw error;
    }
  };
  const contact = repository.contactSubmissions;
  const brochure = repository.brochureRequests;
  return {
    ...repository,
    contactSubmissions: {
      ...contact,
      submit: (input) => keep({ kind: 'contact', input }, appMessages.kioskContactSaved, () => contact.submit(input)),
    },
    brochureRequests: {
      ...brochure,
      submit: (input) => keep({ kind: 'brochure', input }, appMessages.kioskBrochureSaved, () => brochure.submit(input)),
    },
  };
}
