import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { getConfig, loadQueryDevtools, type AppConfig } from '../config';
import { setPageBudget } from '../data/page-budget';
import { backgroundTask, nextTask } from '../domain/next-task';
import { createQueryClient } from '../data/query-client';
import { deferredRepository } from '../data/deferred-repository';
import type { WriteListener } from '../data/mutations/writer';
import type { Repository } from '../data/repository';
import { PrerenderedYearContext } from '../ui/current-year';
import { App, createAppRouter } from './App';
import { afterNextFrame } from './after-hero-paint';
import { isChunkLoadError } from './chunk-errors';
import { StartupError } from './StartupError';
import { announceStartupFailure } from './startup-failure';
import { createRepository, type CreatedRepository } from './create-repository';
import { resolveKioskMode } from './kiosk/kiosk-mode';
import { APP_READY_ATTRIBUTE, LIVE_RENDER_ATTRIBUTE, rememberDemoWrite } from './live-render';
import { readPrerenderState } from './prerender-state';
import { holdPrerenderedContent, routeDataLoader } from './prerendered-content';
import type { AppUpdates } from './pwa/app-updates';
import type { renderSideControls as SideControls } from './side-controls';
import { routes } from './routes';

function storage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** The router path of the address (without the base path), as the prerender step names its pages. */
function routerPath(basePath: string): string {
  const base = basePath.replace(/\/+$/, '');
  const path = window.location.pathname.startsWith(base) ? window.location.pathname.slice(base.length) : window.location.pathname;
  return path.length > 1 ? path.replace(/\/+$/, '') : path || '/';
}

