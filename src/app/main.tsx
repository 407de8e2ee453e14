import './global.css';
import { nextTask } from '../domain/next-task';
import { afterHeroPaint } from './after-hero-paint';
import { announceStartupFailure } from './startup-failure';

/*
 * The entry point, kept tiny: a prerendered page is complete HTML, so the app's code (start.tsx: React, the router,
 * the query layer, the adapter) loads and hydrates only after the page has loaded and painted its largest image. Nothing of it then
 * competes with the first paint or the largest image; links work as plain links meanwhile. A page without prerendered
 * content (app.html: the back office) starts at once.
 */

/**
 * The app's code, evaluated in two tasks (React DOM, the largest library, on its own first) and started in a third, so
 * no single task blocks the page for long; both are downloaded at once. (Only modules whose every export the app uses are split this way:
 * a dynamic import keeps all of a module's exports.)
 */
async function loadApp() {
  const app = import('./start');
  // Awaited below; handled now too, so a failure while React DOM still downloads is not reported as unhandled.
  app.catch(() => undefined);
  await import('react-dom/client');
  await nextTask();
  const loaded = await app;
  // The app's modules have been evaluated; starting it (reading the page's data, hydrating) is the next task's work.
  await nextTask();
  return loaded;
}

const start = () =>
  loadApp().then(
    ({ startApp }) => startApp(),
    (error: unknown) => {
      // The app's code could not be loaded (its files gone after a deploy, a dropped connection): the page's guard
      // script keeps a prerendered page as it is with a notice and Retry, and shows the start-up error on an empty one.
      console.error(error);
      announceStartupFailure();
    },
  );

// A prerendered page starts the app once it has loaded and its largest image has been painted (after-hero-paint.ts).
const afterLoad = () => void afterHeroPaint().then(start);
const prerendered = document.getElementById('prerender-state') !== null;
if (!prerendered) void start();
else if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
