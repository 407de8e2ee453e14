import { isRepositoryError } from '../../src/domain/repository-error';
import { describeMismatch } from './probe';
import { truncate, type CheckResult, type CheckStatus } from './results';

export class CheckFailure extends Error {}

export function expectThat(condition: boolean, message: string): asserts condition {
  if (!condition) throw new CheckFailure(message);
}

/** A failure in the words of the report: the kind of failure and what the server or the check said. */
function classify(error: unknown): { status: CheckStatus; detail: string } {
  if (error instanceof CheckFailure) return { status: 'failed', detail: error.message };
  if (isRepositoryError(error)) {
    if (error.status === 401 || error.status === 403) return { status: 'key-rejected', detail: `HTTP ${error.status}: "${error.message}"` };
    if (error.kind === 'network') return { status: 'network-error', detail: error.message };
    if (error.kind === 'timeout') return { status: 'timeout', detail: error.message };
    if (error.kind === 'malformed') {
      const cause = error.cause as { issues?: unknown } | undefined;
      const issues = cause && Array.isArray(cause.issues) ? `: ${describeMismatch(cause as never, undefined)}` : '';
      return { status: 'shape-mismatch', detail: `${error.message}${issues}` };
    }
    // As the reads say it: a non-2xx answer is an HTTP error (with the server's message when it sent one).
    if (error.kind === 'http') return { status: 'http-error', detail: error.message };
    if (error.status !== undefined && error.status >= 400) return { status: 'http-error', detail: `HTTP ${error.status}: "${error.message}"` };
    return { status: 'server-error', detail: `success:false: "${error.message}"` };
  }
  return { status: 'failed', detail: error instanceof Error ? error.message : String(error) };
}

/** One entity's round trip: named steps, and the clean-ups of what it made, run whatever happens. */
export class Trip {
  step = 'start';
  readonly done: string[] = [];
  readonly notes: string[] = [];
  private readonly cleanups = new Map<string, () => Promise<unknown>>();

  async run<T>(step: string, work: () => Promise<T>): Promise<T> {
    this.step = step;
    const value = await work();
    this.done.push(step);
    return value;
  }

  /** Registers how to undo something; `settle` drops it once the round trip undid it itself. */
  cleanup(label: string, undo: () => Promise<unknown>) {
    this.cleanups.set(label, undo);
    return { settle: () => this.cleanups.delete(label) };
  }

  async runCleanups(): Promise<string[]> {
    const problems: string[] = [];
    for (const [label, undo] of [...this.cleanups].reverse()) {
      try {
        await undo();
      } catch (error) {
        problems.push(`CLEAN-UP FAILED, ${label} by hand: ${classify(error).detail}`);
      }
    }
    this.cleanups.clear();
    return problems;
  }
}

export async function roundTrip(name: string, target: string, body: (trip: Trip) => Promise<void>): Promise<CheckResult> {
  const trip = new Trip();
  let failure: { status: CheckStatus; detail: string } | null = null;
  try {
    await body(trip);
  } catch (error) {
    const { status, detail } = classify(error);
    failure = { status, detail: `${trip.step}: ${detail}` };
  }
  const problems = await trip.runCleanups();
  const notes = [...trip.notes, ...problems];
  if (failure) return { name, target, status: failure.status, detail: [failure.detail, ...notes].join('; ') };
  if (problems.length > 0) return { name, target, status: 'failed', detail: [trip.done.join(', '), ...notes].join('; ') };
  return { name, target, status: 'ok', detail: [trip.done.join(', '), ...notes].join('; ') };
}

type Listed = { id: number };

/** Finds the record a create made: by the id it answered, else by a field only it has. */
export async function findCreated<T extends Listed>(list: () => Promise<T[]>, id: number | undefined, match: (row: T) => boolean): Promise<T> {
  const rows = await list();
  const row = rows.find((r) => (id !== undefined ? r.id === id : match(r))) ?? rows.find(match);
  expectThat(row !== undefined, 'the created record is not in the list');
  return row;
}

/**
 * Moves the throw-away row first and back, and checks both orders were stored. A reorder numbers every row from 1,
 * so it runs only when the existing rows are numbered exactly 1..n in list order: then putting the original order
 * back restores every existing row's number. Otherwise it is skipped (and said), since it would renumber live rows.
 */
export async function reorderAndRestore<T extends Listed>(
  trip: Trip,
  area: { list(): Promise<T[]>; reorder(ids: number[]): Promise<unknown> },
  position: (row: T) => number,
  ownId: number,
) {
  const rows = await area.list();
  const numbers = rows.map(position);
  if (!numbers.every((n, index) => n === index + 1)) {
    trip.notes.push(`reorder not tried: the rows are numbered [${truncate(numbers.join(', '), 40)}], not 1..n, and a reorder would renumber them`);
    return;
  }
  const original = rows.map((row) => row.id);
  const moved = [ownId, ...original.filter((id) => id !== ownId)];
  const restore = trip.cleanup(`restore the order ${original.join(', ')}`, () => area.reorder(original));
  await trip.run('reordered', async () => {
    await area.reorder(moved);
    expectThat((await area.list()).map((row) => row.id).join() === moved.join(), 'the new order was not stored');
  });
  await trip.run('order restored', async () => {
    await area.reorder(original);
    const after = await area.list();
    expectThat(after.map((row) => row.id).join() === original.join() && after.map(position).join() === numbers.join(), 'the original order did not come back');
  });
  restore.settle();
}

/** Create, read back, update, (reorder,) delete, read back: one area with a list of its own. */
export async function crudTrip<T extends Listed & Record<string, unknown>, Input>(
  trip: Trip,
  area: { list(): Promise<T[]>; create(input: Input): Promise<{ id?: number }>; update(id: number, input: Input): Promise<unknown>; remove(id: number): Promise<unknown> },
  input: Input,
  field: keyof T & keyof Input & string,
  /** More steps on the created record before it is deleted (a reorder, a gallery image). */
  beforeDelete?: (trip: Trip, id: number) => Promise<void>,
) {
  const value = input[field] as unknown as string;
  const created = await trip.run('created', () => area.create(input));
  const row = await trip.run('read back', () => findCreated(() => area.list(), created.id, (r) => r[field] === value));
  const removal = trip.cleanup(`delete #${row.id} (${value})`, () => area.remove(row.id));
  trip.done.splice(-2, 2, `created #${row.id} and read it back`);
  const updatedValue = `${value} (updated)`;
  await trip.run('updated', async () => {
    await area.update(row.id, { ...input, [field]: updatedValue });
    const after = (await area.list()).find((r) => r.id === row.id);
    expectThat(after?.[field] === updatedValue, `the update was not stored (read back ${JSON.stringify(after?.[field])})`);
  });
  if (beforeDelete) await beforeDelete(trip, row.id);
  await trip.run('deleted', async () => {
    await area.remove(row.id);
    expectThat(!(await area.list()).some((r) => r.id === row.id), 'the record is still listed after delete');
  });
  removal.settle();
}

