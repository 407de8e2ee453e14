import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_CSV_HEADERS, contactCsvRow } from '../../../domain/csv';
import type { ContactSubmission } from '../../../domain/submissions';
import { buildCsvBlob, type CsvProgress, type RowPage } from './csv-export';
import { buildCsvFile, CSV_WORKER_READY_MS, prepareCsvWorker, type CsvWorkerPort } from './csv-in-worker';
import { csvWorkerSession, type CsvWorkerAnswer, type CsvWorkerRequest } from './csv-worker-session';

const ZONE = 'Asia/Kolkata';

const rowsOf = (count: number, from = 0): ContactSubmission[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index + 1,
    name: index % 2 ? `Zoë, "${from + index}"` : `Ravi ${from + index}`,
    email: `r${from + index}@example.com`,
    phone: '+91 98140 22750',
    company: '',
    subject: 'quote-request',
    message: index % 3 ? 'line one\nline two' : '=1+1',
    status: 'new',
    created_at: '2026-03-05 08:15:00',
  }));

async function* pagesOf(pages: ContactSubmission[][]): AsyncGenerator<RowPage<ContactSubmission>> {
  const total = pages.reduce((sum, page) => sum + page.length, 0);
  for (const rows of pages) yield { rows, total };
}

const text = async (blob: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());

type FakeWorker = CsvWorkerPort & { requests: CsvWorkerRequest['type'][]; terminated: boolean };

