import type { NavigationInput, NavigationNode } from '../../domain/navigation';
import { deleteNavigationItem } from '../navigation-delete';
import { siblingsIn, type SiblingOrder } from '../../domain/navigation-order';
import { saveNavigationOrder } from '../navigation-reorder';
import { writeOptions, type Save, type Update } from './write-options';
import type { Writer } from './writer';

/**
 * A new order of the items under one parent (`order`), saved over `tree()`: the tree as last read back when the save
 * starts (orders queued one after another each start from the previous one's result).
 */
export type NavigationOrder = { order: SiblingOrder; tree: () => readonly NavigationNode[] };

/** The navigation menu's writes (admin spec 5). */
export function navigationMutations(writer: Writer) {
  return {
    create: writeOptions(writer, 'navigation', 'create', (repository, input: NavigationInput) => repository.navigation.create(input)),
    update: writeOptions(writer, 'navigation', 'update', (repository, { id, input }: Update<NavigationInput>) => repository.navigation.update(id, input)),
    /** What the add/edit form saves: a create when `id` is null, else an update (send `expected_version`). */
    save: writeOptions(
      writer,
      'navigation',
      ({ id }: Save<NavigationInput>) => (id === null ? 'create' : 'update'),
      (repository, { id, input }: Save<NavigationInput>) => (id === null ? repository.navigation.create(input) : repository.navigation.update(id, input)),
    ),
    /** Deletes an item; its sub-items move up under its parent first (navigation-delete.ts). */
    remove: writeOptions(writer, 'navigation', 'remove', (repository, item: NavigationNode) => deleteNavigationItem(repository, item), { steps: true }),
    /** Saves a new order of one parent's items through the update call (navigation-reorder.ts). */
    reorder: writeOptions(writer, 'navigation', 'update', (repository, { order, tree }: NavigationOrder) =>
      saveNavigationOrder(repository, siblingsIn(tree(), order.parentId), order.ids), {
      key: ['reorder'],
      steps: true,
    }),
  };
}
