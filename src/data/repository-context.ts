import { createContext, use } from 'react';
import type { Repository } from './repository';

export const RepositoryContext = createContext<Repository | null>(null);

/** The Repository of the nearest RepositoryProvider. */
export function useRepository(): Repository {
  const repository = use(RepositoryContext);
  if (!repository) throw new Error('useRepository must be used inside a RepositoryProvider');
  return repository;
}
