import type { ReactNode } from 'react';
import { useReorder } from '../../data/mutations/use-reorder';
import type { OrderedArea } from '../../data/queries/list-queries';
import { DragHandle } from '../shared/sortable/DragHandle';
import { MoveButtons } from '../shared/sortable/MoveButtons';
import { SortableList } from '../shared/sortable/SortableList';
import { showStatusMessage } from '../shared/status-message';

/** A list whose order is saved at once after every move (admin spec 4). */
export type ListReorder = {
  /** The ordered Repository area the rows belong to; its reorder mutation saves the new order. */
  area: OrderedArea;
  failureText(error: unknown): string;
};

type Props<T extends { id: number }> = {
  items: readonly T[];
  reorder: ListReorder;
  label(item: T): string;
  row(item: T, extra: { leading: ReactNode; trailing: ReactNode }): ReactNode;
};

/**
 * The rows of an ordered content list: moved by drag or the move buttons, shown in their new order at once, saved
 * through the area's reorder mutation; a refused order is reported and the stored one comes back.
 */
export function OrderedEntityList<T extends { id: number }>({ items, reorder, label, row }: Props<T>) {
  const save = useReorder<T>(reorder.area, {
    atPosition: (item) => item,
    onFailed: (error) => showStatusMessage(reorder.failureText(error), 'error'),
  });
  return (
    <SortableList
      items={[...items]}
      getId={(item) => item.id}
      getLabel={label}
      onReorder={(next) => save.mutate(next)}
      renderItem={(item, controls) => (
        <li {...controls.itemProps}>{row(item, { leading: <DragHandle controls={controls} />, trailing: <MoveButtons controls={controls} /> })}</li>
      )}
    />
  );
}
