import type { Repository } from '../../src/data/repository';
import { endpoints } from '../../src/domain/contract';
import type { NavigationNode } from '../../src/domain/navigation';
import { flattenNavigation } from '../../src/domain/navigation-tree';
import type { CheckResult } from './results';
import { expectThat, roundTrip } from './round-trip';

export const INACTIVE_NAVIGATION_CHECK = 'write: inactive navigation';

/** What the answers with and without include_inactive=1 say about the server, in the report's words. */
export const navigationServerKinds = {
  listsAll: 'server kind: lists inactive items in every answer',
  honours: 'server kind: leaves inactive items out unless asked with include_inactive=1 (the back office asks; they stay manageable)',
  ignores:
    'server kind: leaves inactive items out and ignores include_inactive=1: the back office cannot list deactivated items (it says so when one vanishes), and a delete that cascades takes inactive sub-items with it',
} as const;

const holds = (tree: readonly NavigationNode[], id: number | undefined, title: string) =>
  flattenNavigation(tree).find((node) => (id !== undefined ? node.id === id : node.title === title));

/**
 * With --write: creates one inactive navigation item, reads get_navigation.php without and with include_inactive=1,
 * reports which kind of server it is (README "Navigation on a server that hides inactive items"), and deletes it.
 */
export function inactiveNavigationCheck(repo: Repository, mark: string, slug: string): Promise<CheckResult> {
  const target = `${endpoints.createNavigation.path}, ${endpoints.getNavigation.path}[?include_inactive=1], ${endpoints.deleteNavigation.path}`;
  return roundTrip(INACTIVE_NAVIGATION_CHECK, target, async (trip) => {
    const title = `${mark} (inactive)`;
    const input = { title, slug: `${slug}-inactive`, url: '', icon: '', parent_id: null, order_index: 9999, is_active: false, has_page: false, external_url: '' };
    const created = await trip.run('created inactive', () => repo.navigation.create(input));
    const plain = await trip.run('read', () => repo.navigation.tree());
    const every = await trip.run('read with include_inactive=1', () => repo.navigation.tree({ includeInactive: true }));
    const found = holds(every, created.id, title) ?? holds(plain, created.id, title);
    const id = found?.id ?? created.id;
    if (id === undefined) {
      trip.notes.push(navigationServerKinds.ignores);
      trip.notes.push(`CLEAN-UP NEEDED: the server answered no id and lists no "${title}"; delete that inactive item by hand`);
      return;
    }
    const removal = trip.cleanup(`delete #${id} (${title})`, () => repo.navigation.remove(id));
    if (holds(plain, id, title)) trip.notes.push(navigationServerKinds.listsAll);
    else if (holds(every, id, title)) trip.notes.push(navigationServerKinds.honours);
    else trip.notes.push(navigationServerKinds.ignores);
    await trip.run('deleted', async () => {
      await repo.navigation.remove(id);
      expectThat(!holds(await repo.navigation.tree({ includeInactive: true }), id, title), 'the item is still listed after delete');
    });
    removal.settle();
  });
}
