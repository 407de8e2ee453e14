import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** Spoken before a drag handle is used (dnd-kit reads it through aria-describedby). */
export const sortableInstructions: ScreenReaderInstructions = {
  draggable:
    'To pick up an item, press Space or Enter. While dragging, use the up and down arrow keys to move it. ' +
    'Press Space or Enter again to drop it in its new position, or press Escape to cancel.',
};

export type PositionLookup = {
  /** The item's title as the list shows it. */
  labelOf(id: UniqueIdentifier): string;
  /** Position from 1, or 0 when the id is not in the list. */
  positionOf(id: UniqueIdentifier): number;
  count(): number;
};

/** What a screen reader hears while an item is dragged, in the product's words (titles and positions, not ids). */
export function sortableAnnouncements({ labelOf, positionOf, count }: PositionLookup): Announcements {
  const position = (id: UniqueIdentifier) => `position ${positionOf(id)} of ${count()}`;
  return {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}. It is in ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${labelOf(active.id)} was moved into ${position(over.id)}.` : `${labelOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `${labelOf(active.id)} was dropped at ${position(over.id)}.` : `${labelOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Reordering was cancelled. ${labelOf(active.id)} stays at ${position(active.id)}.`,
  };
}

/** The announcement after a move button was used. */
export function movedAnnouncement(label: string, position: number, count: number): string {
  return `${label} was moved to position ${position} of ${count}.`;
}
