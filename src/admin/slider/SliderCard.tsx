import type { SliderItem } from '../../domain/slider';
import { Badge } from '../../ui/Badge';
import { ImageWithFallback } from '../../ui/ImageWithFallback';
import { busyButtonProps } from '../../ui/use-heading-focus';
import { DragHandle } from '../shared/sortable/DragHandle';
import { MoveButtons } from '../shared/sortable/MoveButtons';
import type { SortableItemControls } from '../shared/sortable/SortableList';
import styles from './Slider.module.css';
import { useImageUrl } from './use-image-url';

export type SliderCardProps = {
  item: SliderItem;
  controls: SortableItemControls;
  busy: boolean;
  onToggle(item: SliderItem): void;
  onEdit(item: SliderItem): void;
  /** With the Delete button pressed (focus moves on from its card once the slide is deleted). */
  onDelete(item: SliderItem, button: HTMLElement): void;
};

/** One slide in the list: background thumbnail, title and highlight, order, active state and its actions. */
export function SliderCard({ item, controls, busy, onToggle, onEdit, onDelete }: SliderCardProps) {
  const thumbnail = useImageUrl('slider', item.background_image);
  return (
    <li {...controls.itemProps} className={item.is_active ? styles.card : `${styles.card} ${styles.inactive}`}>
      <DragHandle controls={controls} />
      <div className={styles.thumbnail}>
        <ImageWithFallback src={thumbnail ?? undefined} alt={`Background of ${item.title}`} />
      </div>
      <div className={styles.summary}>
        <h3 className={styles.cardTitle}>
          {item.title} <span className={styles.highlight}>{item.highlight}</span>
        </h3>
        <p className={styles.meta}>
          Order: {item.display_order}{' '}
          <Badge tone={item.is_active ? 'success' : 'neutral'}>{item.is_active ? 'Active' : 'Inactive'}</Badge>
        </p>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          {...busyButtonProps(busy)}
          aria-label={`${item.is_active ? 'Deactivate' : 'Activate'}: ${item.title}`}
          onClick={() => onToggle(item)}
        >
          {item.is_active ? 'Deactivate' : 'Activate'}
        </button>
        <button type="button" className="btn btn--secondary btn--small" aria-label={`Edit: ${item.title}`} onClick={() => onEdit(item)}>
          Edit
        </button>
        <button type="button" className="btn btn--danger btn--small" aria-label={`Delete: ${item.title}`} onClick={(event) => onDelete(item, event.currentTarget)}>
          Delete
        </button>
        <MoveButtons controls={controls} />
      </div>
    </li>
  );
}
