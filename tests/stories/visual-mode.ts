import regularFont from '../visual/fonts/nunito-sans-regular.woff2?url';
import boldFont from '../visual/fonts/nunito-sans-bold.woff2?url';

/** The widths every story is captured at: the viewports the Storybook toolbar offers (.storybook/story-environment). */
export const VISUAL_VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

// One bundled font for every element, and nothing that moves, so a screenshot depends only on the code under test.
const STYLE = `
@font-face { font-family: 'Visual Baseline Sans'; font-weight: 100 500; src: url('${regularFont}') format('woff2'); }
@font-face { font-family: 'Visual Baseline Sans'; font-weight: 600 900; src: url('${boldFont}') format('woff2'); }
*, *::before, *::after, ::backdrop {
  font-family: 'Visual Baseline Sans', sans-serif !important;
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}
/* Whether a clicked control shows its focus ring is Chromium's heuristic and varies run to run; the ring's colour is
   covered by the Tokens page and its contrast test. */
:focus-visible { outline: none !important; }
/* A countdown's figure depends on how long the play function took to get there (the undo notice's seconds); its
   place stays, so the layout is still compared. */
[data-countdown] { color: transparent !important; }
`;

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Installs the bundled font and switches motion off, for the whole run. */
export function installVisualStyle(): void {
  if (document.getElementById('visual-baseline-style')) return;
  const style = document.createElement('style');
  style.id = 'visual-baseline-style';
  style.textContent = STYLE;
  document.head.appendChild(style);
}

function settled(image: HTMLImageElement): Promise<void> {
  return new Promise<void>((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
    // A lazy image outside the viewport never loads; it is not in the shot either.
    setTimeout(resolve, 2000);
  });
}

/** Resolves once the document has not changed for `quietMs` (data arriving, images swapped in), or after `maxMs`. */
function domQuiet(quietMs: number, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, quietMs);
    const giveUp = setTimeout(done, maxMs);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(giveUp);
      resolve();
    }
  });
}

/**
 * Fonts loaded, the story's late data settled (a gallery fetches its images after the page text), images loaded and
 * decoded (or failed to their fallback), layout settled for the current viewport.
 */
export async function prepareForScreenshot(): Promise<void> {
  await document.fonts.ready;
  await domQuiet(150, 4000);
  const images = Array.from(document.images);
  await Promise.all(images.filter((image) => !image.complete).map(settled));
  // decode() of a lazy image that never loads would wait forever: only loaded ones, and never past a second.
  const decoded = images.filter((image) => image.complete && image.naturalWidth > 0).map((image) => image.decode().catch(() => undefined));
  await Promise.race([Promise.all(decoded), new Promise((resolve) => setTimeout(resolve, 1000))]);
  window.scrollTo(0, 0);
  await nextFrame();
  await nextFrame();
}
