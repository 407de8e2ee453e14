import type { NavigationNode } from '../domain/navigation';
import { siblingOrderIndexes } from '../domain/navigation-order';
import { navigationInputOf } from '../domain/navigation-tree';
import type { Repository } from './repository';

/**
 * Saves a new order of the items under one parent through the contract's update call, one moved item at a time
 * (there is no navigation reorder call; see siblingOrderIndexes). When a save fails part-way, the items already
 * written get their old numbers back, so the menu is never left half in the new order; then the failure is thrown.
 */
export async function saveNavigationOrder(
  repository: Repository,
  siblings: readonly NavigationNode[],
  ids: readonly number[],
): Promise<void> {
  const numbers = siblingOrderIndexes(siblings, ids);
  const moved = siblings.filter((node) => numbers.has(node.id) && numbers.get(node.id) !== node.order_index);
  const written: NavigationNode[] = [];
  try {
    for (const node of moved) {
      await repository.navigation.update(node.id, { ...navigationInputOf(node), order_index: numbers.get(node.id)! });
      written.push(node);
    }
  } catch (error) {
    for (const node of written.reverse()) {
      // Best effort: the list is read back afterwards either way and shows what the store holds.
      await repository.navigation.update(node.id, navigationInputOf(node)).catch(() => undefined);
    }
    throw error;
  }
}
