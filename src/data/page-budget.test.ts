import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ruleMessages } from '../domain/messages';
import { readDeadline, setPageBudget } from './page-budget';
import { read } from './query-client';

const BUDGET_MS = 400;
const hung = () => new Promise<never>(() => {});
const context = (key: string = 'page') => ({ signal: new AbortController().signal, queryKey: [key] }) as unknown as QueryFunctionContext;
const visit = (path: string) => vi.stubGlobal('location', { href: `https://site.example${path}` });

/** How long a read takes to settle, and how. */
async function timed(run: Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = performance.now();
  const error = await run.then(() => null, (failure: unknown) => failure);
  return { ms: performance.now() - started, error };
}

afterEach(() => {
  setPageBudget(null);
  vi.unstubAllGlobals();
});

describe('one time budget per page', () => {
  it('ends every read of a page at the page deadline, however late each started', async () => {
    setPageBudget(BUDGET_MS);
    visit('/');
    readDeadline();
    visit('/page/fencing');
    const pageStart = performance.now();
    const first = read(hung)(context('content'));
    await new Promise((resolve) => setTimeout(resolve, BUDGET_MS / 2));
    // A read the first one's answer would have started (the gallery after the content): the same deadline.
    const second = read(hung, 'Navigation request timed out')(context('navigation'));
    const [a, b] = await Promise.all([timed(first), timed(second)]);
    expect(a.error).toMatchObject({ kind: 'timeout', message: ruleMessages.requestTimedOut });
    expect(b.error).toMatchObject({ kind: 'timeout', message: 'Navigation request timed out' });
    const ended = performance.now() - pageStart;
    expect(ended).toBeGreaterThanOrEqual(BUDGET_MS - 5);
    expect(ended).toBeLessThan(BUDGET_MS + 150);
    // A part shown only with the fallback reads the navigation again: it fails at once, the page waits no longer.
    const again = await timed(read(hung)(context('navigation')));
    expect(again.error).toBe(b.error);
    expect(again.ms).toBeLessThan(50);
  });

  it('gives a read started after the deadline (a Retry) a budget of its own, and aborts what gave up', async () => {
    setPageBudget(BUDGET_MS);
    visit('/');
    readDeadline();
    visit('/about-us');
    readDeadline();
    await new Promise((resolve) => setTimeout(resolve, BUDGET_MS + 50));
    let aborted = false;
    const retry = await timed(read((signal) => new Promise((_, reject) => signal.addEventListener('abort', () => { aborted = true; reject(new Error('aborted')); })))(context()));
    expect(retry.error).toMatchObject({ kind: 'timeout' });
    expect(retry.ms).toBeGreaterThanOrEqual(BUDGET_MS - 5);
    expect(aborted).toBe(true);
  });

  it('leaves reads alone without a budget, or on an address it does not apply to', async () => {
    visit('/page/fencing');
    expect(readDeadline()).toBeNull();
    await expect(read(async () => 'content')(context())).resolves.toBe('content');
    setPageBudget(BUDGET_MS, (address) => !address.pathname.startsWith('/admin'));
    visit('/admin/navigation');
    expect(readDeadline()).toBeNull();
  });
});
