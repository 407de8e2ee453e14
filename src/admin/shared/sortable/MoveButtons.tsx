import { useLayoutEffect, useRef } from 'react';
import type { SortableItemControls } from './SortableList';
import styles from './Sortable.module.css';

type Direction = 'up' | 'down';

/**
 * Visible Move up / Move down buttons: the non-drag way to reorder (WCAG 2.2, 2.5.7). Names start with the visible
 * text and add the item's title, e.g. "Move up: Forged Brackets". `compact` (table rows) shows the arrows only, with
 * the words as tooltip and in the name, so a row's actions fit on one line.
 */
export function MoveButtons({ controls, compact = false }: { controls: SortableItemControls; compact?: boolean }) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<Direction | null>(null);
  const { index, isFirst, isLast, label } = controls;

  // Moving re-inserts the row in the DOM, which drops focus; keep it on the button used (or its sibling at an end).
  useLayoutEffect(() => {
    const direction = pendingFocus.current;
    if (direction === null) return;
    pendingFocus.current = null;
    const preferred = direction === 'up' ? up.current : down.current;
    const other = direction === 'up' ? down.current : up.current;
    (preferred && !preferred.disabled ? preferred : other)?.focus();
  }, [index]);

  const press = (direction: Direction) => {
    pendingFocus.current = direction;
    if (direction === 'up') controls.moveUp();
    else controls.moveDown();
  };

  return (
    <span className={compact ? `${styles.moveButtons} ${styles.compact}` : styles.moveButtons}>
      <button
        ref={up}
        type="button"
        className="btn btn--secondary btn--small"
        aria-label={`Move up: ${label}`}
        title={compact ? 'Move up' : undefined}
        disabled={isFirst}
        onClick={() => press('up')}
      >
        <span aria-hidden="true">↑</span>
        {compact ? null : ' Move up'}
      </button>
      <button
        ref={down}
        type="button"
        className="btn btn--secondary btn--small"
        aria-label={`Move down: ${label}`}
        title={compact ? 'Move down' : undefined}
        disabled={isLast}
        onClick={() => press('down')}
      >
        <span aria-hidden="true">↓</span>
        {compact ? null : ' Move down'}
      </button>
    </span>
  );
}
