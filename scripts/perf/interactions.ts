import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium';
import { DEFAULT_CPU_SLOWDOWN } from './budget';
import { longestTask, slowestInteraction, type EventTimingEntry, type InteractionRow } from './interaction-budget';

/*
 * The first interactions of a phone (npm run perf, beside the Lighthouse table): a build opened in Chromium at 390 px
 * with the CPU slowed down 4× (CDP Emulation.setCPUThrottlingRate; `npm run perf -- --cpu-slowdown` sets another),
 * where a person taps as soon as the page shows.
 * The public site: the menu toggle and the slider's Next on the home page, typing into the contact form on
 * /contact-us, each measured with the Event Timing API (the longest event per interactionId: what INP takes). The back
 * office: login to the dashboard, then switching sections, each step's longest task from a 'longtask' observer.
 */

const PHONE = { width: 390, height: 844 };
/** Each control is pressed this often, a little apart, so the presses fall on whatever the start-up is doing then. */
const PRESSES = 6;
const PRESS_GAP_MS = 350;
/** The back-office sections switched to after the dashboard, by their sidebar labels. */
const ADMIN_SECTIONS = ['Page Management', 'Slider Management', 'Contact Form Data', 'Content Management'];
const TIMEOUT_MS = 60_000;

/** Installed before any script of the page: what the Event Timing API and the long-task observer report. */
function observePage() {
  const record = window as unknown as { __perfEvents: unknown[]; __perfTasks: number[] };
  record.__perfEvents = [];
  record.__perfTasks = [];
  new PerformanceObserver((list) => {
    // interactionId is in Chromium's Event Timing entries, not yet in TypeScript's DOM types.
    for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId: number }>) {
      record.__perfEvents.push({ name: entry.name, interactionId: entry.interactionId, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.__perfTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

async function openPage(browser: Browser, slowdown: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await context.addInitScript(observePage);
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT_MS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return { page, close: () => context.close() };
}

/** Waits until the page has painted its content (first contentful paint). */
async function painted(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { polling: 16 });
}

/** Lets the last events' entries arrive (they are reported after the next paint), then reads them. */
async function eventEntries(page: Page): Promise<EventTimingEntry[]> {
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __perfEvents: EventTimingEntry[] }).__perfEvents);
}

async function interaction(browser: Browser, slowdown: number, build: InteractionRow['build'], step: string, run: (page: Page) => Promise<void>): Promise<InteractionRow> {
  const { page, close } = await openPage(browser, slowdown);
  try {
    await run(page);
    const slowest = slowestInteraction(await eventEntries(page));
    return { build, step, kind: 'interaction', value: slowest?.duration ?? null, count: slowest?.interactions };
  } finally {
    await close();
  }
}

async function pressRepeatedly(page: Page, press: () => Promise<void>): Promise<void> {
  for (let time = 0; time < PRESSES; time += 1) {
    await press();
    await page.waitForTimeout(PRESS_GAP_MS);
  }
}

/** The public site's first interactions, each on a freshly opened page. */
async function publicInteractions(browser: Browser, slowdown: number, build: InteractionRow['build'], url: string): Promise<InteractionRow[]> {
  return [
    // Before the app runs the toggle is a link to the sitemap (the page works without JavaScript); the button is the
    // app's, so the first press is as soon as it is there.
    await interaction(browser, slowdown, build, 'menu toggle (/)', async (page) => {
      await page.goto(`${url}/`, { waitUntil: 'commit' });
      await painted(page);
      const toggle = page.getByRole('button', { name: 'Toggle navigation menu' });
      await pressRepeatedly(page, () => toggle.click());
    }),
    await interaction(browser, slowdown, build, 'slider Next (/)', async (page) => {
      await page.goto(`${url}/`, { waitUntil: 'commit' });
      await painted(page);
      await page.getByRole('button', { name: 'Toggle navigation menu' }).waitFor();
      const next = page.getByRole('button', { name: 'Next slide' });
      await pressRepeatedly(page, () => next.click());
    }),
    // Typing works before the app runs (the prerendered form keeps the text), so it starts at the first paint.
    await interaction(browser, slowdown, build, 'typing in the contact form (/contact-us)', async (page) => {
      await page.goto(`${url}/contact-us`, { waitUntil: 'commit' });
      await painted(page);
      const name = page.getByLabel(/^Full Name/);
      await name.click();
      await name.pressSequentially('Asha Verma, Ludhiana Fencing Works', { delay: 80 });
    }),
  ];
}

/** Runs one back-office step and returns the longest task it caused. */
async function adminStep(page: Page, build: InteractionRow['build'], step: string, run: () => Promise<void>): Promise<InteractionRow> {
  await page.evaluate(() => ((window as unknown as { __perfTasks: number[] }).__perfTasks = []));
  await run();
  // Whatever the screen does once it shows (its remaining queries, lazy parts) belongs to the step too.
  await page.waitForTimeout(1500);
  const tasks = await page.evaluate(() => (window as unknown as { __perfTasks: number[] }).__perfTasks);
  return { build, step, kind: 'longest task', value: longestTask(tasks) };
}

/** The back office: login to the dashboard, then each section from the sidebar. */
async function adminTasks(browser: Browser, slowdown: number, build: InteractionRow['build'], url: string, credentials: { username: string; password: string }): Promise<InteractionRow[]> {
  const { page, close } = await openPage(browser, slowdown);
  await page.setViewportSize({ width: 1280, height: 900 });
  try {
    await page.goto(`${url}/admin`);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.getByLabel(/Username/).fill(credentials.username);
    await page.getByLabel(/Password/).fill(credentials.password);
    const rows = [
      await adminStep(page, build, 'admin: login → Dashboard', async () => {
        await page.getByRole('button', { name: 'Login' }).click();
        await page.getByRole('heading', { level: 2, name: 'Dashboard', exact: true }).waitFor();
      }),
    ];
    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    for (const section of ADMIN_SECTIONS) {
      rows.push(
        await adminStep(page, build, `admin: ${section}`, async () => {
          await sidebar.getByRole('link', { name: section, exact: true }).click();
          await page.getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
        }),
      );
    }
    return rows;
  } finally {
    await close();
  }
}

/**
 * Every figure of one build: the public site's first interactions and the back office's longest tasks. The back
 * office is measured at 1280 px (a desk), with the same CPU slowdown (`slowdown`, 4× unless told otherwise).
 */
export async function measureInteractions(
  build: InteractionRow['build'],
  url: string,
  credentials: { username: string; password: string },
  slowdown = DEFAULT_CPU_SLOWDOWN,
): Promise<InteractionRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  try {
    return [...(await publicInteractions(browser, slowdown, build, url)), ...(await adminTasks(browser, slowdown, build, url, credentials))];
  } finally {
    await browser.close();
  }
}
