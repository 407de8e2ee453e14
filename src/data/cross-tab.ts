import type { DataArea } from './query-keys';
import { localStore } from './browser-storage';

/** What one tab tells the others: records changed (refetch these areas), or the admin session ended. */
export type CrossTabMessage =
  | { type: 'invalidate'; areas: DataArea[] }
  | { type: 'session-ended'; notice: string | null };

/** The channel name every tab of the site shares (also the storage key of the fallback). */
export const CROSS_TAB_CHANNEL = 'ironcrest-site';

function isMessage(value: unknown): value is CrossTabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (message.type === 'invalidate') return Array.isArray(message.areas) && message.areas.every((area) => typeof area === 'string');
  if (message.type === 'session-ended') return message.notice === null || typeof message.notice === 'string';
  return false;
}

/**
 * Tells the other tabs of this site. BroadcastChannel where the browser has it; otherwise a short-lived localStorage
 * entry, which fires a `storage` event in every other tab (never in the writing one, like BroadcastChannel).
 */
export function postToOtherTabs(message: CrossTabMessage, name: string = CROSS_TAB_CHANNEL): void {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(name);
    channel.postMessage(message);
    channel.close();
    return;
  }
  const storage = localStore();
  if (!storage) return;
  try {
    // The nonce makes each message a change, so the same message twice still fires the event twice.
    storage.setItem(name, JSON.stringify({ message, nonce: `${Date.now()}-${Math.random()}` }));
    storage.removeItem(name);
  } catch {
    // Storage full or blocked: the other tabs catch up on their next load.
  }
}

/** Listens to what the other tabs post; answers the function that stops listening. */
export function listenToOtherTabs(listener: (message: CrossTabMessage) => void, name: string = CROSS_TAB_CHANNEL): () => void {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(name);
    const onMessage = (event: MessageEvent) => {
      if (isMessage(event.data)) listener(event.data);
    };
    channel.addEventListener('message', onMessage as EventListener);
    return () => {
      channel.removeEventListener('message', onMessage as EventListener);
      channel.close();
    };
  }
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== name || event.newValue === null) return;
    try {
      const { message } = JSON.parse(event.newValue) as { message?: unknown };
      if (isMessage(message)) listener(message);
    } catch {
      // Not ours (another script using the key): ignored.
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
