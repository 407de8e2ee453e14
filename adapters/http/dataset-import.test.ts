import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../src/domain/dataset';
import { IMPORT_BATCH_ROWS, type DatasetImportPart } from '../../src/domain/dataset-import';
import { buildDataset } from '../../tests/support/builders';
import { createRecordStoreRepository } from '../record-store/create-record-store-repository';
import { createMemoryRecordStore } from '../record-store/memory-record-store';
import { createHttpRepository } from './create-http-repository';

function submissions(count: number): Dataset['contactSubmissions'] {
  const [row] = buildDataset().contactSubmissions;
  return Array.from({ length: count }, (_, index) => ({ ...row!, id: index + 1 }));
}

describe('a dataset import over HTTP', () => {
  it('sends a large import in parts that each answer in time, and a part whose answer came too late once more, storing it once', async () => {
    const server = createRecordStoreRepository(createMemoryRecordStore(buildDataset()), { imagesBase: '/images', seed: buildDataset });
    const received: string[] = [];
    let slowed = false;
    // The server stores every part; the first batch's answer arrives after the client gave up waiting.
    const fetch: typeof globalThis.fetch = async (_input, init) => {
      const part = JSON.parse(await new Response(init?.body).text()) as DatasetImportPart;
      received.push(part.step === 'rows' ? `rows ${part.offset}` : part.step);
      await server.dataset.importPart(part);
      if (part.step === 'rows' && !slowed) {
        slowed = true;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return new Response(JSON.stringify({ success: true, message: 'ok' }), { headers: { 'Content-Type': 'application/json' } });
    };
    const client = createHttpRepository({ apiBase: 'http://api.test/api', adminApiBase: 'http://api.test/api/admin', seoApiBase: 'http://api.test/api/admin', imagesBase: '/images', apiKey: 'k', fetch, requestTimeoutMs: 150 });
    const progress: number[] = [];
    await client.dataset.import({ ...buildDataset(), contactSubmissions: submissions(11_000), careerApplications: [], brochureRequests: [], files: [] }, {
      onProgress: ({ done }) => progress.push(done),
    });
    // Two batches travel at once, so the resent one may come after the next: begin first, finish last, batch 0 twice.
    expect(received[0]).toBe('begin');
    expect(received.at(-1)).toBe('finish');
    const offsets = Array.from({ length: Math.ceil(11_000 / IMPORT_BATCH_ROWS) }, (_, index) => `rows ${index * IMPORT_BATCH_ROWS}`);
    expect(received.slice(1, -1).sort()).toEqual(['rows 0', ...offsets].sort());
    expect(await server.contactSubmissions.list()).toHaveLength(11_000);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBeGreaterThan(11_000);
  });
});
