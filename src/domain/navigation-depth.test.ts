import { describe, expect, it } from 'vitest';
import { buildNavigationItem as nav } from '../../tests/support/builders';
import { envelopes } from './contract';
import type { NavigationNode } from './navigation';
import { capNavigationDepth, NAVIGATION_DEPTH_CAP } from './navigation-depth';
import { activeNavigation, buildNavigationTree, flattenNavigation } from './navigation-tree';

const LEVELS = 3000;

/** A get_navigation.php body 3,000 levels deep, each item the parent of the next, written as text (a recursive
 * JSON.stringify of such a tree would itself exhaust the stack). */
function deepAnswer(levels = LEVELS): string {
  let children = '[]';
  for (let id = levels; id >= 1; id -= 1) {
    const fields = JSON.stringify({ id, title: `Level ${id}`, slug: `level-${id}`, url: '', icon: '', parent_id: id === 1 ? null : id - 1, order_index: 1, is_active: 1, has_page: 0, external_url: '', has_children: id < levels ? 1 : 0 });
    children = `[${fields.slice(0, -1)},"children":${children}}]`;
  }
  return `{"success":true,"navigation":${children}}`;
}

/** How deep a tree goes, walked with a list. */
function depthOf(tree: readonly NavigationNode[]): number {
  let deepest = 0;
  const stack = tree.map((node) => ({ node, level: 1 }));
  while (stack.length > 0) {
    const { node, level } = stack.pop()!;
    deepest = Math.max(deepest, level);
    stack.push(...node.children.map((child) => ({ node: child, level: level + 1 })));
  }
  return deepest;
}

describe('a navigation answer 3,000 levels deep', () => {
  it('is read without exhausting the stack, capped at NAVIGATION_DEPTH_CAP levels with every item kept in order', () => {
    const { navigation } = envelopes.getNavigation.parse(JSON.parse(deepAnswer()));
    expect(depthOf(navigation)).toBe(NAVIGATION_DEPTH_CAP);
    const flat = flattenNavigation(navigation);
    expect(flat.map((node) => node.id)).toEqual(Array.from({ length: LEVELS }, (_, index) => index + 1));
    // The items from the cap down are listed flat at the cap, under the item above it; their stored parent is unchanged.
    const aboveCap = flat[NAVIGATION_DEPTH_CAP - 2]!;
    expect(aboveCap.children).toHaveLength(LEVELS - NAVIGATION_DEPTH_CAP + 1);
    expect(aboveCap.children.every((node) => node.children.length === 0 && !node.has_children)).toBe(true);
    expect(aboveCap.children[1]).toMatchObject({ id: NAVIGATION_DEPTH_CAP + 1, parent_id: NAVIGATION_DEPTH_CAP });
    expect(flattenNavigation(activeNavigation(navigation))).toHaveLength(LEVELS);
    expect(JSON.parse(JSON.stringify(navigation))).toEqual(navigation);
  });

  it('is built from 3,000 stored items, each the parent of the next, to the same capped tree', () => {
    const items = Array.from({ length: LEVELS }, (_, index) => nav({ id: index + 1, title: `Level ${index + 1}`, slug: `level-${index + 1}`, parent_id: index === 0 ? null : index }));
    const tree = buildNavigationTree(items);
    expect(depthOf(tree)).toBe(NAVIGATION_DEPTH_CAP);
    expect(flattenNavigation(tree).map((node) => node.id)).toEqual(items.map((item) => item.id));
  });
});

describe('capNavigationDepth', () => {
  it('leaves a tree within the cap as it is, and what is not a list to the schema', () => {
    const shallow = [{ id: 1, children: [{ id: 2, children: [] }] }];
    expect(capNavigationDepth(shallow)).toEqual(shallow);
    expect(capNavigationDepth('not a list')).toBe('not a list');
    expect(() => envelopes.getNavigation.parse({ success: true, navigation: [{ id: 1, children: ['x'] }] })).toThrow();
  });

  it('moves the items below the cap up to it, in tree order, siblings included', () => {
    const tree = [{ id: 1, children: [{ id: 2, children: [{ id: 3, children: [{ id: 5, children: [] }] }, { id: 4, children: [] }] }] }];
    expect(capNavigationDepth(tree, 3)).toEqual([
      { id: 1, children: [{ id: 2, has_children: true, children: [
        { id: 3, children: [], has_children: false },
        { id: 5, children: [], has_children: false },
        { id: 4, children: [], has_children: false },
      ] }] },
    ]);
    // The answer it was given is not changed.
    expect(tree[0]!.children[0]!.children).toHaveLength(2);
  });
});
