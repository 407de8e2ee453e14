import { watchAppUpdates, type ContainerLike, type RegistrationLike } from './app-updates';

/** A service worker and registration as the browser reports them, driven by the test. */
function fakeWorker() {
  const listeners: Array<() => void> = [];
  const worker = {
    state: 'installing' as ServiceWorkerState,
    postMessage: vi.fn(),
    addEventListener: (_type: 'statechange', listener: () => void) => void listeners.push(listener),
    becomes(state: ServiceWorkerState) {
      worker.state = state;
      listeners.forEach((listener) => listener());
    },
  };
  return worker;
}

function fakeBrowser({ controlled }: { controlled: boolean }) {
  const updateFound: Array<() => void> = [];
  const controllerChange: Array<() => void> = [];
  const registration: RegistrationLike & { installing: ReturnType<typeof fakeWorker> | null; waiting: ReturnType<typeof fakeWorker> | null } = {
    installing: null,
    waiting: null,
    addEventListener: (_type, listener) => void updateFound.push(listener),
    update: vi.fn(async () => undefined),
  };
  const container: ContainerLike = {
    controller: controlled ? {} : null,
    addEventListener: (_type, listener) => void controllerChange.push(listener),
  };
  return {
    registration,
    container,
    /** The browser finds a new build and installs it; it then waits. */
    newBuildInstalls() {
      const worker = fakeWorker();
      registration.installing = worker;
      updateFound.forEach((listener) => listener());
      registration.installing = null;
      registration.waiting = worker;
      worker.becomes('installed');
      return worker;
    },
    controllerChanges: () => controllerChange.forEach((listener) => listener()),
  };
}

describe('watchAppUpdates', () => {
  it('reports a new build once it waits, and activates it and reloads only when accepted', () => {
    const browser = fakeBrowser({ controlled: true });
    const reload = vi.fn();
    const updates = watchAppUpdates(browser.registration, browser.container, reload);
    const seen = vi.fn();
    updates.subscribe(seen);
    expect(updates.isWaiting()).toBe(false);

    const worker = browser.newBuildInstalls();
    expect(updates.isWaiting()).toBe(true);
    expect(seen).toHaveBeenCalled();
    expect(worker.postMessage).not.toHaveBeenCalled();

    updates.accept();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    browser.controllerChanges();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('opens the given address with the new build, when one is given', () => {
    const browser = fakeBrowser({ controlled: true });
    const reload = vi.fn();
    const updates = watchAppUpdates(browser.registration, browser.container, reload);
    browser.newBuildInstalls();
    updates.accept('/demo/');
    browser.controllerChanges();
    expect(reload).toHaveBeenCalledWith('/demo/');
  });

  it('finds a build that was already waiting before the page looked', () => {
    const browser = fakeBrowser({ controlled: true });
    browser.registration.waiting = fakeWorker();
    expect(watchAppUpdates(browser.registration, browser.container, vi.fn()).isWaiting()).toBe(true);
  });

  it('does not call the very first install an update', () => {
    const browser = fakeBrowser({ controlled: false });
    const updates = watchAppUpdates(browser.registration, browser.container, vi.fn());
    browser.newBuildInstalls();
    expect(updates.isWaiting()).toBe(false);
  });

  it('does not reload when another tab switched builds', () => {
    const browser = fakeBrowser({ controlled: true });
    const reload = vi.fn();
    watchAppUpdates(browser.registration, browser.container, reload);
    browser.controllerChanges();
    expect(reload).not.toHaveBeenCalled();
  });
});
