import { previewMessage, type PreviewMessage } from '../../admin/shared/preview/preview-record';
import type { HeadModel } from '../../public/seo/head';

type Untagged = Parameters<typeof previewMessage>[0];

/** Tells the form in the parent document (same origin only). */
export function postToEditor(message: Untagged): void {
  if (window.parent === window) return;
  const tagged: PreviewMessage = previewMessage(message);
  window.parent.postMessage(tagged, window.location.origin);
}

const NOINDEX = 'noindex, nofollow';

/**
 * Keeps the preview document noindex: the public page applies its own head (useSeo, with "index,follow"), which
 * replaces every robots tag, so the tag is put back after each change of the head. Returns the stop function.
 */
export function keepNoindex(doc: Document): () => void {
  const ensure = () => {
    const tags = [...doc.head.querySelectorAll('meta[name="robots"]')];
    if (tags.length === 1 && tags[0]!.getAttribute('content') === NOINDEX) return;
    tags.forEach((tag) => tag.remove());
    const meta = doc.createElement('meta');
    meta.name = 'robots';
    meta.content = NOINDEX;
    doc.head.prepend(meta);
  };
  ensure();
  const observer = new MutationObserver(ensure);
  observer.observe(doc.head, { childList: true, subtree: true, attributes: true, attributeFilter: ['content'] });
  return () => observer.disconnect();
}

/**
 * The preview shows, it does not act: links do not leave the page and no form is sent (the capture listeners run
 * before the app's own; the preview's Repository refuses every write as well). Returns the stop function.
 */
export function holdStill(win: Window): () => void {
  const click = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
  };
  const submit = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  win.addEventListener('click', click, true);
  win.addEventListener('submit', submit, true);
  return () => {
    win.removeEventListener('click', click, true);
    win.removeEventListener('submit', submit, true);
  };
}

/** What the snippet and the card show, from the head the public page computed. */
export function headOf(model: HeadModel) {
  const meta = (key: string) => model.metas.find((tag) => tag.key === key)?.content ?? '';
  return {
    title: model.title,
    description: meta('description'),
    url: model.canonical ?? meta('og:url'),
    ogTitle: meta('og:title') || model.title,
    ogDescription: meta('og:description') || meta('description'),
    image: meta('og:image'),
    robots: meta('robots'),
  };
}
