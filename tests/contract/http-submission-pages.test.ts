import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { createLargeDataset } from '../../fixtures/large-dataset';
import { contactSubmissionsPageQueryOptions, EXPORT_PAGE_ROWS, rowPages } from '../../src/data/queries/content-queries';
import type { Repository } from '../../src/data/repository';
import { endpoints } from '../../src/domain/contract';
import { bases, setupContractServer } from './contract-server';

const { store, server } = setupContractServer();
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
    const repository = createHttpRepository(bases);
    let ids: number[] = [];
    const requests = await listRequests(async () => {
      ids = await exportedIds(repository);
    });
    expect(requests).toEqual(['']);
    expect(ids).toHaveLength(ROWS);
    expect(new Set(ids).size).toBe(ROWS);
  }, 60_000);

  it('cuts the page on screen from the whole list such a server answers', async () => {
    const repository = createHttpRepository(bases);
    const client = new QueryClient();
    let page: Awaited<ReturnType<NonNullable<Repository['contactSubmissions']['page']>>> | undefined;
    const requests = await listRequests(async () => {
      page = await client.fetchQuery(contactSubmissionsPageQueryOptions(repository, {}, { page: 2, perPage: 25 }));
    });
    expect(requests).toEqual(['']);
    expect(page?.rows).toHaveLength(25);
    expect(page?.total).toBe(ROWS);
    expect(Object.values(page?.counts ?? {}).reduce((sum, count) => sum + count, 0)).toBe(ROWS);
  }, 60_000);

  it('asks a server that pages (the demo mock API) for one export page after another', async () => {
    const repository = createHttpRepository({ ...bases, pagedLists: true });
    let ids: number[] = [];
    const requests = await listRequests(async () => {
      ids = await exportedIds(repository);
    });
    expect(requests).toEqual([`?page=1&per_page=${EXPORT_PAGE_ROWS}`, `?page=2&per_page=${EXPORT_PAGE_ROWS}`]);
    expect(new Set(ids).size).toBe(ROWS);
  }, 60_000);
});
