import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { listenToOtherTabs, postToOtherTabs } from './cross-tab';
import { createQueryClient, invalidateAreas } from './query-client';
import { RepositoryContext } from './repository-context';
import type { Repository } from './repository';
import { withReconciledCreates } from './reconciled-creates';
import { createWriter, WriterContext, type WriteListener } from './mutations/writer';

type Props = {
  repository: Repository;
  /** The app instance's QueryClient (created in the composition root); a provider without one makes its own. */
  queryClient?: QueryClient;
  /** Told of every successful write, with the areas it changed (the demo remembers content edits: live-render.ts). */
  onWrite?: WriteListener;
  children: ReactNode;
};

/**
 * Gives every screen below it the one Repository (chosen in src/app/create-repository.ts), the QueryClient its
 * query hooks read through and the Writer its mutations write through (src/data/mutations): every write refreshes the
 * queries of what it changed, here and in the other open tabs of the site; a write in another tab refreshes them here.
 * A create whose answer was lost is looked up before the form offers it again (reconciled-creates.ts).
 */
export function RepositoryProvider({ repository, queryClient, onWrite, children }: Props) {
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  const client = queryClient ?? ownClient;
  const reconciled = useMemo(() => withReconciledCreates(repository), [repository]);
  const writer = useMemo(() => createWriter(reconciled, client, { onWrite, broadcast: postToOtherTabs }), [reconciled, client, onWrite]);

  useEffect(
    () =>
      listenToOtherTabs((message) => {
        if (message.type === 'invalidate') void invalidateAreas(client, message.areas);
      }),
    [client],
  );

  return (
    <QueryClientProvider client={client}>
      <RepositoryContext value={reconciled}>
        <WriterContext value={writer}>{children}</WriterContext>
      </RepositoryContext>
    </QueryClientProvider>
  );
}
