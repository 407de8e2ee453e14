/**
 * Content-Disposition for a download under the uploader's own file name (RFC 6266 with RFC 5987 encoding): a quoted
 * ASCII fallback for old clients plus filename* carrying the exact UTF-8 name. A header value may hold only Latin-1
 * bytes, so the raw name ("Résumé – 履歴書.pdf") would make `new Headers()` throw.
 */
export function attachmentDisposition(filename: string): string {
  const name = filename.trim() === '' ? 'download' : filename;
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** Accents dropped (é -> e), any other non-ASCII, control or quoting character replaced by "_". */
export function asciiFallback(name: string): string {
  const fallback = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return fallback.trim() === '' ? 'download' : fallback;
}

/** RFC 5987 value-chars: percent-encoded UTF-8, where encodeURIComponent leaves ' ( ) * which attr-char excludes. */
export function encodeRfc5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
