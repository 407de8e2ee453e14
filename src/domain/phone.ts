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
