import { beforeEach, describe, expect, it } from 'vitest';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { createLargeDataset } from '../../fixtures/large-dataset';
import { contactSubmissionsPageQueryOptions, EXPORT_PAGE_ROWS, rowPages } from '../../src/data/queries/content-queries';
import type { Repository } from '../../src/data/repository';
import { createQueryClient } from '../../src/data/query-client';
import { queryKeys } from '../../src/data/query-keys';
import { endpoints } from '../../src/domain/contract';
import { bases, setupContractServer } from './contract-server';

const { store, server } = setupContractServer();
/** The HTTP adapter as a PHP server is read (the spec's contract: no paging parameters). */
const spec = { ...bases, apiKey: 'contract-key' };
/** One row more than a page of an export, so that a paging server is asked twice. */
const ROWS = EXPORT_PAGE_ROWS + 7;

beforeEach(async () => {
  await store.dataset.import(createLargeDataset({ contacts: ROWS, applications: 0 }));
}, 60_000);

/** The query strings of the contact list requests the adapter sends while `run` goes. */
async function listRequests(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(`/${endpoints.getContactFormData.path}`)) seen.push(url.search);
  };
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return seen;
}

async function exportedIds(repository: Repository): Promise<number[]> {
  const ids: number[] = [];
  for await (const page of rowPages(repository.contactSubmissions, {})) ids.push(...page.rows.map((row) => row.id));
  return ids;
}

describe('submission lists over HTTP, paged and not', () => {
  it('reads every row of an export from a server that answers the whole list (the spec) with one request', async () => {
    const repository = createHttpRepository(spec);
    let ids: number[] = [];
    const requests = await listRequests(async () => {
      ids = await exportedIds(repository);
    });
    expect(requests).toEqual(['']);
    expect(ids).toHaveLength(ROWS);
    expect(new Set(ids).size).toBe(ROWS);
  }, 60_000);

  it('cuts each page on screen from one read of the whole list, read again once a change made it stale', async () => {
    const repository = createHttpRepository(spec);
    // The app's client: read data counts as fresh for a minute (FRESH_FOR_MS).
    const client = createQueryClient();
    const show = (page: number) => client.fetchQuery(contactSubmissionsPageQueryOptions(repository, {}, { page, perPage: 25 }));
    let pages: Awaited<ReturnType<typeof show>>[] = [];
    const turning = await listRequests(async () => {
      pages = [await show(1), await show(2), await show(400)];
    });
    expect(turning).toEqual(['']);
    expect(pages.map((page) => page.rows.length)).toEqual([25, 25, 25]);
    expect(pages[1]!.rows[0]!.id).not.toBe(pages[0]!.rows[0]!.id);
    expect(pages[2]!.total).toBe(ROWS);
    expect(Object.values(pages[2]!.counts).reduce((sum, count) => sum + count, 0)).toBe(ROWS);

    // A status change invalidates the list (as the section's mutation does): the next page shown reads it again.
    await store.contactSubmissions.updateStatus(pages[0]!.rows[0]!.id, 'closed');
    await client.invalidateQueries({ queryKey: queryKeys.contactSubmissions.list({}) });
    let after: Awaited<ReturnType<typeof show>> | undefined;
    const changed = await listRequests(async () => {
      after = await show(1);
    });
    expect(changed).toEqual(['']);
    expect(after?.rows.find((row) => row.id === pages[0]!.rows[0]!.id)?.status).toBe('closed');
  }, 60_000);

  it('asks a server that pages (the demo mock API) for one export page after another', async () => {
    const repository = createHttpRepository({ ...spec, pagedLists: true });
    let ids: number[] = [];
    const requests = await listRequests(async () => {
      ids = await exportedIds(repository);
    });
    expect(requests).toEqual([`?page=1&per_page=${EXPORT_PAGE_ROWS}`, `?page=2&per_page=${EXPORT_PAGE_ROWS}`]);
    expect(new Set(ids).size).toBe(ROWS);
  }, 60_000);
});
