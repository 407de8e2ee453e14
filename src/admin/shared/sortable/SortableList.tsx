import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DRAG_ACTIVATION_DISTANCE_PX } from '../../../domain/constants';
import { movedAnnouncement, sortableAnnouncements, sortableInstructions } from './sortable-announcements';

export type SortableId = string | number;

/** What renderItem gets for one item: props for the moving element and its drag handle, plus the move actions. */
export type SortableItemControls = {
  /** Spread on the element that moves (an <li>, a <tr>, …). */
  itemProps: { ref: (node: HTMLElement | null) => void; style: CSSProperties; 'data-sortable-item': string };
  /** Spread on the drag handle (a <button>); carries dnd-kit's pointer and keyboard listeners and an accessible name. */
  handleProps: HTMLAttributes<HTMLElement> & { ref: (node: HTMLElement | null) => void };
  moveUp(): void;
  moveDown(): void;
  /** Position in the list, from 0. */
  index: number;
  isFirst: boolean;
  isLast: boolean;
  isDragging: boolean;
  /** The item's title (getLabel), for accessible names. */
  label: string;
};

export type SortableListProps<T> = {
  items: readonly T[];
  getId(item: T): SortableId;
  /** The item's title: used in the handle's and move buttons' names and in screen-reader announcements. */
  getLabel(item: T): string;
  /** Called with the whole list in its new order after a drag or a move button. */
  onReorder(items: T[]): void;
  renderItem(item: T, controls: SortableItemControls): ReactNode;
};

// Lists move vertically only; a sideways pointer movement must not shift the row.
const lockToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const modifiers = [lockToVerticalAxis];

/**
 * A reorderable list with dnd-kit: pointer drag after 8 px (admin spec 9), the keyboard sensor (Space, arrows, Space)
 * and move-up/move-down actions as the non-drag alternative. It renders only the items: put it inside the container
 * (<ul>, <tbody>); its live regions are portalled to the document body so they never sit inside a table.
 */
export function SortableList<T>({ items, getId, getLabel, onReorder, renderItem }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [announcement, setAnnouncement] = useState('');
  const ids = items.map(getId);
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(id);
  const announcements = sortableAnnouncements({
    labelOf: (id) => {
      const item = items[indexOf(id)];
      return item === undefined ? String(id) : getLabel(item);
    },
    positionOf: (id) => indexOf(id) + 1,
    count: () => items.length,
  });

  const move = (from: number, to: number) => {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length || from === to) return;
    onReorder(arrayMove([...items], from, to));
    setAnnouncement(movedAnnouncement(getLabel(item), to + 1, items.length));
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={modifiers}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: sortableInstructions, container: document.body }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {items.map((item, index) => (
          <SortableEntry
            key={ids[index]}
            id={ids[index]!}
            index={index}
            count={items.length}
            label={getLabel(item)}
            onMove={move}
            render={(controls) => renderItem(item, controls)}
          />
        ))}
      </SortableContext>
      {createPortal(
        <div aria-live="polite" aria-atomic="true" className="visually-hidden">
          {announcement}
        </div>,
        document.body,
      )}
    </DndContext>
  );
}

type SortableEntryProps = {
  id: SortableId;
  index: number;
  count: number;
  label: string;
  onMove(from: number, to: number): void;
  render(controls: SortableItemControls): ReactNode;
};

function SortableEntry({ id, index, count, label, onMove, render }: SortableEntryProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 2, opacity: 0.85 } : {}),
  };
  return render({
    itemProps: { ref: setNodeRef, style, 'data-sortable-item': String(id) },
    handleProps: { ...attributes, ...listeners, ref: setActivatorNodeRef, 'aria-label': `Drag to reorder: ${label}` },
    moveUp: () => onMove(index, index - 1),
    moveDown: () => onMove(index, index + 1),
    index,
    isFirst: index === 0,
    isLast: index === count - 1,
    isDragging,
    label,
  });
}
