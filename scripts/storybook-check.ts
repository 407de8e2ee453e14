/**
 * npm run check:storybook: opens every story and docs page of the BUILT static Storybook in Chromium, as a reader of
 * the published Storybook does, and exits 1 when any of them fails: Storybook's error display, a render or play
 * function error, React Router's "Unexpected Application Error", an uncaught page error or a console error.
 *
 * Each of the parallel pages loads the preview frame once and then moves from entry to entry as the published
 * Storybook's manager does when a reader picks the next story in its sidebar: it asks the preview, over its channel,
 * to show that story (`setCurrentStory`), without reloading the frame. Loading the frame for every entry (Storybook's
 * runtime, the addons, MSW) took three times as long (238 s against 91 s for the 102 public entries). A page that
 * fails is opened again alone, from its own address in a fresh page, as a reader following a link to it would.
 *
 * `npm run build-storybook` (or `storybook build -o <dir>`) first; the folder is served as a static host serves it.
 * Options: --dir <folder> (default storybook-static), --parallel N pages at once (default 4), --only <id part>.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type ConsoleMessage, type Page, type Response } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { serveStatic } from '../tests/e2e/support/static-server';
import { WATCHED_EVENTS, checkedEntries, entryUrl, pageProblems, type PageReport } from './storybook-check-entries';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'storybook-static' },
    parallel: { type: 'string', default: '4' },
    only: { type: 'string' },
  },
});
const dir = resolve(values.dir);
const indexFile = join(dir, 'index.json');
if (!existsSync(indexFile)) {
  console.error(`check:storybook: ${indexFile} is missing: build the static Storybook first (npm run build-storybook).`);
  process.exit(1);
}
const entries = checkedEntries(JSON.parse(readFileSync(indexFile, 'utf8')), values.only);
const parallel = Math.max(1, Number(values.parallel) || 4);
/** How long one story or docs page may take to render (and play) before it counts as failed. */
const RENDER_TIMEOUT_MS = 45_000;
const DESKTOP = { width: 1280, height: 800 };

/**
 * Runs in every page before Storybook's own code: records the preview channel's outcome events as they are emitted
 * (the channel is a plain global assignment, so a setter sees it appear before the first story renders). A string,
 * so that what runs in the page is exactly this (no helper the script's compiler might add to a function).
 */
const RECORD_PREVIEW_EVENTS = `
(() => {
  const events = [];
  window.__storybookCheck = events;
  const watched = ${JSON.stringify(WATCHED_EVENTS)};
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next) => {
      channel = next;
      for (const event of watched) {
        next.on(event, (payload) => {
          let copy;
          try { copy = JSON.parse(JSON.stringify(payload ?? null)); } catch { copy = String(payload); }
          events.push({ event, payload: copy });
        });
      }
    },
  });
})();
`;

/** What the preview knows of each story before it renders: the viewport it is pinned to, whether it logs on purpose. */
type StoryInfo = { viewport?: { width: number; height: number }; logsErrors: boolean };

/** Reads every story's globals and parameters from the preview once (its own story store, all CSF files loaded). */
async function storyInfo(page: Page, base: string): Promise<Record<string, StoryInfo>> {
  await page.goto(new URL('iframe.html', base).href, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
  return page.evaluate(async () => {
    type Extracted = {
      storyGlobals?: { viewport?: { value?: string } };
      parameters?: { logsErrors?: boolean; viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> } };
    };
    type Preview = { ready: () => Promise<void>; storyStoreValue: { cacheAllCSFFiles: () => Promise<void>; extract: () => Record<string, Extracted> } };
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__;
    await preview.ready();
    await preview.storyStoreValue.cacheAllCSFFiles();
    const info: Record<string, StoryInfo> = {};
    for (const [id, story] of Object.entries(preview.storyStoreValue.extract())) {
      const name = story.storyGlobals?.viewport?.value;
      const styles = name ? story.parameters?.viewport?.options?.[name]?.styles : undefined;
      info[id] = {
        logsErrors: Boolean(story.parameters?.logsErrors),
        viewport: styles?.width ? { width: parseInt(styles.width, 10), height: parseInt(styles.height ?? '800', 10) } : undefined,
      };
    }
    return info;
  });
}

