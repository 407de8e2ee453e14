import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { KioskOutbox } from '../../data/kiosk-outbox';
import { KioskContext } from '../../public/shared/kiosk';
import { turnAutofillOff } from './autofill-off';
import { IdleWarning } from './IdleWarning';
import { createIdleTimer, type IdleTimer } from './idle-timer';
import { leavesKiosk } from './kiosk-links';
import type { KioskMode } from './kiosk-mode';
import { OutboxStatus } from './OutboxStatus';
import { restoreTypedForms, type TypedForm } from './typed-text';
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
  /** What visitors sent without a connection, waiting to be delivered (kiosk-repository.ts): delivered from here, its state shown. */
  outbox?: KioskOutbox | null;
  /**
   * Reads what was typed into the prerendered page's forms (typed-text.ts). Called while the shell first renders: in
   * the task that replaces the page with the app, so no keystroke falls between reading and replacing.
   */
  takeTyped?: () => TypedForm[];
  children: ReactNode;
};

/** The home page as a reset leaves it: at the base path with no fragment, scrolled to the top. */
function isFreshHome(location: Pick<Location, 'pathname' | 'hash'>, scrollY: number, basePath: string): boolean {
  const home = basePath.replace(/\/*$/, '/');
  return location.pathname.replace(/\/*$/, '/') === home && location.hash === '' && scrollY === 0;
}

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
 * keeps visitors inside the site, turns autofill off, keeps what was typed before the app took the page over, delivers
 * and shows the outbox, and after the idle time warns, then starts over at the home page.
 */
export function KioskShell({ mode, basePath, startOver, updates = null, outbox = null, takeTyped, children }: KioskShellProps) {
  const [generation, setGeneration] = useState(0);
  const [resetAt, setResetAt] = useState<number | null>(null);
  const timer = useRef<IdleTimer | null>(null);
  const remount = useCallback(() => setGeneration((value) => value + 1), []);
  const [typed] = useState(() => (mode.enabled && takeTyped ? takeTyped() : []));
  // The home page freshly loaded (a reset's reload, or the kiosk switched on) is what a reset would show: nothing to
  // start over until someone uses it, so a kiosk nobody touches is not reloaded at every idle period. Anything else
  // (another page, text typed or the page scrolled before the app took over) counts from the start.
  const [counting] = useState(() => ({ armed: typed.length > 0 || !isFreshHome(window.location, window.scrollY, basePath) }));
  const restored = useRef(false);

  // Before the forms' own effects take them over: what was typed goes back in, once.
  useLayoutEffect(() => {
    if (restored.current || typed.length === 0) return undefined;
    restored.current = true;
    // It stops by itself once every form is filled (or after a while); a remount must not stop it early.
    restoreTypedForms(document.body, typed);
    return undefined;
  }, [typed]);

  useEffect(() => (mode.enabled && outbox ? outbox.start() : undefined), [mode.enabled, outbox]);

  useEffect(() => {
    if (!mode.enabled) return undefined;
    const root = document.documentElement;
    root.dataset.kiosk = '';
    const restart = startOver ?? defaultStartOver(basePath, updates);
    const idle = createIdleTimer({
      idleMs: mode.idleMs,
      armed: counting.armed,
      onWarn: (at) => setResetAt(at),
      onResume: () => setResetAt(null),
      onIdle: () => {
        setResetAt(null);
        restart(remount);
      },
    });
    timer.current = idle;
    const onActivity = () => {
      counting.armed = true;
      idle.activity();
    };
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (anchor instanceof HTMLAnchorElement && leavesKiosk(anchor, window.location, basePath)) event.preventDefault();
    };
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, { capture: true, passive: true }));
    document.addEventListener('click', onClick, { capture: true });
    const autofillOn = turnAutofillOff(document.body);
    return () => {
      autofillOn();
      idle.stop();
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity, { capture: true }));
      document.removeEventListener('click', onClick, { capture: true });
      delete root.dataset.kiosk;
    };
  }, [mode.enabled, mode.idleMs, basePath, startOver, updates, remount, counting]);

  if (!mode.enabled) return <>{children}</>;
  return (
    <KioskContext.Provider value>
      <Fragment key={generation}>{children}</Fragment>
      {outbox ? <OutboxStatus outbox={outbox} /> : null}
      {resetAt !== null ? <IdleWarning resetAt={resetAt} onContinue={() => timer.current?.activity()} /> : null}
    </KioskContext.Provider>
  );
}