/** A worker that runs the real session in place, answering asynchronously as a worker does. */
function inPlaceWorker(tamper: (request: CsvWorkerRequest) => CsvWorkerAnswer | null = () => null): FakeWorker {
  let onAnswer: (answer: CsvWorkerAnswer) => void = () => undefined;
  const session = csvWorkerSession((answer) => setTimeout(() => onAnswer(answer), 0));
  const port: FakeWorker = {
    requests: [],
    terminated: false,
    post(request) {
      port.requests.push(request.type);
      const forced = tamper(request);
      if (forced) setTimeout(() => onAnswer(forced), 0);
      else void session(request);
    },
    listen(answer) {
      onAnswer = answer;
    },
    terminate() {
      port.terminated = true;
    },
  };
  return port;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('buildCsvFile', () => {
  it('builds in the worker the very file the page would build, page by page, and counts the rows written', async () => {
    const pages = [rowsOf(3), rowsOf(2, 3)];
    const worker = inPlaceWorker();
    const progress: CsvProgress[] = [];
    const blob = await buildCsvFile({ kind: 'contact', timeZone: ZONE, pages: pagesOf(pages), onProgress: (p) => progress.push(p), openWorker: () => worker });
    const here = await buildCsvBlob({ headers: CONTACT_CSV_HEADERS, pages: pagesOf(pages), toCells: (row) => contactCsvRow(row, ZONE) });

    expect(await text(blob)).toBe(await text(here));
    expect((await text(blob)).split('\r\n')[0]).toBe('\uFEFFName,Email,Phone,Subject,Message,Status,Submitted Time');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(worker.requests).toEqual(['begin', 'rows', 'rows', 'end']);
    expect(progress).toEqual([
      { done: 0, total: 5 },
      { done: 3, total: 5 },
      { done: 5, total: 5 },
    ]);
    expect(worker.terminated).toBe(true);
  });

  it('asks for the first page while the worker is still loading, and still writes every page once', async () => {
    const events: string[] = [];
    const worker = inPlaceWorker();
    const loading: FakeWorker = {
      ...worker,
      listen(onAnswer, onFailure) {
        // The worker says it is ready only after a while, as a module worker being fetched does.
        worker.listen((answer) => {
          if (answer.type === 'ready') events.push('worker ready');
          setTimeout(() => onAnswer(answer), answer.type === 'ready' ? 20 : 0);
        }, onFailure);
      },
    };
    async function* pages(): AsyncGenerator<RowPage<ContactSubmission>> {
      events.push('page 1 asked');
      yield { rows: rowsOf(2), total: 3 };
      events.push('page 2 asked');
      yield { rows: rowsOf(1, 2), total: 3 };
    }
    const blob = await buildCsvFile({ kind: 'contact', timeZone: ZONE, pages: pages(), openWorker: () => loading });
    expect(events.slice(0, 2)).toEqual(['page 1 asked', 'worker ready']);
    expect((await text(blob)).split('\r\n')).toHaveLength(4);
  });

  it('builds the file on the page when the browser has no worker', async () => {
    const blob = await buildCsvFile({
      kind: 'contact',
      timeZone: ZONE,
      pages: pagesOf([rowsOf(2)]),
      openWorker: () => {
        throw new ReferenceError('Worker is not defined');
      },
    });
    expect((await text(blob)).split('\r\n')).toHaveLength(3);
  });

  it("builds the file on the page when the worker's script cannot be loaded (an old build's chunk removed by a deploy)", async () => {
    const broken: FakeWorker = {
      requests: [],
      terminated: false,
      post: (request) => void broken.requests.push(request.type),
      listen(_answer, onFailure) {
        setTimeout(() => onFailure(new Error('Failed to fetch a dynamically imported module')), 0);
      },
      terminate: () => void (broken.terminated = true),
    };
    const blob = await buildCsvFile({ kind: 'contact', timeZone: ZONE, pages: pagesOf([rowsOf(4)]), openWorker: () => broken });
    expect((await text(blob)).split('\r\n')).toHaveLength(5);
    expect(broken.terminated).toBe(true);
  });

  it('builds the file on the page when the worker does not say it is ready in time', async () => {
    vi.useFakeTimers();
    const silent: FakeWorker = {
      requests: [],
      terminated: false,
      post: (request) => void silent.requests.push(request.type),
      listen: () => undefined,
      terminate: () => void (silent.terminated = true),
    };
    const built = buildCsvFile({ kind: 'contact', timeZone: ZONE, pages: pagesOf([rowsOf(1)]), openWorker: () => silent });
    await vi.advanceTimersByTimeAsync(CSV_WORKER_READY_MS);
    vi.useRealTimers();
    expect((await text(await built)).split('\r\n')).toHaveLength(2);
    expect(silent.terminated).toBe(true);
  });

  it('fails with the worker\'s reason when it fails half-way, and reads no further page', async () => {
    const worker = inPlaceWorker((request) => (request.type === 'rows' ? { type: 'failed', error: 'Out of memory' } : null));
    let read = 0;
    async function* pages(): AsyncGenerator<RowPage<ContactSubmission>> {
      for (let page = 0; page < 5; page += 1) {
        read += 1;
        // The next page takes a while to read, as a server's does: the failure arrives meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 5));
        yield { rows: rowsOf(2, page * 2), total: 10 };
      }
    }
    await expect(buildCsvFile({ kind: 'contact', timeZone: ZONE, pages: pages(), openWorker: () => worker })).rejects.toThrow('Out of memory');
    expect(read).toBeLessThan(5);
    expect(worker.requests).not.toContain('end');
    expect(worker.terminated).toBe(true);
  });

  it('fails with the read failure when a page cannot be read, and stops the worker', async () => {
    const worker = inPlaceWorker();
    async function* pages(): AsyncGenerator<RowPage<ContactSubmission>> {
      yield { rows: rowsOf(2), total: 4 };
      throw new Error('The server did not answer in time. Please try again.');
    }
    await expect(buildCsvFile({ kind: 'contact', timeZone: ZONE, pages: pages(), openWorker: () => worker })).rejects.toThrow(
      'The server did not answer in time. Please try again.',
    );
    expect(worker.terminated).toBe(true);
  });
});

describe('prepareCsvWorker', () => {
  /** Opens in-place workers, keeping each for the test to look at. */
  function workerFactory() {
    const workers: FakeWorker[] = [];
    const open = () => {
      const worker = inPlaceWorker();
      workers.push(worker);
      return worker;
    };
    return { workers, open };
  }

  it('begins a worker before the click; the export takes it and writes from the first page', async () => {
    const { workers, open } = workerFactory();
    prepareCsvWorker('contact', ZONE, open);
    // Begun at once, while the list is on the screen.
    expect(workers).toHaveLength(1);
    expect(workers[0]!.requests).toEqual(['begin']);

    const blob = await buildCsvFile({ kind: 'contact', timeZone: ZONE, pages: pagesOf([rowsOf(2)]), openWorker: open });
    expect((await text(blob)).split('\r\n')).toHaveLength(3);
    // No second worker: the prepared one wrote the file, and was ended with it.
    expect(workers).toHaveLength(1);
    expect(workers[0]!.requests).toEqual(['begin', 'rows', 'end']);
    expect(workers[0]!.terminated).toBe(true);

    // Taken once: the next export opens its own.
    await buildCsvFile({ kind: 'contact', timeZone: ZONE, pages: pagesOf([rowsOf(1)]), openWorker: open });
    expect(workers).toHaveLength(2);
  });

  it('is not used for another kind of export, and ends when released or replaced', async () => {
    const { workers, open } = workerFactory();
    const release = prepareCsvWorker('career', ZONE, open);
    const blob = await buildCsvFile({ kind: 'contact', timeZone: ZONE, pages: pagesOf([rowsOf(1)]), openWorker: open });
    expect((await text(blob)).split('\r\n')[0]).toBe('\uFEFFName,Email,Phone,Subject,Message,Status,Submitted Time');
    expect(workers).toHaveLength(2);
    expect(workers[0]!.requests).toEqual(['begin']);

    release();
    await expect.poll(() => workers[0]!.terminated).toBe(true);
    prepareCsvWorker('contact', ZONE, open);
    const last = prepareCsvWorker('career', ZONE, open);
    await expect.poll(() => workers[2]!.terminated).toBe(true);
    expect(workers[3]!.terminated).toBe(false);
    last();
  });
});

describe('csvWorkerSession', () => {
  it('refuses rows before the export was begun, and says nothing more after a failure', async () => {
    const answers: CsvWorkerAnswer[] = [];
    const session = csvWorkerSession((answer) => answers.push(answer));
    await session({ type: 'rows', rows: rowsOf(1) });
    await session({ type: 'begin', kind: 'contact', timeZone: ZONE });
    expect(answers).toEqual([{ type: 'failed', error: 'The export was not begun' }]);
  });
});
