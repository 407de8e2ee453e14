import { describe, expect, it, vi } from 'vitest';
import { buildDataset } from '../../tests/support/builders';
import { seedAfterWorker, seedInWorker } from './demo-seed';

/** A stand-in for the seeding worker: records what it was asked and lets the test answer, fail or stay silent. */
function fakeWorker() {
  const worker = {
    onmessage: null as ((event: MessageEvent) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    onmessageerror: null as ((event: MessageEvent) => void) | null,
    postMessage: vi.fn(),
    terminate: vi.fn(),
  };
  return { worker, start: () => worker as unknown as Worker };
}

const request = { database: 'ironcrest-demo', imagesBase: '/images' };

describe('seedInWorker', () => {
  it('asks the worker to seed the database, resolves on its answer and ends it', async () => {
    const { worker, start } = fakeWorker();
    let settled = false;
    const seeding = seedInWorker(request, start).then(() => (settled = true));
    expect(worker.postMessage).toHaveBeenCalledWith(request);
    await Promise.resolve();
    expect(settled).toBe(false);
    worker.onmessage?.(new MessageEvent('message', { data: { ok: true } }));
    await seeding;
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('resolves when the worker fails, so the page seeds by itself', async () => {
    const { worker, start } = fakeWorker();
    const seeding = seedInWorker(request, start);
    worker.onerror?.(new Event('error') as ErrorEvent);
    await expect(seeding).resolves.toBeUndefined();
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('stops waiting for a worker that never answers', async () => {
    vi.useFakeTimers();
    try {
      const { worker, start } = fakeWorker();
      const seeding = seedInWorker(request, start, 1000);
      await vi.advanceTimersByTimeAsync(1000);
      await expect(seeding).resolves.toBeUndefined();
      expect(worker.terminate).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('resolves at once where no worker can start', async () => {
    await expect(seedInWorker(request, () => null)).resolves.toBeUndefined();
    await expect(
      seedInWorker(request, () => {
        throw new Error('Workers are not allowed here');
      }),
    ).resolves.toBeUndefined();
  });
});

describe('seedAfterWorker', () => {
  it('makes the seed only once the worker is done', async () => {
    let finish: () => void = () => undefined;
    const worker = new Promise<void>((resolve) => (finish = resolve));
    const dataset = buildDataset();
    const seed = vi.fn(() => Promise.resolve(dataset));
    const seeding = seedAfterWorker(worker, seed)();
    await Promise.resolve();
    expect(seed).not.toHaveBeenCalled();
    finish();
    await expect(seeding).resolves.toBe(dataset);
    expect(seed).toHaveBeenCalledTimes(1);
  });
});
