import { describe, expect, it } from 'vitest';
import type { NavigationInput, NavigationItem } from '../domain/navigation';
import { buildNavigationTree } from '../domain/navigation-tree';
import { saveNavigationOrder } from './navigation-reorder';
import type { Repository } from './repository';

const item = (id: number, order_index: number): NavigationItem => ({
  id,
  title: `Item ${id}`,
  slug: `item-${id}`,
  url: '',
  icon: 'none',
  has_page: false,
  order_index,
  is_active: true,
  parent_id: null,
  external_url: '',
});

/** A navigation store behind the update call only, which refuses the update numbered `failAt` (from 1). */
function store(items: NavigationItem[], failAt = 0) {
  const rows = new Map(items.map((row) => [row.id, row]));
  const calls: Array<[number, number]> = [];
  const repository = {
    navigation: {
      update: async (id: number, input: NavigationInput) => {
        calls.push([id, input.order_index]);
        if (calls.length === failAt) throw new Error('Database connection failed');
        rows.set(id, { ...rows.get(id)!, ...input });
        return { success: true, message: 'Navigation item updated!' };
      },
    },
  } as unknown as Repository;
  return { repository, calls, orders: () => [...rows.values()].map((row) => [row.id, row.order_index]) };
}

describe('saving a new order of navigation items', () => {
  it('writes only the items whose number changes', async () => {
    const { repository, calls, orders } = store([item(1, 1), item(2, 2), item(3, 3), item(4, 4)]);
    await saveNavigationOrder(repository, buildNavigationTree([item(1, 1), item(2, 2), item(3, 3), item(4, 4)]), [1, 3, 2, 4]);
    expect(calls).toEqual([
      [2, 3],
      [3, 2],
    ]);
    expect(orders()).toEqual([
      [1, 1],
      [2, 3],
      [3, 2],
      [4, 4],
    ]);
  });

  it('puts the items already written back when a later write fails, then reports the failure', async () => {
    const items = [item(1, 1), item(2, 2), item(3, 3)];
    const { repository, calls, orders } = store(items, 2);
    await expect(saveNavigationOrder(repository, buildNavigationTree(items), [3, 1, 2])).rejects.toThrow('Database connection failed');
    expect(calls).toEqual([
      [1, 2],
      [2, 3],
      [1, 1],
    ]);
    expect(orders()).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });
});
