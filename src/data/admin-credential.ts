import { sessionStore } from './browser-storage';

/**
 * Where the back-office credential of hardened mode lives during a session (src/domain/admin-credential.ts derives
 * it): this tab's sessionStorage only, never localStorage or the bundle, so it goes when the tab closes; logout, the
 * session's end and the idle timeout clear it (session.ts). The HTTP adapter reads it at each back-office call
 * through `adminCredentialProvider` (src/app/create-repository.ts).
 */
export const ADMIN_CREDENTIAL_KEY = 'adminCredential';

type MissingListener = () => void;
const missingListeners = new Set<MissingListener>();

export function readAdminCredential(): string | null {
  return sessionStore()?.getItem(ADMIN_CREDENTIAL_KEY) || null;
}

export function storeAdminCredential(credential: string): void {
  sessionStore()?.setItem(ADMIN_CREDENTIAL_KEY, credential);
}

export function clearAdminCredential(): void {
  sessionStore()?.removeItem(ADMIN_CREDENTIAL_KEY);
}

/**
 * The credential for a back-office call. Missing (a tab opened after login, a cleared store), it tells the listeners,
 * so the back office shows the login form with a notice, and answers null: the adapter then fails the call unsent.
 */
export function adminCredentialProvider(): string | null {
  const credential = readAdminCredential();
  if (credential === null) for (const listener of [...missingListeners]) listener();
  return credential;
}

/** Calls `listener` whenever a back-office call finds no credential; answers the function that stops it. */
export function onAdminCredentialMissing(listener: MissingListener): () => void {
  missingListeners.add(listener);
  return () => {
    missingListeners.delete(listener);
  };
}
