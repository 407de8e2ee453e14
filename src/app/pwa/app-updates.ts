/**
 * Watches the service worker registration for a new build. A new build installs in the background, then waits; the
 * visitor decides when to switch (accept), and the page reloads once the new worker controls it, so code of two
 * builds never runs in one page.
 */
export type AppUpdates = {
  /** True once a new build is installed and waiting. */
  isWaiting: () => boolean;
  subscribe: (listener: () => void) => () => void;
  /** Activates the waiting build and reloads the page with it (or opens `nextUrl` with it). */
  accept: (nextUrl?: string) => void;
};

type ServiceWorkerLike = {
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'statechange', listener: () => void) => void;
};
export type RegistrationLike = {
  installing: ServiceWorkerLike | null;
  waiting: ServiceWorkerLike | null;
  addEventListener: (type: 'updatefound', listener: () => void) => void;
  update: () => Promise<unknown>;
};
export type ContainerLike = {
  controller: unknown;
  addEventListener: (type: 'controllerchange', listener: () => void) => void;
};

/** How often a page left open all day (a kiosk) asks the host for a new build. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export function watchAppUpdates(
  registration: RegistrationLike,
  container: ContainerLike,
  reload: (nextUrl?: string) => void = (nextUrl) => (nextUrl ? window.location.replace(nextUrl) : window.location.reload()),
): AppUpdates {
  const listeners = new Set<() => void>();
  let waiting = false;
  let accepted = false;
  let afterSwitch: string | undefined;

  const check = () => {
    // The first install (no controller yet) is not an update: it simply starts working.
    const next = registration.waiting !== null && container.controller !== null;
    if (next === waiting) return;
    waiting = next;
    listeners.forEach((listener) => listener());
  };
  const track = (worker: ServiceWorkerLike | null) => {
    worker?.addEventListener('statechange', check);
  };

  track(registration.installing);
  registration.addEventListener('updatefound', () => track(registration.installing));
  container.addEventListener('controllerchange', () => {
    if (accepted) reload(afterSwitch);
  });
  check();

  return {
    isWaiting: () => waiting,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accept: (nextUrl) => {
      const worker = registration.waiting;
      if (!worker) return;
      accepted = true;
      afterSwitch = nextUrl;
      worker.postMessage({ type: 'SKIP_WAITING' });
    },
  };
}

/**
 * Registers the app's worker (MSW has usually done so already; registering the same script again is a no-op) and
 * watches it for new builds. Resolves null where no worker can run; the app then simply works online.
 */
export async function registerAppWorker(scriptUrl: string, scope: string): Promise<AppUpdates | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return null;
  try {
    const registration = await navigator.serviceWorker.register(scriptUrl, { scope });
    window.setInterval(() => {
      if (navigator.onLine) registration.update().catch(() => undefined);
    }, UPDATE_CHECK_INTERVAL_MS);
    return watchAppUpdates(registration, navigator.serviceWorker);
  } catch (error) {
    console.warn('The offline service worker could not be registered; the app works online only.', error);
    return null;
  }
}
