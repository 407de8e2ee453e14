import { rmSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contentSecurityPolicy } from './scripts/content-security-policy.ts';
import { DEMO_BOOT_SCRIPT, scriptHashSource } from './scripts/demo-boot-script.ts';
import { demoLoginCheck } from './scripts/demo-login-check.ts';
import { EARLY_SUBMIT_SCRIPT } from './scripts/early-submit-script.ts';
import { PAGE_GUARD_SCRIPT } from './scripts/page-guard-script.ts';
import { previewHostingRule } from './scripts/preview-hosting.ts';
import { prerender } from './scripts/prerender.ts';
import { startChunkGroup } from './scripts/start-chunk.ts';

/** The inline scripts of every page (allowed by their hashes in the CSP), in the order they run. */
const PAGE_SCRIPTS = [PAGE_GUARD_SCRIPT, EARLY_SUBMIT_SCRIPT];

/** Writes the Content-Security-Policy into the built index.html (dev keeps Vite's inline HMR scripts working). */
function contentSecurityPolicyMeta(mode: string): Plugin {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const urls = [env.VITE_API_BASE, env.VITE_ADMIN_API_BASE, env.VITE_SEO_API_BASE, env.VITE_IMAGES_BASE];
  if (env.VITE_DATA_ADAPTER === 'json-server') urls.push(env.VITE_JSON_SERVER_URL || 'http://localhost:3001');
  const scriptHashes = [...PAGE_SCRIPTS, ...(isDemo(env) ? [DEMO_BOOT_SCRIPT] : [])].map(scriptHashSource);
  const policy = contentSecurityPolicy({ urls, scriptHashes, demo: isDemo(env) });
  return {
    name: 'content-security-policy-meta',
    // Builds only (the dev server's HMR needs inline scripts), and not the prerender's server bundle nor the static
    // Storybook (its iframe.html runs inline scripts of its own; the site's policy would block them).
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild && process.env.STORYBOOK !== 'true',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }],
  };
}

/** Every build but the production one (VITE_DATA_ADAPTER=http) is a demo. */
const isDemo = (env: Record<string, string>) => (env.VITE_DATA_ADAPTER || 'msw') !== 'http';

/**
 * Demo builds: the boot script runs inline before the first paint (scripts/demo-boot-script.ts says why), right before
 * the <title>: the tab never shows the prerendered title of a page this browser renders live, and no stylesheet
 * delays it (an inline script after one waits for it).
 */
function demoBootScript(mode: string): Plugin {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    name: 'demo-boot-script',
    apply: (_config, { isSsrBuild }) => !isSsrBuild && isDemo(env) && process.env.STORYBOOK !== 'true',
    transformIndexHtml: (html) => html.replace(/<title>/i, (title) => `<script>${DEMO_BOOT_SCRIPT}</script>\n    ${title}`),
  };
}

/**
 * Production builds (VITE_DATA_ADAPTER=http) ship no demo machinery: public/ is copied whole, so MSW's worker script
 * (public/mockServiceWorker.js) is deleted from the output, and so is the demo's offline worker (service-worker.js,
 * which imports it; a production page registers no worker), except in a kiosk build (VITE_KIOSK=1), whose worker keeps the app
 * for offline use without the mock API. The seed content, mock API and scenarios never reach the
 * bundle (loadDemoRepository in src/config.ts). Runs after vite-plugin-pwa has written its worker.
 */
const DEMO_ONLY_FILES = ['mockServiceWorker.js', 'service-worker.js'];

/** A kiosk build (VITE_KIOSK=1): its production build keeps the offline worker, without the mock API (service-worker.ts). */
const isKioskBuild = (env: Record<string, string>) => ['1', 'true'].includes((env.VITE_KIOSK ?? '').trim().toLowerCase());

function productionWithoutDemoFiles(mode: string): Plugin {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const removed = DEMO_ONLY_FILES.filter((file) => !(isKioskBuild(env) && file === 'service-worker.js'));
  let outDir = 'dist';
  return {
    name: 'production-without-demo-files',
    // vite-plugin-pwa's plugins are 'post' ones: after them.
    enforce: 'post',
    apply: (_config, { command, isSsrBuild }) =>
      command === 'build' && !isSsrBuild && !isDemo(env) && process.env.STORYBOOK !== 'true' && process.env.PRERENDER_SSR !== 'true',
    configResolved: (config) => {
      outDir = resolvePath(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler: () => removed.forEach((file) => rmSync(resolvePath(outDir, file), { force: true })),
    },
  };
}

/**
 * Every build: the page guard script (scripts/page-guard-script.ts: failed images and a start that fails before the
 * app runs) and the early-submit script (scripts/early-submit-script.ts: a Send pressed before the app has loaded)
 * run inline right after the charset, before any stylesheet (an inline script after one would wait for it) and before
 * the body they watch is parsed.
 */
function pageScripts(): Plugin {
  return {
    name: 'page-scripts',
    apply: (_config, { isSsrBuild }) => !isSsrBuild && process.env.STORYBOOK !== 'true',
    transformIndexHtml: (html) =>
      html.replace(/<meta charset="UTF-8" \/>/i, (charset) => [charset, ...PAGE_SCRIPTS.map((script) => `<script>${script}</script>`)].join('\n    ')),
  };
}

/**
 * Prerenders every public route once the client bundle is written (scripts/prerender.ts), before the service worker's
 * precache list is made (its closeBundle runs after this one), so the worker holds each route's own page.
 */
function prerenderRoutes(mode: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'prerender-routes',
    apply: (_config, { command, isSsrBuild }) =>
      command === 'build' && !isSsrBuild && process.env.STORYBOOK !== 'true' && process.env.PRERENDER_SSR !== 'true',
    configResolved: (config) => {
      outDir = resolvePath(config.root, config.build.outDir);
    },
    closeBundle: { sequential: true, order: 'pre', handler: () => prerender({ outDir, mode }) },
  };
}

