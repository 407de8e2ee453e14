/**
 * Phone numbers as the site shows and dials them. Staff may store several numbers in one field ("+91 98140 22750,
 * +91 98765 41230", "… / …", one per line, or even run together), and a tel: link dials exactly one number, so a
 * stored value becomes a list: each entry keeps the text as typed for people and a `tel:+<digits>` for diallers.
 */
export type PhoneNumber = { display: string; href: string };

/** India's calling code: the company's own numbers are Indian, so a national number without one is dialled as such. */
const DEFAULT_COUNTRY_CODE = '91';
/** E.164 allows at most 15 digits; fewer than 8 cannot be a number reachable from abroad. */
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;

/** The international form of one number, or null when it cannot be dialled. */
export function normalisePhone(text: string): string | null {
  const trimmed = text.trim();
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('00')) digits = digits.slice(2);
  if (!international) {
    // A national number: a trunk 0 is not dialled from abroad; a 10-digit Indian number needs its calling code.
    digits = digits.replace(/^0+/, '');
    if (digits.length === 10) digits = `${DEFAULT_COUNTRY_CODE}${digits}`;
  }
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return null;
  return `+${digits}`;
}

/** Splits where one number ends: list separators, line breaks, the word "or", and a "+" that starts another number. */
function pieces(stored: string): string[] {
  return stored
    .split(/[,;/|\n\r]+|\s+or\s+|(?<=\d)\s*(?=\+)/i)
    .map((piece) => piece.trim())
    .filter((piece) => /\d/.test(piece));
}

/** Every dialable number in a stored phone field, in order and without repeats. */
export function splitPhones(stored: string): PhoneNumber[] {
  const seen = new Set<string>();
  const numbers: PhoneNumber[] = [];
  for (const piece of pieces(stored)) {
    const normalised = normalisePhone(piece);
    if (!normalised || seen.has(normalised)) continue;
    seen.add(normalised);
    numbers.push({ display: piece, href: `tel:${normalised}` });
  }
  return numbers;
}

/** A piece of prose: plain text, or a phone number written in it. */
export type TextPart = { text: string; phone?: PhoneNumber };

/**
 * A run that may be a phone number inside prose: an optional "+" or "(", then digits with single spaces, dots,
 * hyphens or brackets between them, ending in a digit.
 */
const NUMBER_RUN = /\+?\(?\d(?:[\d().-]| (?=[\d(]))*\d/g;
/** Without a "+", only a run of at least 10 digits is taken for a number ("ISO 9001 2015" is not one). */
const MIN_NATIONAL_DIGITS = 10;

/**
 * Stored prose ("… or call +91 98140 22750. Our engineers …") cut into text and the dialable numbers in it, so a
 * number can be shown as one tel: link that never wraps inside itself. Runs that cannot be dialled stay text.
 */
export function splitTextAtPhones(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(NUMBER_RUN)) {
    const run = match[0];
    const digits = run.replace(/\D/g, '').length;
    const normalised = normalisePhone(run);
    if (!normalised || (!run.startsWith('+') && digits < MIN_NATIONAL_DIGITS)) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: run, phone: { display: run, href: `tel:${normalised}` } });
    last = match.index + run.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
