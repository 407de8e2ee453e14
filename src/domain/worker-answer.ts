/** The part of a Worker that one request and its answer use (a test hands in a stand-in). */
export type AnsweringWorker = Pick<Worker, 'postMessage' | 'terminate'> & {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
};

/**
 * Sends a worker one request and resolves with its first answer (the message's data). Rejects when the worker cannot
 * be loaded or fails (its script gone after a deploy, an error while it runs), when the answer cannot be read, or when
 * none came within `timeoutMs`. The worker is ended once it has answered or failed: one worker, one piece of work.
 */
export function workerAnswer<T>(worker: AnsweringWorker, request: unknown, timeoutMs: number, { timedOut = 'The worker did not answer in time', failed = 'The worker failed' } = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => finish(() => reject(new Error(timedOut))), timeoutMs);
    function finish(settle: () => void) {
      clearTimeout(timer);
      worker.onmessage = worker.onerror = worker.onmessageerror = null;
      worker.terminate();
      settle();
    }
    worker.onmessage = (event) => finish(() => resolve(event.data as T));
    worker.onerror = (event) => {
      // Handled here: not also reported to the page as an uncaught error.
      event.preventDefault?.();
      finish(() => reject(new Error(event.message || failed)));
    };
    worker.onmessageerror = () => finish(() => reject(new Error(failed)));
    worker.postMessage(request);
  });
}