// VITE_BASE_PATH lets the static demo be hosted under a sub-path (e.g. /demo/).
const basePath = process.env.VITE_BASE_PATH ?? '/';

const basePathWithSlash = basePath.endsWith('/') ? basePath : `${basePath}/`;

/**
 * React Router publishes one build under its default export conditions, the one with development warnings; a build of
 * the site takes its production files instead (the same code, its warnings compiled out).
 */
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ mode, command }) => ({
  base: basePathWithSlash,
  // Also read by the service worker's own build (vite-plugin-pwa passes `define` on): only a demo's carries the mock API.
  define: { __MOCK_API_IN_WORKER__: JSON.stringify(isDemo(loadEnv(mode, process.cwd(), 'VITE_'))) },
  plugins: [
    // A production build with the demo login stops here (scripts/demo-login-check.ts says why).
    demoLoginCheck(mode),
    react(),
    contentSecurityPolicyMeta(mode),
    demoBootScript(mode),
    pageScripts(),
    prerenderRoutes(mode),
    // The demo's service worker: precaches the whole build (every route's chunk, the seed images) so the demo opens
    // and navigates offline after one visit, and carries the MSW script (src/app/pwa/service-worker.ts says how).
    VitePWA({
      // Storybook reuses this config; its static build is no app to install or cache.
      disable: process.env.STORYBOOK === 'true' || process.env.PRERENDER_SSR === 'true',
      strategies: 'injectManifest',
      srcDir: 'src/app/pwa',
      filename: 'service-worker.ts',
      // A new build waits for the visitor's "Reload" (src/app/pwa/UpdatePrompt.tsx); start.tsx registers the worker.
      registerType: 'prompt',
      injectRegister: false,
      // After the prerender step (prerenderRoutes), so the precache holds every route's page.
      integration: { closeBundleOrder: 'post' },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,jpg,jpeg,gif,woff2,ico,webmanifest}'],
        // Imported by the worker itself, so the browser already keeps it with the worker.
        globIgnores: ['mockServiceWorker.js'],
        // The back office's rich-text editor chunk is the largest file; it must be cached too.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        rollupFormat: 'iife',
      },
      includeAssets: [],
      manifest: {
        name: 'Ironcrest Steel Industries',
        short_name: 'Ironcrest',
        description: 'Steel products, fabrication and services from Ironcrest Steel Industries.',
        lang: 'en',
        theme_color: '#c8102e',
        background_color: '#f4f5f7',
        display: 'standalone',
        // start_url and scope follow Vite's base, so a build for /demo/ installs as /demo/.
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
    // After the worker above is written.
    productionWithoutDemoFiles(mode),
    // `npm run preview` answers dir/index.html, then app.html, as the README's hosting rule asks (not index.html everywhere).
    previewHostingRule(),
  ],
  // Zod configured without eval before any schema exists (src/domain/zod-without-eval.ts says why).
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/domain/zod-without-eval.ts', import.meta.url)) },
      // MSW's cookie jar in the browser, without tough-cookie's public suffix list (mocks/cookie-jar.ts says why).
      { find: /^tough-cookie$/, replacement: fileURLToPath(new URL('./mocks/cookie-jar.ts', import.meta.url)) },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  // BUILD_OUT_DIR builds elsewhere than dist/ (npm run perf builds both variants side by side); the prerender step
  // (scripts/prerender.ts) reads the same variable.
  // The manifest tells the prerender step which stylesheet and code each lazy page needs.
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir: process.env.BUILD_OUT_DIR || 'dist',
    manifest: true,
    rolldownOptions: {
      output: {
        // The modules only the app's start reaches, as one file (scripts/start-chunk.ts says why).
        codeSplitting: {
          groups: [
            startChunkGroup({
              entry: fileURLToPath(new URL('./src/app/main.tsx', import.meta.url)),
              start: fileURLToPath(new URL('./src/app/start.tsx', import.meta.url)),
            }),
          ],
        },
      },
    },
    modulePreload: {
      // No polyfill in the entry: every browser of the es2022 target but Safari before 17 and Firefox before 115 has
      // modulepreload, and those only fetch a lazy chunk's imports when it runs (slower there, nothing missing). The
      // entry is counted in the home page's budgets (npm run size); the polyfill was a sixth of it.
      polyfill: false,
      // main.tsx loads the app (start.tsx) once the page has loaded. Preloading its imported files would add a link
      // element for each from that one script, work the browser's module loader does anyway when it finds the same
      // files from start.tsx itself (a few since they are one group, above). Every other lazy
      // import keeps its preloads, but the demo's start-up modules (its store, MSW, the HTTP adapter), loaded the same
      // way after the page, for the same reason.
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'js' && /(^|\/)(start|demo-repository|create-dexie-repository|browser|scenarios|create-http-repository)-[\w-]+\.js$/.test(filename) ? [] : deps,
    },
  },
}));
