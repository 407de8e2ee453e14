import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until a query has answered (data or error) and React has shown the answer. An absence assertion
 * ("no gallery", "no error") means something only after this: right after render nothing has loaded yet, so it
 * would pass whatever the screen does with the data.
 */
export async function waitForQuerySettled(queryClient: QueryClient, queryKey: QueryKey, { timeout = 5000 } = {}) {
  await waitFor(() => {
    const state = queryClient.getQueryState(queryKey);
    expect(state?.fetchStatus).toBe('idle');
    expect(['success', 'error']).toContain(state?.status);
  }, { timeout });
  // TanStack Query hands the answer to its observers on the next macrotask; let that render land inside act().
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
