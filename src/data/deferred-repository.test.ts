import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { deferredRepository } from './deferred-repository';
import { sliderMutations } from './mutations/slider-mutations';
import { createWriter } from './mutations/writer';
import type { Repository } from './repository';

function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('deferredRepository', () => {
  it('accepts calls at once and answers them when the adapter is ready', async () => {
    const ready = later<Repository>();
    const repository = deferredRepository(ready.promise);
    const tree = repository.navigation.tree();
    const real = { navigation: { tree: vi.fn(async () => [{ id: 1 }]) } } as unknown as Repository;
    ready.resolve(real);
    await expect(tree).resolves.toEqual([{ id: 1 }]);
    expect(real.navigation.tree).toHaveBeenCalledTimes(1);
  });

  it('makes the calls that waited one per task, in order, and later calls at once', async () => {
    const ready = later<Repository>();
    const repository = deferredRepository(ready.promise);
    const made: string[] = [];
    const call = (name: string) => vi.fn(async () => void made.push(name));
    const real = { navigation: { tree: call('navigation') }, slider: { listPublished: call('slider') }, products: { listPublished: call('products') } };
    const waiting = [repository.navigation.tree(), repository.slider.listPublished(), repository.products.listPublished()];
    ready.resolve(real as unknown as Repository);
    // Within the task the adapter became ready in, no waiting call has been made yet.
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    expect(made).toEqual([]);
    await Promise.all(waiting);
    expect(made).toEqual(['navigation', 'slider', 'products']);

    await repository.navigation.tree();
    expect(made).toEqual(['navigation', 'slider', 'products', 'navigation']);
  });

  it('fails each call when the adapter cannot be created', async () => {
    const ready = later<Repository>();
    const repository = deferredRepository(ready.promise);
    const call = repository.slider.listPublished();
    ready.reject(new Error('The mock service worker could not start'));
    await expect(call).rejects.toThrow('The mock service worker could not start');
  });

  it('works under the mutation layer, which reports the areas a write changed', async () => {
    const real = { slider: { reorder: vi.fn(async () => ({ message: 'Order updated' })), listPublished: vi.fn(async () => []) } };
    const changed: string[][] = [];
    const repository = deferredRepository(Promise.resolve(real as unknown as Repository));
    const writer = createWriter(repository, new QueryClient(), { onWrite: (areas) => changed.push([...areas]), broadcast: () => undefined });
    const reorder = new MutationObserver(new QueryClient(), sliderMutations(writer).reorder);
    await expect(reorder.mutate([{ id: 2 }, { id: 1 }])).resolves.toEqual({ message: 'Order updated' });
    await repository.slider.listPublished();
    expect(real.slider.reorder).toHaveBeenCalledWith([2, 1]);
    expect(changed).toEqual([['slider', 'dashboard']]);
  });
});
