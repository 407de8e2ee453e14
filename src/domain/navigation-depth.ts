/**
 * The deepest level of the navigation tree the site builds and shows (level 1 is the top). The public menu shows three
 * levels; the back office and the sitemap show up to this many. An item deeper than this (stored data can chain
 * thousands of levels, each item the parent of the next) is shown at this level instead: every item below level
 * CAP - 1 is listed, flat and in tree order, under its ancestor at that level. Its stored parent_id is unchanged. Every walk of a tree is then at most this
 * deep, so none can exhaust the call stack.
 */
export const NAVIGATION_DEPTH_CAP = 10;

type RawNode = Record<string, unknown> & { children?: unknown };

const isNode = (value: unknown): value is RawNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const childrenOf = (node: RawNode): unknown[] => (Array.isArray(node.children) ? node.children : []);

/** Every node below `node`, in tree order (depth first), each without children: walked with a list, not recursion. */
function descendantsFlat(node: RawNode): RawNode[] {
  const flat: RawNode[] = [];
  const stack: unknown[] = [...childrenOf(node)].reverse();
  while (stack.length > 0) {
    const next = stack.pop();
    if (!isNode(next)) {
      // Not a node: left for the schema to refuse, as it would be anywhere else in the answer.
      flat.push(next as RawNode);
      continue;
    }
    flat.push({ ...next, children: [], has_children: false });
    for (let index = childrenOf(next).length - 1; index >= 0; index -= 1) stack.push(childrenOf(next)[index]);
  }
  return flat;
}

/**
 * A get_navigation.php answer's `navigation` list, as it came (before validation), with every item below
 * NAVIGATION_DEPTH_CAP moved up to that level. Walked with an explicit list, so a tree of any depth is read without
 * recursion; anything that is not a list is returned as it is (the schema says what is wrong with it).
 */
export function capNavigationDepth(raw: unknown, cap = NAVIGATION_DEPTH_CAP): unknown {
  if (!Array.isArray(raw)) return raw;
  const top = [...raw];
  const work: { list: unknown[]; level: number }[] = [{ list: top, level: 1 }];
  while (work.length > 0) {
    const { list, level } = work.pop()!;
    list.forEach((value, index) => {
      if (!isNode(value)) return;
      // An item one level above the cap takes everything below it as one flat list, at the cap.
      if (level >= cap - 1) {
        const flat = descendantsFlat(value);
        list[index] = { ...value, children: flat, has_children: flat.length > 0 };
        return;
      }
      const children = [...childrenOf(value)];
      list[index] = Array.isArray(value.children) ? { ...value, children } : value;
      work.push({ list: children, level: level + 1 });
    });
  }
  return top;
}
