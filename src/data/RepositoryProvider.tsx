import type { ReactNode } from 'react';
import { RepositoryContext } from './repository-context';
import type { Repository } from './repository';

/** Gives every screen below it the one Repository (chosen in src/app/create-repository.ts). */
export function RepositoryProvider({ repository, children }: { repository: Repository; children: ReactNode }) {
  return <RepositoryContext value={repository}>{children}</RepositoryContext>;
}
