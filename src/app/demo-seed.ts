import type { Dataset } from '../domain/dataset';
import { workerAnswer, type AnsweringWorker } from '../domain/worker-answer';

/** What the seeding worker (demo-seed.worker.ts) is asked: which database, and where the seed's images are served. */
export type DemoSeedRequest = { database: string; imagesBase: string };

/** How long the page waits for the worker before seeding by itself (a worker that cannot start never answers). */
export const SEED_WORKER_TIMEOUT_MS = 15_000;

/**
 * Seeds the demo's database in a worker where the browser has one; resolves once the worker is done, has failed or
 * has not answered in time, never rejects: the page's store then seeds by itself what is still unseeded.
 */
export function seedInWorker(request: DemoSeedRequest, start: () => AnsweringWorker | null = startSeedWorker, timeoutMs = SEED_WORKER_TIMEOUT_MS): Promise<void> {
  let worker: AnsweringWorker | null;
  try {
    worker = start();
  } catch {
    worker = null;
  }
  if (!worker) return Promise.resolve();
  return workerAnswer(worker, request, timeoutMs).then(
    () => undefined,
    () => undefined,
  );
}

function startSeedWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./demo-seed.worker.ts', import.meta.url), { type: 'module', name: 'demo-seed' });
}

/**
 * The store's seed for a demo whose first seeding runs in a worker: the store asks for the seed on its first call;
 * this waits for the worker first, so the store finds the database seeded once the seed is made and neither checks nor
 * writes it on the main thread (a reset to the seed data asks for the seed again later and gets it at once).
 */
export function seedAfterWorker(worker: Promise<void>, seed: () => Promise<Dataset>): () => Promise<Dataset> {
  return async () => {
    await worker;
    return seed();
  };
}
