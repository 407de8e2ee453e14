import { describe, expect, it } from 'vitest';
import { buildNavigationTree } from './navigation-tree';
import type { NavigationItem } from './navigation';
import { siblingOrderIndexes, siblingsIn, withSiblingOrder } from './navigation-order';

const item = (id: number, parent_id: number | null, order_index: number): NavigationItem => ({
  id,
  title: `Item ${id}`,
  slug: `item-${id}`,
  url: '',
  icon: 'none',
  has_page: false,
  order_index,
  is_active: true,
  parent_id,
  external_url: '',
});

const tree = buildNavigationTree([item(1, null, 10), item(2, null, 20), item(3, null, 30), item(4, 2, 0), item(5, 2, 0), item(6, 2, 0)]);

describe('a new order of sibling navigation items', () => {
  it("hands the siblings' own numbers out again in the new order when they all differ", () => {
    expect([...siblingOrderIndexes(tree, [3, 1, 2])]).toEqual([
      [3, 10],
      [1, 20],
      [2, 30],
    ]);
  });

  it('numbers them from 1 when some numbers are equal', () => {
    const children = siblingsIn(tree, 2);
    expect(children.map((node) => node.id)).toEqual([4, 5, 6]);
    expect([...siblingOrderIndexes(children, [6, 4, 5])]).toEqual([
      [6, 1],
      [4, 2],
      [5, 3],
    ]);
  });

  it('shows the new order with its numbers in the tree, leaving the other levels alone', () => {
    const moved = withSiblingOrder(tree, { parentId: 2, ids: [5, 4, 6] });
    expect(moved.map((node) => node.id)).toEqual([1, 2, 3]);
    expect(moved[1]!.children.map((node) => [node.id, node.order_index])).toEqual([
      [5, 1],
      [4, 2],
      [6, 3],
    ]);
    const top = withSiblingOrder(tree, { parentId: null, ids: [2, 1, 3] });
    expect(top.map((node) => [node.id, node.order_index])).toEqual([
      [2, 10],
      [1, 20],
      [3, 30],
    ]);
    expect(top[0]!.children.map((node) => node.id)).toEqual([4, 5, 6]);
  });

  it('leaves the tree as it is for an order that no longer names its siblings', () => {
    expect(withSiblingOrder(tree, { parentId: null, ids: [2, 1] }).map((node) => node.id)).toEqual([1, 2, 3]);
    expect(siblingsIn(tree, 99)).toEqual([]);
  });
});
