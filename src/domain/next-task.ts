/**
 * Lets the browser paint and handle input between two pieces of start-up work: `scheduler.yield()` where the browser
 * has it, otherwise a message to itself (unlike a timer, not slowed down to once a second in a background tab).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Waits until the browser has nothing more urgent to do: `scheduler.postTask` at background priority where the
 * browser has it, so every task of normal priority already waiting (React's hydration slices, a visitor's input) runs
 * first; otherwise the next task, as `nextTask`. For start-up work the page does not need to become interactive.
 */
export function backgroundTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { postTask?: (task: () => void, options: { priority: 'background' }) => Promise<void> } }).scheduler;
  if (typeof scheduler?.postTask === 'function') return scheduler.postTask(() => undefined, { priority: 'background' });
  return nextTask();
}

/**
 * Loads modules one after another, each evaluated in a task of its own: code whose evaluation does real work (the
 * domain's schemas build hundreds of zod objects) then never blocks the page for long in one piece. `pause` is what
 * comes between them (and before the first): the next task, or `backgroundTask` for work that may wait.
 */
export async function loadInSlices(loaders: ReadonlyArray<() => Promise<unknown>>, pause: () => Promise<void> = nextTask): Promise<void> {
  for (const load of loaders) {
    await pause();
    await load();
  }
  await pause();
}