/** Loads the code of the lazy routes the address matches, so the first render is the page, not its loading state. */
async function loadMatchedRoutes(basePath: string): Promise<void> {
  const matches = matchRoutes(routes, window.location, basePath) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The demo remembers its own content edits, so its next page load renders them instead of the prerendered seed
 * content; a visitor's own messages and applications change no public page (live-render.ts decides per area).
 * Every write goes through the mutation layer, which tells this listener (src/data/mutations/writer.ts).
 */
function demoWriteListener(created: Promise<CreatedRepository>): WriteListener {
  return (areas, write) => {
    void created.then(({ demo }) => {
      if (demo) rememberDemoWrite(storage('localStorage'), areas, write);
    }, () => undefined);
  };
}

async function registerWorker(config: AppConfig, { demo }: CreatedRepository): Promise<AppUpdates | null> {
  // The demo's worker also caches the app for offline use, and so does a production kiosk's (VITE_KIOSK=1: a screen
  // that must open without a connection); any other real deployment (demo null) registers none.
  if ((demo ? demo.fallbackReason !== null : !config.kiosk) || !config.offlineWorker) return null;
  const { registerAppWorker } = await import('./pwa/app-updates');
  return registerAppWorker(config.serviceWorkerUrl, config.basePath);
}

/** Kiosk mode's parts: its shell, the outbox around the repository (kiosk-repository.ts) and the typed-text keeper. */
async function loadKiosk(repository: Repository) {
  const [{ KioskShell }, { kioskRepository }, { captureTypedForms }] = await Promise.all([
    import('./kiosk/KioskShell'),
    import('./kiosk/kiosk-repository'),
    import('./kiosk/typed-text'),
  ]);
  return { KioskShell, captureTypedForms, ...kioskRepository(repository) };
}

/** The update prompt, the demo's scenario switcher and the devtools, loaded after the page is up (side-controls.tsx). */
async function sideControls(...args: Parameters<typeof SideControls>): Promise<void> {
  const [, demo, kiosk, updates] = args;
  // Nothing to show (a production site without a service worker): neither its code nor its stylesheet loads.
  if (!updates && !(demo && !kiosk.enabled) && !loadQueryDevtools) return;
  const { renderSideControls } = await import('./side-controls');
  renderSideControls(...args);
}

/**
 * Starts the app (main.tsx imports this module once the page has painted). A prerendered page whose data is this browser's (production, and the demo
 * without local edits or failure scenarios) hydrates at once from the data in its HTML, while the adapter — in the
 * demo the mock service worker and IndexedDB — loads after the first paint; its data then revalidates in the
 * background, shown from the next page the visitor opens. Any other
 * page (the back office, a kiosk, an edited demo) renders once the adapter is ready. A start-up failure keeps a
 * readable page with a notice and Retry, and is shown on an empty one, never a blank page.
 */
async function start() {
  const container = document.getElementById('root')!;
  const live = () => document.documentElement.removeAttribute(LIVE_RENDER_ATTRIBUTE);
  try {
    const config = getConfig();
    // Every public page gets one time budget, the API timeout, for all its reads (page-budget.ts); the back office not.
    const adminPath = `${config.basePath.replace(/\/+$/, '')}/admin`;
    setPageBudget(config.apiTimeoutMs, (address) => address.pathname !== adminPath && !address.pathname.startsWith(`${adminPath}/`));
    const kiosk = resolveKioskMode(config, window.location.search, storage('sessionStorage'));
    const queryClient = createQueryClient();
    const state = readPrerenderState(document);
    const hydrating =
      state !== null &&
      state.path === routerPath(config.basePath) &&
      !kiosk.enabled &&
      !document.documentElement.hasAttribute(LIVE_RENDER_ATTRIBUTE);

    if (hydrating) {
      hydrate(queryClient, state.queries);
      // The page keeps the content it was built with while the visitor reads it; its data revalidates in the
      // background and shows from the next page they open (prerendered-content.ts says why).
      const content = holdPrerenderedContent(queryClient);
      // The page reads nothing to hydrate, so the adapter (its schemas, in the demo MSW and IndexedDB) loads at
      // background priority: the hydration slices and a visitor's first taps run before any of it.
      const created = createRepository(config, backgroundTask);
      // Matching the address against every route is a task of its own too.
      await nextTask();
      await loadMatchedRoutes(config.basePath);
      const repository = deferredRepository(created.then(({ repository: ready }) => ready));
      const onWrite = demoWriteListener(created);
      // Reading the page's data, making the router and hydrating are tasks of their own (each is long enough to block
      // a phone).
      await nextTask();
      const router = createAppRouter();
      await nextTask();
      // As a transition, hydration works in slices and yields to the browser between them: the page stays responsive
      // (a default-priority hydration would be one long task). It renders the year the HTML holds, then the visitor's.
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <PrerenderedYearContext value={state.year}>
              <App repository={repository} queryClient={queryClient} router={router} onNavigate={content.release} onWrite={onWrite} />
            </PrerenderedYearContext>
          </StrictMode>,
        );
      });
      await nextTask();
      const revalidation = routeDataLoader(routes, window.location, config.basePath, repository);
      if (revalidation) void content.revalidate(revalidation).catch(() => undefined);
      const ready = await created;
      await sideControls(queryClient, ready.demo, kiosk, await registerWorker(config, ready));
      document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
      return;
    }

    const created = await createRepository(config);
    const updates = await registerWorker(config, created);
    await loadMatchedRoutes(config.basePath);
    // Kiosk mode's parts are loaded only for a kiosk.
    const kioskParts = kiosk.enabled ? await loadKiosk(created.repository) : null;
    const app = <App repository={kioskParts?.repository ?? created.repository} queryClient={queryClient} onWrite={demoWriteListener(Promise.resolve(created))} />;
    // A kiosk's prerendered page stays until the app's first render replaces it (React empties the container then),
    // so the shell reads what a visitor typed into it in that same task (typed-text.ts).
    if (!kioskParts) container.replaceChildren();
    const KioskShell = kioskParts?.KioskShell;
    createRoot(container).render(
      <StrictMode>
        {KioskShell ? (
          <KioskShell
            mode={kiosk}
            basePath={config.basePath}
            updates={updates}
            outbox={kioskParts.outbox}
            takeTyped={() => kioskParts.captureTypedForms(container)}
          >
            {app}
          </KioskShell>
        ) : (
          app
        )}
      </StrictMode>,
    );
    await sideControls(queryClient, created.demo, kiosk, updates);
    // The page shows (live-render.ts hid an edited demo page) once the first render has been drawn.
    await afterNextFrame();
    live();
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  } catch (error) {
    console.error(error);
    live();
    if (container.firstElementChild) {
      // A readable page (prerendered, or already rendered) is never replaced by an error: the page's guard script adds
      // a notice with Retry outside #root. A failed download says so in the notice's words; anything else, its message.
      announceStartupFailure(isChunkLoadError(error) ? null : error instanceof Error ? error.message : String(error));
      return;
    }
    container.replaceChildren();
    createRoot(container).render(<StartupError error={error} />);
  }
}

/** Starts the app once; main.tsx calls it after the first paint. */
export function startApp(): void {
  void start();
}
