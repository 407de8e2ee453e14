import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTER_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';

let renders = 0;

function Probe({ value }: { value: string }) {
  renders += 1;
  return <output aria-label="Settled">{useDebouncedValue(value)}</output>;
}

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renders = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('gives the new value once it has stopped changing for the pause', () => {
    const { rerender } = render(<Probe value="st" />);
    rerender(<Probe value="steel" />);
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    expect(screen.getByRole('status', { name: 'Settled' })).toHaveTextContent(/^st$/);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status', { name: 'Settled' })).toHaveTextContent(/^steel$/);
  });

  it('waits for nothing when the value did not change, or was typed back before the pause', () => {
    const { rerender } = render(<Probe value="steel" />);
    // No timer is left to update a screen that did not change (it would land outside any user action).
    expect(vi.getTimerCount()).toBe(0);
    rerender(<Probe value="steels" />);
    expect(vi.getTimerCount()).toBe(1);
    rerender(<Probe value="steel" />);
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 2));
    expect(renders).toBe(3);
    expect(screen.getByRole('status', { name: 'Settled' })).toHaveTextContent(/^steel$/);
  });
});
