import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { saveNavigationOrder } from '../../data/navigation-reorder';
import { queryKeys } from '../../data/query-keys';
import { useRepository } from '../../data/repository-context';
import type { NavigationNode } from '../../domain/navigation';
import { siblingsIn, withSiblingOrder, type SiblingOrder } from '../../domain/navigation-order';

const REORDER_KEY = ['navigation', 'reorder'] as const;

/**
 * Saves a new order of the items under one parent (drag, keyboard or move buttons) through the Repository. New orders
 * are saved one after another (a mutation scope), each from the tree as last read back, so quick moves never race.
 * The screen shows every order still being saved over the tree it has read (`displayed`): each moved item is written
 * on its own and the tree is read again after each write, and those in-between answers must not jump about on screen.
 * The save counts as done (`isPending` false) once the tree was read back; `onFailed` says why one was not.
 */
export function useNavigationReorder(tree: readonly NavigationNode[] | undefined, onFailed: (error: Error) => void) {
  const repository = useRepository();
  const queryClient = useQueryClient();
  const key = queryKeys.navigation.adminTree();
  const mutation = useMutation({
    mutationKey: REORDER_KEY,
    scope: { id: 'navigation-order' },
    mutationFn: async (order: SiblingOrder) => {
      const current = queryClient.getQueryData<NavigationNode[]>(key) ?? [];
      await saveNavigationOrder(repository, siblingsIn(current, order.parentId), order.ids);
      // The writes already asked for the tree again (with-invalidation.ts); wait for that answer, not a second one.
      await queryClient.invalidateQueries({ queryKey: key }, { cancelRefetch: false });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: key });
      onFailed(error);
    },
  });
  const pending = useMutationState({
    filters: { mutationKey: REORDER_KEY, status: 'pending' },
    select: (entry) => entry.state.variables as SiblingOrder,
  });
  const displayed = tree ? pending.reduce<NavigationNode[]>((shown, order) => withSiblingOrder(shown, order), [...tree]) : undefined;
  return { reorder: (order: SiblingOrder) => mutation.mutate(order), displayed, isPending: pending.length > 0 };
}
