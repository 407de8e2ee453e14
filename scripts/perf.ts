/**
 * npm run perf: the public site against a static HTML page, in one run, with Lighthouse 12 (mobile simulation,
 * Debian's Chromium).
 *
 * Builds the production variant (VITE_DATA_ADAPTER=http, prerendered from `npm run api -- --strict`, which also
 * answers its API while it is measured) and the demo (default build), serves each as a production host would
 * (scripts/perf/serve.ts), writes and serves a plain static page of the same kind (header, heading, text, one hero
 * image, footer, no JavaScript), and measures home, About Us and one content page of each build, the static page
 * too, `--runs` times each (median). Prints the table, writes it to node_modules/.cache/perf/report.md, and exits 1
 * past a budget (scripts/perf/budget.ts).
 *
 * The web-ready image case (scripts/perf/web-image-case.ts), with the production variant: a 6 MB phone photo uploaded
 * through the back office's pipeline as the first slide, the variant rebuilt (prerendered with it), then its home page
 * at 390 px beside a static page serving the same optimised photo: image bytes and LCP against their budgets.
 *
 * Then the first interactions of each build and its back office at a 4× CPU slowdown (scripts/perf/interactions.ts):
 * the slowest tap or key press (Event Timing) and each back-office step's longest task, printed beside the table.
 *
 * Options: --runs N (default 3), --only production|demo, --skip-build (reuse the last builds), --skip-photo (leave
 * out the image case), --cpu-slowdown N|calibrated (default 4, Lighthouse's own: the CPU slowdown of every Lighthouse
 * run and of the interactions; `calibrated` first asks Lighthouse how fast this host is, on the static page, and uses
 * the slowdown its CPU throttling calculator gives for a mid-tier phone, so runs on a faster or slower host are
 * comparable).
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { startApiServer } from '../tests/support/api-server-process';
import { BUDGETS, DEFAULT_CPU_SLOWDOWN, budgetFailures, calibratedSlowdown, homeJavaScript, hostSpeedLine, javascriptFailures, median, perfTable, type PerfRow } from './perf/budget';
import { serveBuild } from './perf/serve';
import { interactionFailures, interactionTable, type InteractionRow } from './perf/interaction-budget';
import { measureInteractions } from './perf/interactions';
import { PHONE_390, phonePhoto, readBytes, uploadAsFirstSlide, webImageFailures, webImageSummary, writeStaticPhotoPage, type WebImageFigures } from './perf/web-image-case';

const ROOT = resolve(import.meta.dirname, '..');
const WORK = join(ROOT, 'node_modules/.cache/perf');
const REPORTS = join(WORK, 'lighthouse');
const API_KEY = 'perf-key';
const CONTENT_PAGE = '/page/fencing';
const ROUTES = ['/', '/about-us', CONTENT_PAGE];
/** The demo's sign-in, which both measured builds keep (the production variant is built with ALLOW_DEMO_LOGIN). */
const DEMO_LOGIN = { username: 'admin', password: 'admin123' };

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    'skip-photo': { type: 'boolean', default: false },
    'cpu-slowdown': { type: 'string', default: String(DEFAULT_CPU_SLOWDOWN) },
  },
});
const runs = Math.max(1, Number(values.runs));
const slowdownOption = values['cpu-slowdown'];
if (slowdownOption !== 'calibrated' && !(Number(slowdownOption) >= 1)) {
  console.error(`perf: --cpu-slowdown takes a number of at least 1 or "calibrated", not "${slowdownOption}"`);
  process.exit(2);
}
/** The CPU slowdown of every Lighthouse run and of the interactions (set before the first measured run). */
let cpuSlowdown = slowdownOption === 'calibrated' ? DEFAULT_CPU_SLOWDOWN : Number(slowdownOption);
/** Lighthouse's flag for a slowdown other than its default. */
const slowdownFlags = (): string[] => (cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]);
const builds = (['production', 'demo'] as const).filter((build) => !values.only || values.only === build);

