import { describe, expect, it, vi } from 'vitest';
import { takeConsoleErrors } from './node';

describe('the unexpected console.error guard', () => {
  it('keeps recording after vi.restoreAllMocks() inside a test', () => {
    vi.restoreAllMocks();
    console.error('logged after a restore');
    expect(takeConsoleErrors()).toEqual([['logged after a restore']]);
  });

  it('comes back when a test restores its own spy on console.error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    console.error('seen by the spy');
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
    console.error('seen by the guard');
    expect(takeConsoleErrors()).toEqual([['seen by the guard']]);
  });
});
