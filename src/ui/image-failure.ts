/**
 * Set on an <img> that failed to load before the app took over the page: the page's inline guard script
 * (scripts/page-guard-script.ts) listens for image errors from the start of parsing, which React's onError, attached
 * only at hydration, never sees. global.css hides such an image.
 */
export const IMAGE_FAILED_ATTRIBUTE = 'data-img-failed';

/** Whether an image already failed to load (marked by the guard script, or broken with no size). */
export function imageFailed(image: HTMLImageElement): boolean {
  return image.hasAttribute(IMAGE_FAILED_ATTRIBUTE) || (image.complete && image.naturalWidth === 0 && image.getAttribute('src') !== '');
}
