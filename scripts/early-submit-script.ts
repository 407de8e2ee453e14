import { earlySubmitTexts } from '../src/app/early-submit-texts.ts';
import { STARTUP_FAILED_EVENT } from '../src/app/startup-failure.ts';
import { HELD_AT_ATTRIBUTE, HOLD_ATTRIBUTE, READY_ATTRIBUTE, SHOWN_AT_ATTRIBUTE } from '../src/public/shared/held-submit.ts';

/*
 * Every build writes this script inline in each page's head (vite.config.ts), allowed by its hash in the
 * Content-Security-Policy. A prerendered page shows its forms long before the app that sends them has loaded (its
 * scripts are downloaded and run after the page, src/app/main.tsx), and only an inline script can act before they
 * arrive. A Send pressed meanwhile must neither go out natively (the forms post nowhere: method="post" and the
 * policy's form-action 'none') nor be lost without a word. The script holds it: the form is marked with the time of
 * the press and a notice (role status, outside #root, so hydration never meets it) says it goes out once the page is
 * ready; the form sends it itself once the app has taken it over (src/public/shared/use-form-takeover.ts), with what
 * the visitor typed, and from then on the script lets its Sends through. It also marks when the visitor first
 * focused each form, for the fill time the spam guard measures. The notice says so when the page is slow to finish
 * loading (after HELD_STALLED_MS) or cannot (the app announces a failed start, src/app/startup-failure.ts), and
 * that a held form was not sent when the page replaced it instead of taking it over; the next Send the app handles
 * takes the notice away.
 */

/** How long a held Send waits before the notice says the page is slow to finish loading. */
export const HELD_STALLED_MS = 20_000;

/** The class of the notice (global.css). */
export const HELD_NOTICE_CLASS = 'early-submit-notice';

export const EARLY_SUBMIT_SCRIPT = [
  '(function(d){',
  `var T=${JSON.stringify(earlySubmitTexts)},held=[],box=null,timer=0;`,
  `function form(t){return t&&t.closest?t.closest('form[${HOLD_ATTRIBUTE}]'):null}`,
  'function mark(f,a){if(!f.hasAttribute(a))f.setAttribute(a,String(Date.now()))}',
  'function alive(){held=held.filter(function(f){return f.isConnected})}',
  // Filled once it is in the page, so screen readers announce the text of the new live region.
  `function say(t){if(box&&box.isConnected){box.textContent=t;return}box=d.createElement('div');box.className='${HELD_NOTICE_CLASS}';box.setAttribute('role','status');d.body.append(box);var b=box;setTimeout(function(){b.textContent=t},50)}`,
  'function done(){clearTimeout(timer);if(box)box.remove();box=null}',
  `d.addEventListener('focusin',function(e){var f=form(e.target);if(f)mark(f,'${SHOWN_AT_ATTRIBUTE}')},true);`,
  "d.addEventListener('submit',function(e){var f=e.target;",
  `if(!f||!f.hasAttribute||!f.hasAttribute('${HOLD_ATTRIBUTE}'))return;`,
  // Taken over by the app: its Send (the held one, re-submitted by the form, or a new one) is the app's to send.
  `if(f.hasAttribute('${READY_ATTRIBUTE}')){var i=held.indexOf(f);if(i>=0)held.splice(i,1);alive();if(!held.length)done();return}`,
  // React may already listen on #root while it hydrates: this Send is the form's to re-submit, not React's to see.
  'e.preventDefault();e.stopPropagation();',
  `mark(f,'${SHOWN_AT_ATTRIBUTE}');mark(f,'${HELD_AT_ATTRIBUTE}');if(held.indexOf(f)<0)held.push(f);`,
  'say(T.held);clearTimeout(timer);',
  // A held form no longer in the page was replaced before the app took it over (the page rendered anew): not sent.
  `timer=setTimeout(function(){var n=held.length;alive();if(held.length<n)say(T.lost);else if(held.length)say(T.stalled);else done()},${HELD_STALLED_MS})`,
  '},true);',
  `d.addEventListener('${STARTUP_FAILED_EVENT}',function(){alive();if(held.length){clearTimeout(timer);say(T.failed)}})`,
  '})(document)',
].join('');
