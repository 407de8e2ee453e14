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
 * Loads modules one after another, each evaluated in a task of its own: code whose evaluation does real work (the
 * domain's schemas build hundreds of zod objects) then never blocks the page for long in one piece.
 */
export async function loadInSlices(loaders: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const load of loaders) {
    await load();
    await nextTask();
  }
}
