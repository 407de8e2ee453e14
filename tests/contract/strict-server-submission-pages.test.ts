import { beforeEach, expect, it } from 'vitest';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { createLargeDataset } from '../../fixtures/large-dataset';
import { contactSubmissionsPageQueryOptions, EXPORT_PAGE_ROWS, rowPages } from '../../src/data/queries/content-queries';
import { createQueryClient } from '../../src/data/query-client';
import { bases, setupContractServer } from './contract-server';

const KEY = 'strict-contract-key';
const { store, server } = setupContractServer({ strict: true, apiKey: KEY });
const ROWS = EXPORT_PAGE_ROWS + 7;

beforeEach(async () => {
  await store.dataset.import(createLargeDataset({ contacts: ROWS, applications: 0 }));
}, 60_000);

it('reads the strict server’s whole list once for an export and once for the pages on screen', async () => {
  const repository = createHttpRepository({ ...bases, apiKey: KEY });
  const lists: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('get_contact_form_data.php')) lists.push(new URL(request.url).search);
  });
  const ids: number[] = [];
  for await (const page of rowPages(repository.contactSubmissions, {})) ids.push(...page.rows.map((row) => row.id));
  expect(new Set(ids).size).toBe(ROWS);
  const client = createQueryClient();
  const second = await client.fetchQuery(contactSubmissionsPageQueryOptions(repository, {}, { page: 2, perPage: 25 }));
  await client.fetchQuery(contactSubmissionsPageQueryOptions(repository, {}, { page: 3, perPage: 25 }));
  expect(second.rows).toHaveLength(25);
  expect(second.total).toBe(ROWS);
  expect(lists).toEqual(['', '']);
}, 60_000);
