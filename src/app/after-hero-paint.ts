/** How long the app waits at most for the page's largest image to be painted before it starts anyway. */
export const HERO_WAIT_MS = 3000;

/**
 * Resolves once the page's largest image (the one the prerendered page marks `fetchpriority="high"`: the first slide)
 * has been decoded and painted, or at once when there is none. The app's code then loads after the largest paint
 * instead of beside it: on a phone, decoding a large photo and evaluating the app's JavaScript would otherwise share
 * the same main thread and network at the moment the visitor waits for the picture. An image that fails, or takes
 * longer than `maxWaitMs`, holds nothing up.
 *
 * Painted means reported by the browser, which reports a paint once the frame is on the screen: rasterising a large
 * slide can take the compositor well past the frame the main thread drew it in (up to a second seen on a slow
 * machine), and the app's requests would then go out before the picture shows. The report is the image's own element
 * timing entry (the slide carries `elementtiming`), or else a `largest-contentful-paint` entry for the image or for
 * something larger than it. Element timing comes first because the largest paint leaves some images out: Chromium
 * never reports a "low-entropy" image (few bytes for its area, such as the demo's SVG slides) as the largest paint, so
 * waiting for that report alone held every demo page for the full wait. The visitor's first tap, key or scroll ends
 * the wait for a report (none comes after it). A browser that reports neither waits for the next frame. Every wait ends
 * at `maxWaitMs`, also a page's without a slide that waits for its next frame: a browser that draws none (its rendering
 * deferred or throttled) would otherwise never start the app.
 */
export function afterHeroPaint(doc: Document = document, maxWaitMs = HERO_WAIT_MS): Promise<void> {
  const marked = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const hero = marked && typeof marked.decode === 'function' && marked.getAttribute('loading') !== 'lazy' ? marked : null;
  if (!hero) return afterNextFrame(doc, maxWaitMs);
  // Ends the wait's observer and listeners, whichever way it ends.
  const done = new AbortController();
  const report = paintReport(doc, hero, done.signal);
  const painted = hero.decode().then(
    () => report ?? afterNextPaint(doc),
    // An image that cannot be decoded is never painted: nothing to wait for.
    () => undefined,
  );
  return atMost(maxWaitMs, painted).then(() => done.abort());
}

/**
 * The task after the next frame has been painted, or after `maxWaitMs` in a browser that draws none by then (its
 * rendering deferred or throttled): what waits for a frame never waits for ever.
 */
export function afterNextFrame(doc: Document = document, maxWaitMs = HERO_WAIT_MS): Promise<void> {
  return atMost(maxWaitMs, afterNextPaint(doc));
}

/** Resolves when `wait` does, or after `ms` if it has not by then (its timer cleared either way). */
function atMost(ms: number, wait: Promise<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void wait.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The inputs after which the browser reports no more largest paints. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'scroll'] as const;

/** The entry types that report a paint of the image: its own (element timing), or the page's largest paint. */
const PAINT_ENTRY_TYPES = ['element', 'largest-contentful-paint'] as const;

type PaintEntry = PerformanceEntry & { element?: Element | null; size?: number };

/**
 * The browser's report that `hero` has been painted: its element timing entry, or a largest-paint entry for it or for
 * something larger than it could be (the image is then never reported as the largest); null where the browser reports
 * neither, or for a page not on the screen.
 */
function paintReport(doc: Document, hero: HTMLImageElement, signal: AbortSignal): Promise<void> | null {
  const Observer = doc.defaultView?.PerformanceObserver;
  const types = PAINT_ENTRY_TYPES.filter((type) => Observer?.supportedEntryTypes?.includes(type));
  if (!Observer || types.length === 0 || doc.visibilityState === 'hidden') return null;
  const reportsHero = (entry: PaintEntry) => {
    if (entry.element === hero) return true;
    if (entry.entryType !== 'largest-contentful-paint') return false;
    const box = hero.getBoundingClientRect();
    return (entry.size ?? 0) >= Math.max(0, box.width) * Math.max(0, box.height);
  };
  return new Promise<void>((resolve) => {
    const observer = new Observer((list) => {
      if ((list.getEntries() as PaintEntry[]).some(reportsHero)) resolve();
    });
    for (const type of types) observer.observe({ type, buffered: true });
    signal.addEventListener('abort', () => observer.disconnect());
    // The browser reports no largest paint after the visitor's first tap, key or scroll, and a visitor who has begun
    // wants the app: their input ends the wait for the report (the wait for the decoded image stays).
    for (const type of INPUT_EVENTS) doc.addEventListener(type, () => resolve(), { capture: true, passive: true, signal });
  });
}

/** The task after the next frame has been painted (a frame callback runs before the paint, the timer after it). */
function afterNextPaint(doc: Document): Promise<void> {
  const view = doc.defaultView;
  if (!view || typeof view.requestAnimationFrame !== 'function' || doc.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => view.requestAnimationFrame(() => setTimeout(resolve, 0)));
}
