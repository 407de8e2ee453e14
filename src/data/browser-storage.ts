/**
 * The browser's storages, or null where there is none: storage blocked by privacy settings throws on access, and the
 * prerender and Node have no window. Every caller then works without keeping anything (its own comment says how).
 */
function storageOrNull(pick: (w: Window) => Storage): Storage | null {
  try {
    return typeof window === 'undefined' ? null : pick(window);
  } catch {
    return null;
  }
}

export const localStore = (): Storage | null => storageOrNull((w) => w.localStorage);

export const sessionStore = (): Storage | null => storageOrNull((w) => w.sessionStorage);
