import { STARTUP_FAILED_EVENT, STARTUP_NOTICE_CLASS } from '../src/app/startup-failure.ts';
import { startupTexts } from '../src/app/startup-texts.ts';
import { IMAGE_FAILED_ATTRIBUTE } from '../src/ui/image-failure.ts';

/*
 * Every build writes this script inline at the top of each page's head (vite.config.ts), allowed by its hash in the
 * Content-Security-Policy. A prerendered page is read long before its app loads (src/app/main.tsx waits for the load
 * event), and two failures of that time would otherwise go unseen:
 * - an image that fails while the HTML is parsed fires its error event before React listens: the script marks it
 *   (global.css hides it, ImageWithFallback reads the mark on hydration, the navigation logo falls back to its name);
 * - the page's own script or stylesheet that does not download (an old page after a deploy removed the old build's
 *   files, or a dropped connection) can report nothing itself: the script shows a notice with Retry outside #root, so
 *   the prerendered page stays readable (and in the demo, unhides it). A failed script is announced as the app
 *   announces its own failures to start (src/app/startup-failure.ts), which the script answers the same way. On a
 *   page with nothing prerendered it shows the start-up error instead.
 * Both only until the app is running (data-app-ready); from then on React handles images and failed pages itself.
 */

/** src/app/live-render.ts's attributes (not imported: it imports the demo's modules, which the Vite config must not load). */
const APP_READY_ATTRIBUTE = 'data-app-ready';
const LIVE_RENDER_ATTRIBUTE = 'data-live-render';

const texts = JSON.stringify({ title: startupTexts.title, body: startupTexts.codeNotLoaded, notice: startupTexts.notice, retry: startupTexts.retry });

export const PAGE_GUARD_SCRIPT = [
  '(function(d){',
  `var T=${texts},h=d.documentElement,shown=0;`,
  `function running(){return h.hasAttribute('${APP_READY_ATTRIBUTE}')}`,
  'function el(tag,text){var e=d.createElement(tag);if(text)e.textContent=text;return e}',
  'function show(detail){',
  'if(shown)return;shown=1;',
  `h.removeAttribute('${LIVE_RENDER_ATTRIBUTE}');`,
  "var root=d.getElementById('root'),retry=el('button',T.retry),box;",
  "retry.type='button';retry.className='btn btn--primary';retry.onclick=function(){location.reload()};",
  "if(root&&!root.firstElementChild){box=el('main');box.className='startup-error';box.append(el('h1',T.title),el('p',T.body),retry);box.setAttribute('role','alert');root.append(box);return}",
  `box=el('div');box.className='${STARTUP_NOTICE_CLASS}';box.setAttribute('role','alert');`,
  // Fixed even when the page's stylesheet is what failed, so the notice is seen without scrolling.
  "box.style.cssText='position:fixed;left:0;right:0;bottom:0;z-index:1000';",
  "box.append(el('p',T.notice));if(typeof detail==='string'&&detail)box.append(el('p',detail));box.append(retry);",
  "d.body.append(box);d.body.style.paddingBottom=box.offsetHeight+'px'}",
  "function later(detail){if(d.body)show(detail);else d.addEventListener('DOMContentLoaded',function(){show(detail)})}",
  "d.addEventListener('error',function(e){var t=e.target,n=t&&t.tagName;if(running())return;",
  `if(n==='IMG')t.setAttribute('${IMAGE_FAILED_ATTRIBUTE}','');`,
  // A script that did not load means the app cannot start: announced like the app's own failures, so every listener
  // (the early-submit script's held forms too) learns it. A stylesheet only needs the notice.
  `else if(n==='SCRIPT'&&t.src)d.dispatchEvent(new CustomEvent('${STARTUP_FAILED_EVENT}',{detail:null}));`,
  "else if(n==='LINK'&&t.rel==='stylesheet')later(null)},true);",
  `d.addEventListener('${STARTUP_FAILED_EVENT}',function(e){later(e.detail)})`,
  '})(document)',
].join('');
