import { MutationObserver, QueryClient, QueryObserver, type UseMutationOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { CrossTabMessage } from '../cross-tab';
import type { Repository } from '../repository';
import { careerApplicationMutations, careerOpeningMutations } from './career-mutations';
import { productMutations, serviceMutations } from './catalog-mutations';
import { certificationMutations, companyMutations, infrastructureMutations, teamMutations } from './company-mutations';
import { datasetMutations } from './dataset-mutations';
import { fileMutations } from './file-mutations';
import { navigationMutations } from './navigation-mutations';
import { pageImageMutations, pageMutations } from './page-mutations';
import { everyWrite, REPOSITORY_METHODS, type RepositoryWrite } from './repository-writes';
import { seoMutations } from './seo-mutations';
import { sliderMutations } from './slider-mutations';
import { brochureRequestMutations, contactSubmissionMutations } from './submission-mutations';
import { createWriter, type Writer } from './writer';

type AnyOptions = UseMutationOptions<unknown, Error, never>;

/** Every mutation factory of the layer. */
const FACTORIES = [
  navigationMutations,
  pageMutations,
  pageImageMutations,
  sliderMutations,
  serviceMutations,
  productMutations,
  companyMutations,
  teamMutations,
  infrastructureMutations,
  certificationMutations,
  careerOpeningMutations,
  careerApplicationMutations,
  contactSubmissionMutations,
  brochureRequestMutations,
  seoMutations,
  fileMutations,
  datasetMutations,
];

/** A Repository whose every method (as classified) answers at once and records its call. */
function recordingRepository() {
  const calls: string[] = [];
  const repository = Object.fromEntries(
    Object.entries(REPOSITORY_METHODS).map(([area, methods]) => [
      area,
      Object.fromEntries(
        Object.keys(methods).map((method) => [
          method,
          vi.fn(async () => {
            calls.push(`${area}.${method}`);
            return { message: 'Done', filename: 'a.png' };
          }),
        ]),
      ),
    ]),
  ) as unknown as Repository;
  return { repository, calls };
}

/** Variables every mutation of the layer accepts (each reads the fields it needs). */
const anyVariables = (id: number | null) => ({ id, input: {}, status: 'read', children: [], order: { parentId: null, ids: [] }, tree: () => [], dataset: {} });

const run = <R, V>(client: QueryClient, options: UseMutationOptions<R, Error, V>, variables: V) => new MutationObserver(client, options).mutate(variables);

describe('the mutation layer', () => {
  it('has a mutation for every write of the port, each refreshing what the declaration says', async () => {
    const { repository } = recordingRepository();
    const written: RepositoryWrite[] = [];
    const writer: Writer = { repository, written: async (write) => void written.push(write) };
    const client = new QueryClient();
    for (const factory of FACTORIES) {
      for (const options of Object.values(factory(writer)) as AnyOptions[]) {
        // An ordered list's reorder takes the rows in their new order.
        const reorder = options.mutationKey?.[1] === 'reorder';
        await run(client, options, (reorder ? [] : anyVariables(1)) as never);
        await run(client, options, (reorder ? [] : anyVariables(null)) as never);
      }
    }
    const key = ({ area, method }: RepositoryWrite) => `${area}.${method}`;
    expect([...new Set(written.map(key))].sort()).toEqual(everyWrite().map(key).sort());
  });

  it('resolves a write only once the open screens show the change, and tells the other tabs and the app', async () => {
    const client = new QueryClient();
    let rows = ['Old page'];
    let answerRefetch = () => undefined as void;
    await client.prefetchQuery({ queryKey: ['pages', 'list'], queryFn: () => rows });
    // A screen showing the pages; its refetch after the write answers when the test says.
    const shown = new QueryObserver(client, {
      queryKey: ['pages', 'list'],
      staleTime: Infinity,
      queryFn: () => new Promise<string[]>((resolve) => (answerRefetch = () => resolve(rows))),
    });
    const unsubscribe = shown.subscribe(() => undefined);
    expect(shown.getCurrentResult().data).toEqual(['Old page']);

    const { repository } = recordingRepository();
    vi.mocked(repository.pages.create).mockImplementation(async () => {
      rows = ['Old page', 'New page'];
      return { message: 'Page created successfully', id: 2 };
    });
    const messages: CrossTabMessage[] = [];
    let told = () => undefined as void;
    const broadcast = new Promise<void>((resolve) => (told = resolve));
    const onWrite = vi.fn();
    const writer = createWriter(repository, client, {
      onWrite,
      broadcast: (message) => {
        messages.push(message);
        told();
      },
    });
    let resolved = false;
    const saving = run(client, pageMutations(writer).save, { id: null, input: {} as never }).then((result) => {
      resolved = true;
      return result;
    });
    await broadcast;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toEqual({ type: 'invalidate', areas: ['pages', 'navigation', 'pageImages', 'dashboard'] });
    expect(onWrite).toHaveBeenCalledWith(['pages', 'navigation', 'pageImages', 'dashboard'], { area: 'pages', method: 'create' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(resolved).toBe(false);
    answerRefetch();
    await expect(saving).resolves.toEqual({ message: 'Page created successfully', id: 2 });
    expect(shown.getCurrentResult().data).toEqual(['Old page', 'New page']);
    unsubscribe();
  });

  it('refreshes and tells nothing after a refused write, but after a write of several calls that failed part-way', async () => {
    const { repository, calls } = recordingRepository();
    const written: RepositoryWrite[] = [];
    const writer: Writer = { repository, written: async (write) => void written.push(write) };
    const client = new QueryClient();
    vi.mocked(repository.slider.update).mockRejectedValueOnce(new Error('Refused'));
    await expect(run(client, sliderMutations(writer).update, { id: 1, input: {} as never })).rejects.toThrow('Refused');
    expect(written).toEqual([]);

    // Deleting an item moves its sub-item up first: that update is stored although the delete fails.
    vi.mocked(repository.navigation.remove).mockRejectedValueOnce(new Error('Refused'));
    const child = { id: 3, parent_id: 2, children: [] };
    await expect(run(client, navigationMutations(writer).remove, { id: 2, parent_id: null, children: [child] } as never)).rejects.toThrow('Refused');
    expect(calls).toEqual(['navigation.update']);
    expect(repository.navigation.remove).toHaveBeenCalledWith(2);
    expect(written).toEqual([{ area: 'navigation', method: 'remove' }]);
  });
});
