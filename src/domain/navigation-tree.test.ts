import { describe, expect, it } from 'vitest';
import { buildNavigationItem as nav } from '../../tests/support/builders';
import type { NavigationNode } from './navigation';
import {
  activeNavigation,
  buildNavigationTree,
  flattenNavigation,
  isValidNavigationParent,
  navigationSubtreeIds,
} from './navigation-tree';

const slugs = (nodes: readonly NavigationNode[]) => nodes.map((node) => node.slug);

const items = [
  nav({ id: 1, title: 'Home', slug: 'home', order_index: 1 }),
  nav({ id: 2, title: 'About Us', slug: 'about-us', order_index: 2 }),
  nav({ id: 3, title: 'Our Team', slug: 'our-team', parent_id: 2, order_index: 2 }),
  nav({ id: 4, title: 'Vision & Mission', slug: 'vision-mission', parent_id: 2, order_index: 1 }),
  nav({ id: 5, title: 'Manufacturing', slug: 'manufacturing', order_index: 3 }),
  nav({ id: 6, title: 'Fencing', slug: 'fencing', parent_id: 5, order_index: 1 }),
  nav({ id: 7, title: 'Chain Link', slug: 'chain-link', parent_id: 6, order_index: 1 }),
  nav({ id: 8, title: 'Archive', slug: 'archive', order_index: 0, is_active: false }),
  nav({ id: 9, title: 'Old Gates', slug: 'old-gates', parent_id: 8, order_index: 1 }),
];

describe('buildNavigationTree', () => {
  it('nests children under their parents and orders every level by order_index, lower first', () => {
    const tree = buildNavigationTree(items);
    expect(slugs(tree)).toEqual(['archive', 'home', 'about-us', 'manufacturing']);
    expect(slugs(tree[2]!.children)).toEqual(['vision-mission', 'our-team']);
    expect(slugs(tree[3]!.children[0]!.children)).toEqual(['chain-link']);
  });

  it('marks which items have children', () => {
    const tree = buildNavigationTree(items);
    expect(tree.map((node) => node.has_children)).toEqual([true, false, true, true]);
    expect(tree[2]!.children.every((child) => !child.has_children)).toBe(true);
  });

  it('breaks order_index ties by id', () => {
    const tree = buildNavigationTree([
      nav({ id: 3, title: 'C', slug: 'c', order_index: 1 }),
      nav({ id: 1, title: 'A', slug: 'a', order_index: 1 }),
      nav({ id: 2, title: 'B', slug: 'b', order_index: 0 }),
    ]);
    expect(slugs(tree)).toEqual(['b', 'a', 'c']);
  });

  it('shows an item whose parent is missing at the top level', () => {
    const tree = buildNavigationTree([
      nav({ id: 1, title: 'Home', slug: 'home', order_index: 1 }),
      nav({ id: 2, title: 'Orphan', slug: 'orphan', parent_id: 99, order_index: 0 }),
    ]);
    expect(slugs(tree)).toEqual(['orphan', 'home']);
  });

  it('finishes on a parent cycle and keeps every item of it in the tree', () => {
    const tree = buildNavigationTree([
      nav({ id: 1, title: 'Home', slug: 'home', order_index: 0 }),
      nav({ id: 2, title: 'A', slug: 'a', parent_id: 3, order_index: 1 }),
      nav({ id: 3, title: 'B', slug: 'b', parent_id: 2, order_index: 2 }),
      nav({ id: 4, title: 'Under B', slug: 'under-b', parent_id: 3, order_index: 1 }),
      nav({ id: 5, title: 'Self', slug: 'self', parent_id: 5, order_index: 3 }),
    ]);
    expect(slugs(tree)).toEqual(['home', 'a', 'self']);
    expect(slugs(tree[1]!.children)).toEqual(['b']);
    expect(slugs(tree[1]!.children[0]!.children)).toEqual(['under-b']);
    expect(tree[2]!.children).toEqual([]);
    expect(flattenNavigation(tree)).toHaveLength(5);
  });

  it('gives an empty tree for no items', () => {
    expect(buildNavigationTree([])).toEqual([]);
  });
});

describe('activeNavigation', () => {
  it('removes inactive items together with their whole branch', () => {
    const tree = buildNavigationTree([
      ...items.slice(0, 8),
      nav({ id: 9, title: 'Hidden child', slug: 'hidden', parent_id: 5, order_index: 0, is_active: false }),
      nav({ id: 10, title: 'Under hidden', slug: 'under-hidden', parent_id: 9, order_index: 0 }),
    ]);
    const active = activeNavigation(tree);
    expect(slugs(active)).toEqual(['home', 'about-us', 'manufacturing']);
    expect(slugs(flattenNavigation(active))).not.toContain('under-hidden');
    expect(slugs(active[2]!.children)).toEqual(['fencing']);
  });

  it('clears has_children when every child is inactive', () => {
    const tree = buildNavigationTree([
      nav({ id: 1, title: 'Parent', slug: 'parent' }),
      nav({ id: 2, title: 'Child', slug: 'child', parent_id: 1, is_active: false }),
    ]);
    expect(tree[0]!.has_children).toBe(true);
    const active = activeNavigation(tree);
    expect(active[0]).toMatchObject({ has_children: false, children: [] });
  });
});

describe('flattenNavigation', () => {
  it('lists every node depth first, parents before their children', () => {
    expect(flattenNavigation(buildNavigationTree(items)).map((node) => node.id)).toEqual([8, 9, 1, 2, 4, 3, 5, 6, 7]);
  });
});

describe('navigationSubtreeIds', () => {
  it('holds the item and all its descendants', () => {
    expect([...navigationSubtreeIds(items, 5)].sort()).toEqual([5, 6, 7]);
    expect([...navigationSubtreeIds(items, 7)]).toEqual([7]);
  });

  it('finishes on a parent cycle', () => {
    const cyclic = [nav({ id: 1, title: 'A', slug: 'a', parent_id: 2 }), nav({ id: 2, title: 'B', slug: 'b', parent_id: 1 })];
    expect([...navigationSubtreeIds(cyclic, 1)].sort()).toEqual([1, 2]);
  });
});

describe('isValidNavigationParent (admin spec 5: the parent cannot be the item itself)', () => {
  it('allows no parent', () => {
    expect(isValidNavigationParent(items, 5, null)).toBe(true);
    expect(isValidNavigationParent(items, null, null)).toBe(true);
  });

  it('allows any existing item as the parent of a new item', () => {
    expect(isValidNavigationParent(items, null, 7)).toBe(true);
  });

  it('allows an existing item outside the subtree', () => {
    expect(isValidNavigationParent(items, 6, 2)).toBe(true);
  });

  it('refuses the item itself', () => {
    expect(isValidNavigationParent(items, 5, 5)).toBe(false);
  });

  it('refuses a descendant of the item', () => {
    expect(isValidNavigationParent(items, 5, 6)).toBe(false);
    expect(isValidNavigationParent(items, 5, 7)).toBe(false);
  });

  it('refuses a parent that does not exist', () => {
    expect(isValidNavigationParent(items, 5, 99)).toBe(false);
    expect(isValidNavigationParent(items, null, 99)).toBe(false);
  });
});
