import { isAllowedEditorLink } from '../../domain/url';

/** The rich-text editor's toolbar, exactly as admin spec 5 lists it. */
export const EDITOR_TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ align: [] }],
  ['link', 'image'],
  ['clean'],
] as const;

/** The formats the editor keeps; anything else pasted in is dropped. Quill 2 keeps both list kinds under `list`. */
export const EDITOR_FORMATS = [
  'header',
  'bold',
  'italic',
  'underline',
  'strike',
  'color',
  'background',
  'list',
  'align',
  'link',
  'image',
] as const;

/** Link protocols the editor accepts (admin spec 5). */
export const EDITOR_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;

/** What a refused link points at instead (Quill's own choice for sanitised links). */
export const REFUSED_LINK_URL = 'about:blank';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The href a link typed into the editor gets. A bare host such as "www.example.com" is read as https; anything
 * outside the allow-list (javascript:, data:, ftp:, site-relative paths) becomes about:blank.
 */
export function sanitizeEditorLink(raw: string): string {
  const value = raw.trim();
  if (isAllowedEditorLink(value)) return value;
  if (value !== '' && !HAS_SCHEME.test(value) && !value.startsWith('/')) {
    const withHttps = `https://${value}`;
    if (isAllowedEditorLink(withHttps)) return withHttps;
  }
  return REFUSED_LINK_URL;
}

/** Quill answers an emptied editor with an empty paragraph; the store keeps that as no content. */
export function normalizeEditorHtml(html: string): string {
  return /^<p>(<br>)?<\/p>$/.test(html.trim()) ? '' : html;
}
