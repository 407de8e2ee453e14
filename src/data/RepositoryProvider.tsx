import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { listenToOtherTabs, postToOtherTabs } from './cross-tab';
import { createQueryClient, invalidateAreas } from './query-client';
import { RepositoryContext } from './repository-context';
import type { Repository } from './repository';
import { withInvalidation } from './with-invalidation';
import { withReconciledCreates } from './reconciled-creates';

type Props = {
  repository: Repository;
  /** The app instance's QueryClient (created in the composition root); a provider without one makes its own. */
  queryClient?: QueryClient;
  children: ReactNode;
};

/**
 * Gives every screen below it the one Repository (chosen in src/app/create-repository.ts) and the QueryClient its
 * query hooks read through. Every write made through it refreshes the queries of what it changed, here and in the
 * other open tabs of the site; a write in another tab refreshes them here.
 */
export function RepositoryProvider({ repository, queryClient, children }: Props) {
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  const client = queryClient ?? ownClient;
  const tracked = useMemo(
    () =>
      withInvalidation(withReconciledCreates(repository), (areas) => {
        postToOtherTabs({ type: 'invalidate', areas: [...areas] });
        return invalidateAreas(client, areas);
      }),
    [repository, client],
  );

  useEffect(
    () =>
      listenToOtherTabs((message) => {
        if (message.type === 'invalidate') void invalidateAreas(client, message.areas);
      }),
    [client],
  );

  return (
    <QueryClientProvider client={client}>
      <RepositoryContext value={tracked}>{children}</RepositoryContext>
    </QueryClientProvider>
  );
}
