import type { Repository } from '../../src/data/repository';
import { adminMessages, ruleMessages } from '../../src/domain/messages';
import { type NavigationInput, NavigationInputSchema, type NavigationItem } from '../../src/domain/navigation';
import { buildNavigationTree, isValidNavigationParent } from '../../src/domain/navigation-tree';
import { parseInput } from '../../src/domain/schema-helpers';
import { refuseStaleSave, withoutVersion } from '../../src/domain/record-version';
import { navigationSlugProblem } from '../../src/domain/slug';
import type { AreaContext } from './area-context';
import { done, requireRecord, ruleBroken } from './record-rules';

const ENTITY = 'Navigation item';

/** A parent must exist and must not be the item itself or one of its descendants (admin spec 5). */
function checkParent(items: readonly NavigationItem[], itemId: number | null, parentId: number | null) {
  if (parentId === null) return;
  if (!items.some((item) => item.id === parentId)) throw ruleBroken(ruleMessages.notFound('Parent navigation item'));
  if (!isValidNavigationParent(items, itemId, parentId)) throw ruleBroken(ruleMessages.parentIsSelf);
}

/** One slug per item: menu addresses (/page/{slug}, ?nav=&sub=) find the first item with a slug. */
function checkSlug(items: readonly NavigationItem[], itemId: number | null, slug: string) {
  const problem = navigationSlugProblem(slug, items, itemId);
  if (problem) throw ruleBroken(problem);
}

export function createNavigationArea({ store }: AreaContext): Repository['navigation'] {
  return {
    async tree() {
      return buildNavigationTree(await store.list('navigation'));
    },

    async create(raw: NavigationInput) {
      const input = withoutVersion(parseInput(NavigationInputSchema, raw));
      const items = await store.list('navigation');
      checkSlug(items, null, input.slug);
      checkParent(items, null, input.parent_id);
      const id = await store.add('navigation', input);
      return done(adminMessages.navigation.created, id);
    },

    async update(id, raw) {
      const { expected_version: expected, ...input } = parseInput(NavigationInputSchema, raw);
      refuseStaleSave('navigation', expected, await requireRecord(store, 'navigation', id, ENTITY));
      const items = await store.list('navigation');
      checkSlug(items, id, input.slug);
      checkParent(items, id, input.parent_id);
      await store.put('navigation', { ...input, id });
      return done(adminMessages.navigation.updated);
    },

    async remove(id) {
      const item = await requireRecord(store, 'navigation', id, ENTITY);
      // The children of a deleted item move up to its parent (keeping their order_index) instead of disappearing
      // with it or dangling under a missing parent: deleting a menu group never silently hides its entries.
      const children = (await store.list('navigation')).filter((child) => child.parent_id === id);
      if (children.length > 0) {
        await store.bulkPut(
          'navigation',
          children.map((child) => ({ ...child, parent_id: item.parent_id })),
        );
      }
      await store.remove('navigation', id);
      return done(adminMessages.navigation.deleted);
    },
  };
}
