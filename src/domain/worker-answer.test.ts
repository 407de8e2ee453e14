import { afterEach, describe, expect, it, vi } from 'vitest';
import { workerAnswer, type AnsweringWorker } from './worker-answer';

/** A stand-in worker: records what it was asked and lets the test answer, fail or stay silent. */
function fakeWorker() {
  const postMessage = vi.fn<(message: unknown) => void>();
  const terminate = vi.fn<() => void>();
  const worker: AnsweringWorker = { onmessage: null, onerror: null, onmessageerror: null, postMessage, terminate };
  return Object.assign(worker, { postMessage, terminate });
}

describe('workerAnswer', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the request, resolves with the first answer and ends the worker', async () => {
    const worker = fakeWorker();
    const answer = workerAnswer<{ ok: boolean }>(worker, { seed: 'demo' }, 1000);
    expect(worker.postMessage).toHaveBeenCalledWith({ seed: 'demo' });
    expect(worker.terminate).not.toHaveBeenCalled();
    worker.onmessage?.(new MessageEvent('message', { data: { ok: true } }));
    await expect(answer).resolves.toEqual({ ok: true });
    expect(worker.terminate).toHaveBeenCalledTimes(1);
  });

  it('rejects with the error of a worker that fails, or the given words when it has none', async () => {
    const worker = fakeWorker();
    const answer = workerAnswer(worker, {}, 1000, { failed: 'The image worker failed' });
    const error = { message: 'Failed to fetch a dynamically imported module', preventDefault: vi.fn() } as unknown as ErrorEvent;
    worker.onerror?.(error);
    await expect(answer).rejects.toThrow('Failed to fetch a dynamically imported module');
    expect(error.preventDefault).toHaveBeenCalled();
    expect(worker.terminate).toHaveBeenCalled();

    const silent = fakeWorker();
    const unreadable = workerAnswer(silent, {}, 1000, { failed: 'The image worker failed' });
    silent.onmessageerror?.(new MessageEvent('messageerror'));
    await expect(unreadable).rejects.toThrow('The image worker failed');
  });

  it('stops waiting for a worker that never answers, and a late answer changes nothing', async () => {
    vi.useFakeTimers();
    const worker = fakeWorker();
    const answer = workerAnswer(worker, {}, 1000, { timedOut: 'The image took too long to process' });
    const outcome = answer.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toBe('The image took too long to process');
    expect(worker.terminate).toHaveBeenCalledTimes(1);
    expect(worker.onmessage).toBeNull();
  });
});