/** What the check keeps in the preview frame's window, beside Storybook's channel. */
type PreviewWindow = {
  /** The channel's outcome events since the current entry began (RECORD_PREVIEW_EVENTS). */
  __storybookCheck?: Array<{ event: string; payload: unknown }>;
  /** The entry this frame last finished showing; a frame that reloaded itself since has none. */
  __storybookCheckShown?: string;
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

/**
 * Shows the entry in the preview frame the page already holds, as the manager does (the channel's setCurrentStory),
 * after forgetting the previous entry's events. Otherwise the caller loads the entry's own address: 'not shown' when
 * the page holds no preview frame yet, one on the error display or one holding frames of its own, 'reloaded' when the
 * frame reloaded itself since.
 */
async function showInPreview(page: Page, base: string, entry: (typeof entries)[number]): Promise<'shown' | 'not shown' | 'reloaded'> {
  if (!page.url().startsWith(new URL('iframe.html', base).href)) return 'not shown';
  try {
    return await page.evaluate(
      ({ storyId, viewMode }) => {
        const preview = window as unknown as PreviewWindow;
        // A frame that reloaded itself after the previous entry (its Storybook may still be starting), or that shows
        // the previous entry's error display (which would end the wait at once), is loaded afresh.
        if (!preview.__storybookCheckShown) return 'reloaded' as const;
        if (!preview.__STORYBOOK_ADDONS_CHANNEL__ || !preview.__storybookCheck || document.body.classList.contains('sb-show-errordisplay')) return 'not shown' as const;
        // A docs page showing a story in a frame of its own (`inline: false`): that frame may still be starting, and
        // taking it away then makes its Storybook log an error that no reader would see.
        if (document.querySelector('iframe')) return 'not shown' as const;
        preview.__storybookCheck.length = 0;
        preview.__storybookCheckShown = storyId;
        preview.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode });
        return 'shown' as const;
      },
      { storyId: entry.id, viewMode: entry.type === 'docs' ? 'docs' : 'story' },
    );
  } catch {
    // The frame was navigating (a story that follows a link): load the entry's address instead.
    return 'reloaded';
  }
}

