import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { KioskContext } from '../../public/shared/kiosk';
import { IdleWarning } from './IdleWarning';
import { createIdleTimer, type IdleTimer } from './idle-timer';
import { leavesKiosk } from './kiosk-links';
import type { KioskMode } from './kiosk-mode';
import type { AppUpdates } from '../pwa/app-updates';
import './kiosk.css';

/** What counts as someone using the screen. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'input'] as const;

type KioskShellProps = {
  mode: KioskMode;
  basePath: string;
  /**
   * Starts the site over for the next visitor. By default the page reloads at the home page (the service worker
   * serves it offline): forms, menus, dialogs, notices and scroll position all begin fresh. `remount` is the fallback
   * when a reload could not load (offline without a service worker): it re-creates the app in place.
   */
  startOver?: (remount: () => void) => void;
  /** A new build waiting to run: the reset is the moment to switch, nobody is using the screen. */
  updates?: AppUpdates | null;
  children: ReactNode;
};

function defaultStartOver(basePath: string, updates: AppUpdates | null) {
  return (remount: () => void) => {
    // A plain reload would keep the old build (the page never lets go of its worker); switching reloads with the new.
    if (updates?.isWaiting()) {
      updates.accept(basePath);
      return;
    }
    const canReload = navigator.onLine || Boolean(navigator.serviceWorker?.controller);
    if (canReload) {
      window.location.replace(basePath);
      return;
    }
    window.history.replaceState(null, '', basePath);
    window.scrollTo(0, 0);
    remount();
  };
}

/**
 * Kiosk mode around the whole app: tells the screens (KioskContext), marks the document for the touch-size styles,
 * keeps visitors inside the site, and after the idle time warns, then starts over at the home page.
 */
export function KioskShell({ mode, basePath, startOver, updates = null, children }: KioskShellProps) {
  const [generation, setGeneration] = useState(0);
  const [resetAt, setResetAt] = useState<number | null>(null);
  const timer = useRef<IdleTimer | null>(null);
  const remount = useCallback(() => setGeneration((value) => value + 1), []);

  useEffect(() => {
    if (!mode.enabled) return undefined;
    const root = document.documentElement;
    root.dataset.kiosk = '';
    const restart = startOver ?? defaultStartOver(basePath, updates);
    const idle = createIdleTimer({
      idleMs: mode.idleMs,
      onWarn: (at) => setResetAt(at),
      onResume: () => setResetAt(null),
      onIdle: () => {
        setResetAt(null);
        restart(remount);
      },
    });
    timer.current = idle;
    const onActivity = () => idle.activity();
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (anchor instanceof HTMLAnchorElement && leavesKiosk(anchor, window.location, basePath)) event.preventDefault();
    };
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, { capture: true, passive: true }));
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      idle.stop();
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity, { capture: true }));
      document.removeEventListener('click', onClick, { capture: true });
      delete root.dataset.kiosk;
    };
  }, [mode.enabled, mode.idleMs, basePath, startOver, updates, remount]);

  if (!mode.enabled) return <>{children}</>;
  return (
    <KioskContext.Provider value>
      <Fragment key={generation}>{children}</Fragment>
      {resetAt !== null ? <IdleWarning resetAt={resetAt} onContinue={() => timer.current?.activity()} /> : null}
    </KioskContext.Provider>
  );
}
