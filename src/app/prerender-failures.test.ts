import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { aboutPageQueryOptions } from '../data/queries/content-queries';
import type { Repository } from '../data/repository';
import { RepositoryError } from '../domain/repository-error';
import { distinctFailures, recordingFailures, type PrefetchFailure } from './prerender-failures';

const ABOUT_URL = 'https://api.example.com/api/admin/get_about_content.php';

/** The reads of the About page: the texts fail with a 200 success:false, the lists answer. */
const repository = {
  about: { get: () => Promise.reject(new RepositoryError('server', 'Database connection failed', { status: 200, url: ABOUT_URL })) },
  team: { list: () => Promise.resolve([]) },
  infrastructure: { list: () => Promise.resolve([]) },
  certifications: { list: () => Promise.resolve([]) },
} as unknown as Repository;

describe('recordingFailures', () => {
  it('sees a failure a query turns into its fallback (the About page default texts), with its endpoint', async () => {
    const failures: PrefetchFailure[] = [];
    const recorded = recordingFailures(repository, (failure) => failures.push(failure));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    const page = await queryClient.fetchQuery(aboutPageQueryOptions(recorded));

    // The query succeeds with the fallback, so a cache scan alone would prerender the defaults as the company's.
    expect(page.failed).toBe(true);
    expect(failures).toEqual([{ key: 'about.get', message: 'Database connection failed', kind: 'server', url: ABOUT_URL, status: 200 }]);
  });

  it('passes answers and non-function members through unchanged', async () => {
    const recorded = recordingFailures({ ...repository, flag: true } as unknown as Repository, () => {
      throw new Error('nothing failed');
    });
    expect(await recorded.team.list()).toEqual([]);
    expect((recorded as unknown as { flag: boolean }).flag).toBe(true);
    expect(recorded.team).toBe(recorded.team);
  });
});

describe('distinctFailures', () => {
  it('keeps one entry per failed request', () => {
    const failure: PrefetchFailure = { key: '["about","page"]', message: 'x', kind: 'server', url: ABOUT_URL, status: 200 };
    expect(distinctFailures([failure, { ...failure, key: 'about.get' }, { ...failure, url: null, message: 'y' }])).toHaveLength(2);
  });
});
