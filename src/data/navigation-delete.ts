import type { NavigationNode } from '../domain/navigation';
import { navigationInputOf } from '../domain/navigation-tree';
import type { Repository } from './repository';

/**
 * Deletes a navigation item so that its sub-items move up a level, under its parent (what the delete dialog says),
 * whichever server is behind the Repository: each child is saved with the new parent first, then the item is deleted.
 * The contract's delete alone leaves the children to the server, which might drop them or leave them under nothing.
 */
export async function deleteNavigationItem(repository: Repository, item: NavigationNode): Promise<void> {
  for (const child of item.children) {
    await repository.navigation.update(child.id, { ...navigationInputOf(child), parent_id: item.parent_id });
  }
  await repository.navigation.remove(item.id);
}
