import type { QueryClient } from '@tanstack/react-query';
import { createContext, use } from 'react';
import { postToOtherTabs, type CrossTabMessage } from '../cross-tab';
import { invalidateAreas } from '../query-client';
import type { DataArea } from '../query-keys';
import type { Repository } from '../repository';
import { areasChangedBy, type RepositoryWrite } from './repository-writes';

/** What the app does besides refreshing after a write (the demo remembers content edits, src/app/live-render.ts). */
export type WriteListener = (areas: readonly DataArea[], write: RepositoryWrite) => void;

/**
 * What every mutation writes through: the Repository, and `written`, which a mutation's success awaits. It refreshes
 * the queries of the areas the write changed (declared in repository-writes.ts) here and in the other open tabs, and
 * resolves once the screens show the change, so a success message never announces rows that are not on screen yet.
 */
export type Writer = {
  repository: Repository;
  written(write: RepositoryWrite): Promise<void>;
};

export function createWriter(
  repository: Repository,
  queryClient: QueryClient,
  { onWrite, broadcast = postToOtherTabs }: { onWrite?: WriteListener; broadcast?: (message: CrossTabMessage) => void } = {},
): Writer {
  return {
    repository,
    async written(write) {
      const areas = areasChangedBy(write);
      onWrite?.(areas, write);
      broadcast({ type: 'invalidate', areas: [...areas] });
      await invalidateAreas(queryClient, areas);
    },
  };
}

export const WriterContext = createContext<Writer | null>(null);

/** The Writer of the nearest RepositoryProvider: what a screen passes to the mutation options (xxxMutations(writer)). */
export function useWriter(): Writer {
  const writer = use(WriterContext);
  if (!writer) throw new Error('useWriter must be used inside a RepositoryProvider');
  return writer;
}
