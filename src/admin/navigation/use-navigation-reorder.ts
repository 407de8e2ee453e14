import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { navigationMutations, type NavigationOrder } from '../../data/mutations/navigation-mutations';
import { useWriter } from '../../data/mutations/writer';
import { queryKeys } from '../../data/query-keys';
import type { NavigationNode } from '../../domain/navigation';
import { withSiblingOrder, type SiblingOrder } from '../../domain/navigation-order';

/**
 * Saves a new order of the items under one parent (drag, keyboard or move buttons) through the navigation's reorder
 * mutation (navigation-mutations.ts). New orders are saved one after another (a mutation scope), each from the tree
 * as last read back, so quick moves never race.
 * The screen shows every order still being saved over the tree it has read (`displayed`): each moved item is written
 * on its own and the tree is read again after each write, and those in-between answers must not jump about on screen.
 * The save counts as done (`isPending` false) once the tree was read back; `onFailed` says why one was not.
 */
export function useNavigationReorder(tree: readonly NavigationNode[] | undefined, onFailed: (error: Error) => void) {
  const queryClient = useQueryClient();
  const key = queryKeys.navigation.adminTree();
  const reorder = navigationMutations(useWriter()).reorder;
  const mutation = useMutation({
    ...reorder,
    scope: { id: 'navigation-order' },
    // The tree is read back after a failure too (the mutation's own onError) before the next order is saved.
    onError: async (error, variables, onMutateResult, context) => {
      onFailed(error);
      await reorder.onError?.(error, variables, onMutateResult, context);
    },
  });
  const pending = useMutationState({
    filters: { mutationKey: reorder.mutationKey, status: 'pending' },
    select: (entry) => (entry.state.variables as NavigationOrder).order,
  });
  const displayed = tree ? pending.reduce<NavigationNode[]>((shown, order) => withSiblingOrder(shown, order), [...tree]) : undefined;
  const lastRead = () => queryClient.getQueryData<NavigationNode[]>(key) ?? [];
  return { reorder: (order: SiblingOrder) => mutation.mutate({ order, tree: lastRead }), displayed, isPending: pending.length > 0 };
}
