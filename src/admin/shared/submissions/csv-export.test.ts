import { describe, expect, it } from 'vitest';
import { buildCsvBlob, onePage, type CsvProgress, type RowPage } from './csv-export';

type Row = { a: string; b: string };
const toCells = (row: Row) => [row.a, row.b];

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

describe('buildCsvBlob', () => {
  it('starts with the UTF-8 byte-order mark and a header line, then one CRLF line per row', async () => {
    const blob = await buildCsvBlob({ headers: ['A', 'B'], pages: onePage([{ a: '1', b: '2' }, { a: 'José', b: 'Zoë' }]), toCells });
    const bytes = await bytesOf(blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3))).toBe('A,B\r\n1,2\r\nJosé,Zoë');
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });

  it('quotes cells with commas, quotes and line breaks', async () => {
    const blob = await buildCsvBlob({
      headers: ['A', 'B'],
      pages: onePage([{ a: 'Smith, Jones & Partners', b: 'He said "yes"' }, { a: 'line one\nline two', b: 'plain' }]),
      toCells,
    });
    const text = new TextDecoder().decode(await bytesOf(blob));
    expect(text).toBe('A,B\r\n"Smith, Jones & Partners","He said ""yes"""\r\n"line one\nline two",plain');
  });

  it('builds large exports in chunks and reports progress up to every row', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => ({ a: `r${i}`, b: String(i) }));
    const progress: CsvProgress[] = [];
    const blob = await buildCsvBlob({ headers: ['A', 'B'], pages: onePage(rows), toCells, chunkRows: 1000, onProgress: (p) => progress.push(p) });
    expect(progress).toEqual([
      { done: 0, total: 2500 },
      { done: 1000, total: 2500 },
      { done: 2000, total: 2500 },
      { done: 2500, total: 2500 },
    ]);
    const lines = new TextDecoder().decode(await bytesOf(blob)).split('\r\n');
    expect(lines).toHaveLength(2501);
    expect(lines[1000]).toBe('r999,999');
    expect(lines[2500]).toBe('r2499,2499');
  });

  it('writes the pages in the order they come, each while the next is still being read', async () => {
    const events: string[] = [];
    async function* pages(): AsyncGenerator<RowPage<Row>> {
      for (let page = 0; page < 3; page += 1) {
        events.push(`read ${page}`);
        yield { rows: [{ a: `p${page}`, b: '1' }, { a: `p${page}`, b: '2' }], total: 6 };
      }
    }
    const progress: CsvProgress[] = [];
    const blob = await buildCsvBlob({
      headers: ['A', 'B'],
      pages: pages(),
      toCells: (row) => {
        events.push(`write ${row.a}`);
        return toCells(row);
      },
      onProgress: (p) => progress.push(p),
    });
    expect(events).toEqual(['read 0', 'write p0', 'write p0', 'read 1', 'write p1', 'write p1', 'read 2', 'write p2', 'write p2']);
    expect(progress.at(-1)).toEqual({ done: 6, total: 6 });
    expect(new TextDecoder().decode(await bytesOf(blob)).split('\r\n')).toEqual(['A,B', 'p0,1', 'p0,2', 'p1,1', 'p1,2', 'p2,1', 'p2,2']);
  });
});
