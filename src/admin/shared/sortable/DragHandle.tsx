import type { SortableItemControls } from './SortableList';
import styles from './Sortable.module.css';

/** The grip a row is dragged by; focus it and press Space to move the row with the arrow keys. */
export function DragHandle({ controls }: { controls: SortableItemControls }) {
  return (
    <button type="button" className={styles.handle} {...controls.handleProps}>
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
