import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../support/chromium';


export type Session = { context: BrowserContext; page: Page; url: (path: string) => string; close: () => Promise<void>; errors: string[] };

/** A fresh browser profile (its own IndexedDB and service worker) with one page. */
export async function openBrowser({ width = 1280, height = 800 }: { width?: number; height?: number } = {}): Promise<Session> {
  const profile = mkdtempSync(join(tmpdir(), 'ironcrest-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS],
    viewport: { width, height },
    acceptDownloads: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Any Content-Security-Policy violation (the built site carries the policy) fails the journey like an error.
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => errors.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) errors.push(message.text());
  });
  waitForAppAfterLoads(page);
  const base = inject('baseUrl');
  return {
    context,
    page,
    errors,
    url: (path: string) => new URL(path.replace(/^\//, ''), base).toString(),
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Set on <html> by src/app/start.tsx once the app runs on its data path (src/app/live-render.ts). */
const APP_READY = 'data-app-ready';

/**
 * Every page load of the session (goto, reload) resolves once the app is ready, not at the load event: a prerendered
 * page shows its content at once, and the demo's service worker may still reload a page opened before it took
 * control. Loads of anything but the app (a file, Storybook) resolve as before.
 */
function waitForAppAfterLoads(page: Page): void {
  // What the page said and fetched lately, to name why an app never became ready.
  const recent: string[] = [];
  const remember = (line: string) => {
    recent.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (recent.length > 30) recent.shift();
  };
  page.on('console', (message) => remember(`console.${message.type()}: ${message.text().slice(0, 300)}`));
  page.on('pageerror', (error) => remember(`pageerror: ${error.message.slice(0, 300)}`));
  page.on('requestfailed', (request) => remember(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) remember(`navigated: ${frame.url()}`);
  });
  const ready = async () => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        // Polled on a timer, not on animation frames: a page the browser draws no frame for is still checked.
        await page.waitForFunction(
          (attribute) => document.documentElement.hasAttribute(attribute) || !document.getElementById('root'),
          APP_READY,
          { timeout: 2_000, polling: 100 },
        );
        return;
      } catch (error) {
        // A reload destroys the page being waited on; wait on the next one.
        if (Date.now() > deadline) throw new Error(`The app never became ready in 30 s: ${await describePage(page)}\n${recent.join('\n')}`, { cause: error });
      }
    }
  };
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await original(...args);
      await ready();
      return response;
    };
  }
}

/** The state of a page that never became ready: its address, attributes, what it shows and its service worker. */
async function describePage(page: Page): Promise<string> {
  return page
    .evaluate(async () => {
      const root = document.getElementById('root');
      const frame = await Promise.race([
        new Promise<string>((resolve) => requestAnimationFrame(() => resolve('drawn'))),
        new Promise<string>((resolve) => setTimeout(() => resolve('none within 1 s'), 1_000)),
      ]);
      return JSON.stringify({
        url: location.href,
        readyState: document.readyState,
        visibility: document.visibilityState,
        htmlAttributes: [...document.documentElement.attributes].map((a) => `${a.name}=${a.value}`),
        root: root?.textContent?.replace(/\s+/g, ' ').slice(0, 300) ?? null,
        body: document.body.innerText.replace(/\s+/g, ' ').slice(0, 300),
        controller: navigator.serviceWorker?.controller?.state ?? null,
        animationFrame: frame,
        sinceNavigation: Math.round(performance.now()),
      });
    })
    .catch((error: unknown) => `(the page could not be read: ${error instanceof Error ? error.message : String(error)})`);
}

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

type AxeViolation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[]; html: string; failureSummary?: string }> };

/** Runs axe-core in the page (or the part `include` selects); fails on violations of the given impacts (serious or critical by default), naming them. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label: string,
  { impacts = ['serious', 'critical'], include }: { impacts?: readonly string[]; include?: string } = {},
): Promise<void> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through DevTools rather than as an inline <script>, which the site's Content-Security-Policy blocks.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: Document | { include: string[] }, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
    // Each finding names the element (selector and the start of its markup) and what axe wants fixed.
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target.join(' '), html: n.html.slice(0, 160), fix: n.failureSummary?.split('\n').slice(1, 3).join(' ').trim() })),
    }));
  }, include);
  const serious = violations.filter((v) => impacts.includes(v.impact ?? ''));
  expect(serious, `${label}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}
