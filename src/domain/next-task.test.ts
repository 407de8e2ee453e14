import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundTask, loadInSlices, nextTask } from './next-task';

type Priority = 'background' | 'user-visible' | 'user-blocking';

/** A browser scheduler whose background tasks run only when the test lets them (as when normal tasks are waiting). */
function schedulerWithBusyPage() {
  const waiting: Array<() => void> = [];
  const priorities: Priority[] = [];
  vi.stubGlobal('scheduler', {
    postTask(task: () => void, options: { priority: Priority }) {
      priorities.push(options.priority);
      return new Promise<void>((resolve) => waiting.push(() => resolve(task())));
    },
  });
  return {
    priorities,
    /** The page has nothing more urgent: the waiting background tasks run. */
    idle: async () => {
      while (waiting.length > 0) {
        waiting.shift()!();
        await Promise.resolve();
        await Promise.resolve();
      }
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('backgroundTask', () => {
  it('waits for the browser’s background priority where it has a scheduler', async () => {
    const page = schedulerWithBusyPage();
    let done = false;
    void backgroundTask().then(() => (done = true));
    await nextTask();
    expect(done).toBe(false);
    await page.idle();
    expect(done).toBe(true);
    expect(page.priorities).toEqual(['background']);
  });

  it('is the next task where the browser has no scheduler', async () => {
    vi.stubGlobal('scheduler', undefined);
    await expect(backgroundTask()).resolves.toBeUndefined();
  });
});

describe('loadInSlices', () => {
  it('loads each module after a pause of its own, in order, and pauses once more at the end', async () => {
    const events: string[] = [];
    const pause = vi.fn(async () => void events.push('pause'));
    await loadInSlices(
      ['a', 'b'].map((name) => async () => void events.push(name)),
      pause,
    );
    expect(events).toEqual(['pause', 'a', 'pause', 'b', 'pause']);
  });

  it('loads nothing while the page is busy when it pauses at background priority', async () => {
    const page = schedulerWithBusyPage();
    const load = vi.fn(async () => undefined);
    const loading = loadInSlices([load, load], backgroundTask);
    await nextTask();
    expect(load).not.toHaveBeenCalled();
    await page.idle();
    await loading;
    expect(load).toHaveBeenCalledTimes(2);
  });
});
