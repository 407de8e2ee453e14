import { describe, expect, it } from 'vitest';
import { EXPORT_PAGE_ROWS, EXPORT_PAGES_AHEAD, rowPages } from './content-queries';
import type { PageRequest } from '../repository';

type Row = { id: number; status: string };
const rowsOf = (count: number): Row[] => Array.from({ length: count }, (_, id) => ({ id, status: 'new' }));

/** A paging store over `all`, recording each request and when it was made. */
function pagingStore(all: Row[], log: string[]) {
  return {
    list: async () => all,
    page: async (_filter: unknown, request: PageRequest) => {
      log.push(`ask ${request.page}`);
      const start = (request.page - 1) * request.perPage;
      return { rows: all.slice(start, start + request.perPage), total: all.length, counts: {} };
    },
  };
}

describe('rowPages', () => {
  it('reads every row a page at a time, with the next pages asked for before the caller handles this one', async () => {
    expect(EXPORT_PAGES_AHEAD).toBe(2);
    const log: string[] = [];
    const all = rowsOf(EXPORT_PAGE_ROWS * 3 + 5);
    const seen: number[] = [];
    for await (const page of rowPages(pagingStore(all, log), {})) {
      log.push(`handle ${page.rows.length}`);
      seen.push(...page.rows.map((row) => row.id));
      expect(page.total).toBe(all.length);
    }
    const full = `handle ${EXPORT_PAGE_ROWS}`;
    expect(log).toEqual(['ask 1', 'ask 2', 'ask 3', full, 'ask 4', full, full, 'handle 5']);
    expect(seen).toEqual(all.map((row) => row.id));
  });

  it('asks for no page past the end of the list', async () => {
    const log: string[] = [];
    for await (const page of rowPages(pagingStore(rowsOf(EXPORT_PAGE_ROWS + 5), log), {})) log.push(`handle ${page.rows.length}`);
    expect(log).toEqual(['ask 1', 'ask 2', `handle ${EXPORT_PAGE_ROWS}`, 'handle 5']);
  });

  it('stops after an exactly full last page without asking for an empty one', async () => {
    const log: string[] = [];
    const pages = [];
    for await (const page of rowPages(pagingStore(rowsOf(EXPORT_PAGE_ROWS), log), {})) pages.push(page.rows.length);
    expect(pages).toEqual([EXPORT_PAGE_ROWS]);
    expect(log).toEqual(['ask 1']);
  });

  it('gives a store that does not page its whole list as one page', async () => {
    const pages = [];
    for await (const page of rowPages({ list: async () => rowsOf(3) }, {})) pages.push(page);
    expect(pages).toEqual([{ rows: rowsOf(3), total: 3 }]);
  });

  it('passes a failed read on to the caller', async () => {
    const store = {
      list: async () => [],
      page: async (_filter: unknown, request: PageRequest) => {
        if (request.page === 2) throw new Error('The server did not answer in time');
        return { rows: rowsOf(EXPORT_PAGE_ROWS), total: EXPORT_PAGE_ROWS * 3, counts: {} };
      },
    };
    const read = async () => {
      for await (const page of rowPages(store, {})) void page;
    };
    await expect(read()).rejects.toThrow('The server did not answer in time');
  });
});
