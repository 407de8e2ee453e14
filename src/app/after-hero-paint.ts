/** How long the app waits at most for the page's largest image to be painted before it starts anyway. */
export const HERO_WAIT_MS = 3000;

/**
 * Resolves once the page's largest image (the one the prerendered page marks `fetchpriority="high"`: the first slide)
 * has been decoded and painted, or at once when there is none. The app's code then loads after the largest paint
 * instead of beside it: on a phone, decoding a large photo and evaluating the app's JavaScript would otherwise share
 * the same main thread and network at the moment the visitor waits for the picture. An image that fails, or takes
 * longer than `maxWaitMs`, holds nothing up.
 *
 * Painted means reported by the browser as the page's largest paint (a `largest-contentful-paint` entry for the image,
 * or for something larger than it), which comes once the frame is on the screen: rasterising a large slide can take
 * the compositor well past the frame the main thread drew it in (up to a second seen on a slow machine), and the app's
 * requests would then go out before the picture shows. The visitor's first tap, key or scroll ends that wait (no report
 * comes after it). A browser that reports no such entries waits for the next frame.
 */
export function afterHeroPaint(doc: Document = document, maxWaitMs = HERO_WAIT_MS): Promise<void> {
  const marked = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const hero = marked && typeof marked.decode === 'function' && marked.getAttribute('loading') !== 'lazy' ? marked : null;
  if (!hero) return afterNextPaint(doc);
  const report = paintReport(doc, hero);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs)));
  const painted = hero.decode().then(
    () => report?.painted ?? afterNextPaint(doc),
    // An image that cannot be decoded is never painted: nothing to wait for.
    () => undefined,
  );
  return Promise.race([painted, deadline]).then(() => {
    clearTimeout(timer);
    report?.stop();
  });
}

/** The inputs after which the browser reports no more largest paints. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'scroll'] as const;

type LargestPaint = PerformanceEntry & { element?: Element | null; size?: number };

/**
 * The browser's report that `hero` has been painted: its own largest-paint entry, or one larger than the image could
 * be (the image is then never reported); null where the browser reports none, or for a page not on the screen.
 */
function paintReport(doc: Document, hero: HTMLImageElement): { painted: Promise<void>; stop: () => void } | null {
  const Observer = doc.defaultView?.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint') || doc.visibilityState === 'hidden') return null;
  let observer: PerformanceObserver | undefined;
  let interacted = () => undefined as void;
  const painted = new Promise<void>((resolve) => {
    observer = new Observer((list) => {
      const box = hero.getBoundingClientRect();
      const area = Math.max(0, box.width) * Math.max(0, box.height);
      if ((list.getEntries() as LargestPaint[]).some((entry) => entry.element === hero || (entry.size ?? 0) >= area)) resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    // The browser reports no largest paint after the visitor's first tap, key or scroll, and a visitor who has begun
    // wants the app: their input ends the wait for the report (the wait for the decoded image stays).
    interacted = () => resolve();
    for (const type of INPUT_EVENTS) doc.addEventListener(type, interacted, { capture: true, passive: true });
  });
  return {
    painted,
    stop: () => {
      observer?.disconnect();
      for (const type of INPUT_EVENTS) doc.removeEventListener(type, interacted, { capture: true });
    },
  };
}

/** The task after the next frame has been painted (a frame callback runs before the paint, the timer after it). */
function afterNextPaint(doc: Document): Promise<void> {
  const view = doc.defaultView;
  if (!view || typeof view.requestAnimationFrame !== 'function' || doc.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => view.requestAnimationFrame(() => setTimeout(resolve, 0)));
}