function build(name: 'production' | 'demo' | 'production-photo', env: Record<string, string>, always = false): string {
  const outDir = join(WORK, name);
  if (always || !values['skip-build']) {
    console.log(`perf: building the ${name} variant…`);
    execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--emptyOutDir'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', BUILD_OUT_DIR: outDir, ...env },
    });
  }
  return outDir;
}

/** The static reference: the same kind of first screen as the home page, as plain HTML and CSS. */
function writeStaticPage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ironcrest-static-'));
  copyFileSync(join(ROOT, 'public/images/slider/slide-fencing.svg'), join(dir, 'hero.svg'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Static reference page</title><meta name="description" content="A plain static page, measured beside the site.">
<style>body{margin:0;font-family:system-ui,sans-serif;color:#1f2328}header,footer{padding:16px 24px;background:#1f2328;color:#fff}
.hero{min-height:70vh;padding:48px 24px;background:#2b2f36 url(hero.svg) center/cover;color:#fff}h1{font-size:2.5rem;margin:0 0 16px}
main p{max-width:40em;line-height:1.6;padding:0 24px}</style></head><body>
<header>Ironcrest Steel Industries</header><main><section class="hero"><h1>Engineered Fencing for Every Perimeter</h1>
<p>Galvanised, Galfan and powder-coated fencing systems made in Mohali and shipped complete to projects in over 50 countries.</p></section>
<p>Ironcrest Steel Industries manufactures and exports customised engineering steel products and offers procurement, sourcing and engineering design services.</p></main>
<footer>© Ironcrest Steel Industries</footer></body></html>`,
  );
  return dir;
}

type Report = { environment?: { benchmarkIndex?: number }; categories: Record<string, { score: number }>; audits: Record<string, { numericValue?: number; details?: { items?: Array<{ resourceType?: string; transferSize?: number }> } }> };

/**
 * The features Lighthouse's launcher (chrome-launcher, read from Lighthouse's own dependency) turns off to keep
 * Chromium quiet, without its `RenderDocument`. With that one off (the launcher turns it off "until remaining bugs are
 * fixed", Lighthouse pull request 16363), this Chromium (150) drew the first frame of the site's prerendered pages 1 or
 * 2 s after navigation, in whole steps of about a second, with the main thread idle, while the static page, whose
 * style is inline, painted at 0.1 s. Every page's observed first paint, and so its simulated LCP, measured that wait
 * and not the page (README, Performance). RenderDocument is on by default in this Chromium, as in the Chrome visitors
 * use. A second --disable-features replaces the launcher's, so the rest of its list is passed again.
 */
async function lighthouseFeatures(): Promise<string> {
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'));
  const { Launcher } = (await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)) as { Launcher: { defaultFlags(): string[] } };
  const prefix = '--disable-features=';
  const disabled = Launcher.defaultFlags().find((flag) => flag.startsWith(prefix))?.slice(prefix.length).split(',') ?? [];
  return `${prefix}${disabled.filter((feature) => feature !== 'RenderDocument').join(',')}`;
}

/** The host's benchmarkIndex of every Lighthouse run so far (how fast this machine ran them: hostSpeedLine). */
const benchmarkIndexes: number[] = [];

/** One Lighthouse 12 run (mobile simulation, the default) in a fresh Chromium profile. */
async function lighthouse(url: string, label: string, extraFlags: readonly string[] = []): Promise<Report> {
  const profile = mkdtempSync(join(tmpdir(), 'ironcrest-lh-'));
  const output = join(profile, 'report.json');
  const flags = ['--headless', ...CHROMIUM_FLAGS, await lighthouseFeatures(), `--user-data-dir=${profile}`].join(' ');
  await new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/lighthouse/cli/index.js'), url, '--quiet', '--output=json', `--output-path=${output}`, `--chrome-flags=${flags}`, ...extraFlags], {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`Lighthouse failed on ${url} (exit ${code}): ${errors.slice(-2000)}`))));
  });
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  benchmarkIndexes.push(report.environment?.benchmarkIndex ?? Number.NaN);
  // The whole report (its long tasks, its script treemap) stays for a closer look: node_modules/.cache/perf/lighthouse.
  mkdirSync(REPORTS, { recursive: true });
  copyFileSync(output, join(REPORTS, `${label}.json`));
  rmSync(profile, { recursive: true, force: true });
  return report;
}

async function measure(buildName: PerfRow['build'], baseUrl: string, route: string): Promise<PerfRow> {
  const samples: PerfRow[] = [];
  for (let run = 0; run < runs; run += 1) {
    const report = await lighthouse(`${baseUrl}${route}`, `${buildName}${route.replace(/\W+/g, '-')}-run${run + 1}`, slowdownFlags());
    const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    const scripts = report.audits['network-requests']?.details?.items?.filter((item) => item.resourceType === 'Script') ?? [];
    samples.push({
      build: buildName,
      route,
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      performance: report.categories.performance?.score ?? 0,
      accessibility: report.categories.accessibility?.score ?? 0,
      bestPractices: report.categories['best-practices']?.score ?? 0,
      seo: report.categories.seo?.score ?? 0,
      jsTransferred: scripts.reduce((total, item) => total + (item.transferSize ?? 0), 0),
    });
  }
  const pick = (key: keyof Omit<PerfRow, 'build' | 'route'>) => median(samples.map((sample) => sample[key]));
  return {
    build: buildName,
    route,
    lcp: pick('lcp'),
    cls: pick('cls'),
    tbt: pick('tbt'),
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    jsTransferred: pick('jsTransferred'),
  };
}

/** The medians of LCP and image bytes transferred (Lighthouse's network requests) of a page at 390 px. */
async function measureAt390(url: string, label: string): Promise<{ lcp: number; imageBytes: number }> {
  const samples: Array<{ lcp: number; imageBytes: number }> = [];
  for (let run = 0; run < runs; run += 1) {
    const report = await lighthouse(url, `${label}-390-run${run + 1}`, [...PHONE_390, ...slowdownFlags()]);
    const images = report.audits['network-requests']?.details?.items?.filter((item) => item.resourceType === 'Image') ?? [];
    samples.push({
      lcp: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      imageBytes: images.reduce((total, item) => total + (item.transferSize ?? 0), 0),
    });
  }
  return { lcp: median(samples.map((sample) => sample.lcp)), imageBytes: median(samples.map((sample) => sample.imageBytes)) };
}

/**
 * The web-ready image case: the photo uploaded through the production build's back office, that build made again
 * (its home page prerendered with the new slide), served beside the static photo page, both measured at 390 px.
 */
async function webImageCase(siteUrl: string, env: Record<string, string>, apiOrigin: string, closers: Array<() => Promise<void>>): Promise<WebImageFigures> {
  const photo = await phonePhoto(WORK);
  console.log(`perf: uploading the phone photo (${(readBytes(photo) / (1024 * 1024)).toFixed(1)} MB) as the first slide…`);
  const { storedName, report } = await uploadAsFirstSlide(siteUrl, photo, DEMO_LOGIN);
  const dir = build('production-photo', env, true);
  const server = await serveBuild(dir, apiOrigin);
  closers.push(server.close);
  const stored = Buffer.from(await (await fetch(`${apiOrigin}/images/${encodeURIComponent(storedName)}`)).arrayBuffer());
  const staticDir = writeStaticPhotoPage(stored, storedName);
  const staticServer = await serveBuild(staticDir);
  closers.push(async () => {
    await staticServer.close();
    rmSync(staticDir, { recursive: true, force: true });
  });
  console.log(`perf: the photo slide at 390 px, ${runs} run(s) each, median…`);
  const reference = await measureAt390(`${staticServer.url}/`, 'static-photo');
  const home = await measureAt390(`${server.url}/`, 'production-photo');
  return { original: readBytes(photo), stored: stored.length, storedName, report, imageBytes: home.imageBytes, lcp: home.lcp, staticLcp: reference.lcp };
}

async function main() {
  mkdirSync(WORK, { recursive: true });
  const api = await startApiServer({ args: ['--strict', '--key', API_KEY] });
  // Measured, never deployed: it may keep the demo login (scripts/demo-login-check.ts). Slider images at {images}/{file},
  // where the strict server serves them (uploads too, passed to it by scripts/perf/serve.ts).
  const productionEnv = {
    VITE_DATA_ADAPTER: 'http',
    VITE_API_KEY: API_KEY,
    PRERENDER_API_ORIGIN: api.origin,
    ALLOW_DEMO_LOGIN: '1',
    VITE_SLIDER_IMAGES_PATH: '/',
  };
  const closers: Array<() => Promise<void>> = [() => api.stop()];
  try {
    const served: Partial<Record<'production' | 'demo', { url: string; dir: string }>> = {};
    for (const name of builds) {
      const dir = name === 'production' ? build(name, productionEnv) : build(name, {});
      // The production build reads its API where it runs (/api on the same origin), as a real deployment would.
      const server = await serveBuild(dir, name === 'production' ? api.origin : undefined);
      closers.push(server.close);
      served[name] = { url: server.url, dir };
    }
    const staticDir = writeStaticPage();
    const staticServer = await serveBuild(staticDir);
    closers.push(async () => {
      await staticServer.close();
      rmSync(staticDir, { recursive: true, force: true });
    });

    if (slowdownOption === 'calibrated') {
      // One unmeasured run reads the host's speed; every measured run then uses the phone's slowdown for it.
      const probe = await lighthouse(`${staticServer.url}/`, 'static-speed-probe');
      const speed = probe.environment?.benchmarkIndex ?? Number.NaN;
      if (!Number.isFinite(speed)) throw new Error('Lighthouse reported no benchmarkIndex to calibrate the CPU slowdown from');
      cpuSlowdown = calibratedSlowdown(speed);
      console.log(`perf: host benchmarkIndex ${Math.round(speed)}: a ${cpuSlowdown}× CPU slowdown (Lighthouse's CPU throttling calculator)`);
    }
    console.log(`perf: Lighthouse 12, mobile simulation, ${cpuSlowdown}× CPU slowdown, ${runs} run(s) each, median…`);
    const rows: PerfRow[] = [await measure('static', staticServer.url, '/')];
    for (const name of builds) for (const route of ROUTES) rows.push(await measure(name, served[name]!.url, route));
    const staticLcp = rows[0]!.lcp;
    const javascript = Object.fromEntries(builds.map((name) => [name, homeJavaScript(served[name]!.dir)]));
    const table = perfTable(rows, staticLcp, javascript);
    const failures = [
      ...rows.filter((row) => row.build !== 'static').flatMap((row) => budgetFailures(row, staticLcp, BUDGETS[row.build as 'production' | 'demo'])),
      ...builds.flatMap((name) => javascriptFailures(name, javascript[name]!, BUDGETS[name])),
    ];
    // The first taps on a phone (Event Timing) and the back office's longest tasks, at the same CPU slowdown.
    console.log(`perf: first interactions and back-office tasks, ${cpuSlowdown}× CPU slowdown…`);
    const interactions: InteractionRow[] = [];
    for (const name of builds) interactions.push(...(await measureInteractions(name, served[name]!.url, DEMO_LOGIN, cpuSlowdown)));
    failures.push(...interactionFailures(interactions));
    let photoSummary = '';
    if (served.production && !values['skip-photo']) {
      const figures = await webImageCase(served.production.url, productionEnv, api.origin, closers);
      photoSummary = `\n\n${webImageSummary(figures)}`;
      failures.push(...webImageFailures(figures));
    }
    const report = `${table}\n\n${hostSpeedLine(benchmarkIndexes, cpuSlowdown)}\n\n${interactionTable(interactions, cpuSlowdown)}${photoSummary}\n\n${failures.length === 0 ? 'All budgets hold.' : failures.map((failure) => `- over budget: ${failure}`).join('\n')}\n`;
    writeFileSync(join(WORK, 'report.md'), report);
    console.log(`\n${report}\nperf: report written to ${join(WORK, 'report.md')}`);
    process.exitCode = failures.length === 0 ? 0 : 1;
  } finally {
    for (const close of closers.reverse()) await close();
  }
}

main().catch((error: unknown) => {
  console.error(`perf failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