/** Empties the site's local and session storage in the page, once its frame has finished any navigation it began. */
async function clearStorage(page: Page, base: string): Promise<void> {
  for (let attempt = 0; attempt < 2 && page.url().startsWith(base); attempt += 1) {
    try {
      await page.evaluate(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
      return;
    } catch {
      // The frame was navigating: clear the page it arrives at.
      await page.waitForLoadState('load').catch(() => undefined);
    }
  }
}

/**
 * Opens one entry and collects what went wrong on it: in the preview frame the page holds, or (`fresh`, or when it
 * holds none) from the entry's own address.
 */
async function visit(page: Page, base: string, entry: (typeof entries)[number], info: StoryInfo | undefined, { fresh = false } = {}): Promise<PageReport> {
  const errors: string[] = [];
  const onPageError = (error: Error) => errors.push(`page error: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    // The browser's own line for a failed request: the answers MSW gives on purpose (a failure scenario's 500) say
    // nothing, and a file missing from the build is caught below, by its response.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console error: ${message.text()}`);
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400 && !response.fromServiceWorker()) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  page.on('response', onResponse);
  let timedOut = false;
  try {
    // A story pinned to a viewport (globals.viewport) renders at that size, as Storybook's toolbar shows it.
    await page.setViewportSize(info?.viewport ?? DESKTOP);
    // Every entry starts from empty storage: what the previous one left there must not change it.
    await clearStorage(page, base);
    const shown = fresh ? 'not shown' : await showInPreview(page, base, entry);
    // Said, not failed: the reload happened after the entry before had finished, and this one opens afresh.
    if (shown === 'reloaded') console.log(`↻ ${entry.id}: the preview frame had reloaded itself since the entry before it, so it opens from its address`);
    if (shown !== 'shown') await page.goto(entryUrl(base, entry), { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
    // Done when the story's play function finished (or it failed), or the docs page rendered and its stories settled.
    await page
      .waitForFunction(
        (type) => {
          const events = (window as unknown as PreviewWindow).__storybookCheck ?? [];
          const names = new Set(events.map((e) => e.event));
          if (['storyErrored', 'storyThrewException', 'storyMissing', 'configError', 'playFunctionThrewException'].some((n) => names.has(n))) return true;
          if (document.body.classList.contains('sb-show-errordisplay')) return true;
          return type === 'docs' ? names.has('docsRendered') : names.has('storyFinished');
        },
        entry.type,
        { timeout: RENDER_TIMEOUT_MS, polling: 100 },
      )
      .catch(() => {
        timedOut = true;
      });
    // A docs page's inline stories load their data after the page rendered: wait until its text stops changing.
    if (entry.type === 'docs' && !timedOut) await settle(page);
    // The frame is marked as the one that showed this entry only now: MSW's start reloads a frame it finds without a
    // controlling worker (its getWorkerInstance), which happens to some frames just loaded from an address, and the
    // entry is then shown by the reloaded frame.
    const state = await page.evaluate((id) => {
      const preview = window as unknown as PreviewWindow;
      preview.__storybookCheckShown = id;
      return {
        events: preview.__storybookCheck ?? [],
        errorDisplay: document.body.classList.contains('sb-show-errordisplay')
          ? (document.querySelector('.sb-errordisplay')?.textContent ?? '').trim().slice(0, 300)
          : null,
        text: document.body.innerText,
      };
    }, entry.id);
    return { entry, errors, timedOut, logsErrors: info?.logsErrors ?? false, ...state };
  } catch (error) {
    return { entry, errors: [...errors, `could not open: ${(error as Error).message}`], timedOut, events: [], errorDisplay: null, text: '', logsErrors: false };
  } finally {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
    page.off('response', onResponse);
  }
}

async function settle(page: Page): Promise<void> {
  let last = -1;
  for (let round = 0; round < 60; round += 1) {
    // A frame that reloads itself meanwhile (see the end of visit) is read again once it has loaded.
    const length = await page.evaluate(() => document.body.innerText.length).catch(async () => {
      await page.waitForLoadState('load').catch(() => undefined);
      return -1;
    });
    if (length === last && length !== -1) return;
    last = length;
    await page.waitForTimeout(400);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const server = await serveStatic(dir);
  let browser: Browser | undefined;
  const failures: Array<{ id: string; problems: string[] }> = [];
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS] });
    // Each page gets a context of its own: stories reset the data in IndexedDB, which pages of one context share.
    const open = async () => {
      const context = await browser!.newContext({ viewport: DESKTOP });
      await context.addInitScript({ content: RECORD_PREVIEW_EVENTS });
      return { context, page: await context.newPage() };
    };
    const first = await open();
    const stories = await storyInfo(first.page, server.url);
    await first.context.close();
    const queue = [...entries];
    let done = 0;
    const worker = async () => {
      const { context, page } = await open();
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const problems = pageProblems(await visit(page, server.url, entry, stories[entry.id]));
        done += 1;
        if (problems.length > 0) {
          failures.push({ id: entry.id, problems });
          console.log(`✗ ${entry.id}\n${problems.map((p) => `    ${p}`).join('\n')}`);
        } else if (done % 25 === 0) {
          console.log(`  ${done}/${entries.length} checked`);
        }
      }
      await context.close();
    };
    await Promise.all(Array.from({ length: Math.min(parallel, entries.length) }, worker));
    // A page that failed while others loaded the machine is opened once more, alone and from its own address: one that
    // passes then is named (a play function's wait too short for a slow machine, or a story that depends on the one
    // shown before it), not failed; one that fails again is a failure.
    const retried = failures.splice(0);
    if (retried.length > 0) {
      const { context, page } = await open();
      for (const failure of retried) {
        const entry = entries.find((candidate) => candidate.id === failure.id)!;
        const problems = pageProblems(await visit(page, server.url, entry, stories[entry.id], { fresh: true }));
        if (problems.length > 0) failures.push({ id: entry.id, problems });
        else console.log(`⚠ ${entry.id} passed when opened alone from its own address: a wait in its play function may be too short for a busy machine, or it depends on what the entry shown before it left behind`);
      }
      await context.close();
    }
  } finally {
    await browser?.close();
    await server.close();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const docs = entries.filter((e) => e.type === 'docs').length;
  if (failures.length > 0) {
    console.error(`check:storybook: ${failures.length} of ${entries.length} pages failed (${seconds} s): ${failures.map((f) => f.id).join(', ')}`);
    process.exit(1);
  }
  console.log(`check:storybook: ${entries.length - docs} stories and ${docs} docs pages open without an error (${seconds} s).`);
}

await main();
