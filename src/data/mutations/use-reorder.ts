import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderedArea } from '../queries/list-queries';
import { queryKeys } from '../query-keys';
import { orderedMutations } from './write-options';
import { useWriter } from './writer';

/**
 * Saves a new order of an ordered list optimistically: the rows show in their new order at once (`atPosition` gives a
 * row its new position from 1), and the stored order comes back if the store refuses; `onFailed` then tells why. The
 * save counts as done (`isPending` false) once the list has been read back, so a screen can say "saving" until then.
 */
export function useReorder<T extends { id: number }>(
  area: OrderedArea,
  { atPosition, onFailed }: { atPosition: (row: T, position: number) => T; onFailed: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  const key = queryKeys[area].list();
  const reorder = orderedMutations(useWriter(), area).reorder;
  return useMutation({
    ...reorder,
    onMutate: async (rows: readonly { id: number }[]) => {
      // A refetch that started before the move would answer with the old order and undo it on screen.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<T[]>(key);
      queryClient.setQueryData<T[]>(key, (rows as T[]).map((row, index) => atPosition(row, index + 1)));
      return { previous };
    },
    onError: (error, _rows, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      onFailed(error);
    },
  });
}
