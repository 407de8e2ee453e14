/** Only the last part of a path, with no control characters: a server's file name never picks a folder. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach a file name
const baseName = (name: string) => (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A plain `filename="…"` as the server meant it. Header values reach fetch as bytes, one code unit per byte (Latin-1):
 * a server that writes the name's UTF-8 bytes there (PHP's `header("…filename=\"$name\"")`) makes "Renée" arrive as
 * "RenÃ©e" and "履歴書" as "å±¥æ­´æ›¸". When the code units are bytes that form valid UTF-8 with at least one
 * non-ASCII character, they are read as UTF-8; a real Latin-1 name ("Ren\xe9e", not valid UTF-8) stays as it is.
 */
export function decodeRawUtf8(value: string): string {
  const units = Array.from(value, (char) => char.charCodeAt(0));
  if (units.every((unit) => unit < 0x80) || units.some((unit) => unit > 0xff)) return value;
  try {
    return utf8.decode(Uint8Array.from(units));
  } catch {
    return value;
  }
}

/**
 * The file name a download's Content-Disposition gives (RFC 6266): the UTF-8 `filename*` (RFC 5987, with an optional
 * language tag) before the plain `filename` (quoted, with \" escapes, or a bare token; raw UTF-8 in it is read as
 * UTF-8, see decodeRawUtf8); null when it names none.
 */
export function attachmentName(response: Response): string | null {
  const header = response.headers.get('Content-Disposition') ?? '';
  const extended = /filename\*\s*=\s*([\w!#$%&+^`{}~-]+)'[^']*'([^;\s]+)/i.exec(header);
  if (extended?.[2] && /^utf-8$/i.test(extended[1] ?? '')) {
    try {
      const name = baseName(decodeURIComponent(extended[2]));
      if (name) return name;
    } catch {
      // A badly encoded name falls through to the plain filename parameter.
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  const token = /(?:^|;)\s*filename\s*=\s*([^";\s]+)/i.exec(header);
  const plain = quoted ? quoted[1]!.replace(/\\(.)/g, '$1') : token?.[1];
  return plain ? baseName(decodeRawUtf8(plain)) || null : null;
}
