/** How long the app waits at most for the page's largest image to decode before it starts anyway. */
export const HERO_WAIT_MS = 3000;

/**
 * Resolves once the page's largest image (the one the prerendered page marks `fetchpriority="high"`: the first slide)
 * has been decoded and a frame has been painted with it, or at once when there is none. The app's code then loads
 * after the largest paint instead of beside it: on a phone, decoding a large photo and evaluating the app's
 * JavaScript would otherwise share the same main thread and network at the moment the visitor waits for the picture.
 * An image that fails, or takes longer than `maxWaitMs`, holds nothing up.
 */
export function afterHeroPaint(doc: Document = document, maxWaitMs = HERO_WAIT_MS): Promise<void> {
  const hero = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const decoded =
    hero && typeof hero.decode === 'function' && hero.getAttribute('loading') !== 'lazy'
      ? hero.decode().catch(() => undefined)
      : Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = Promise.race([decoded, new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs)))]);
  return waited.then(() => {
    clearTimeout(timer);
    return afterNextPaint(doc);
  });
}

/** The task after the next frame has been painted (a frame callback runs before the paint, the timer after it). */
function afterNextPaint(doc: Document): Promise<void> {
  const view = doc.defaultView;
  if (!view || typeof view.requestAnimationFrame !== 'function' || doc.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => view.requestAnimationFrame(() => setTimeout(resolve, 0)));
}
