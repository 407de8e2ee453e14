import type { ReactNode } from 'react';
import { Badge } from '../../ui/Badge';
import { contentTexts } from './content-texts';
import type { EntitySummary } from './entity-list-config';
import styles from './ContentSection.module.css';

type EntityRowProps = {
  summary: EntitySummary;
  onEdit: () => void;
  /** With the Delete button pressed (focus moves on from its row once the record is deleted). */
  onDelete: (button: HTMLElement) => void;
  /** Reorder controls (drag handle, move buttons) of a sortable list. */
  leading?: ReactNode;
  trailing?: ReactNode;
};

/** One record of a content list: title, details, active badge, Edit and Delete (named after the record). */
export function EntityRow({ summary, onEdit, onDelete, leading, trailing }: EntityRowProps) {
  return (
    <div className={summary.active === false ? `${styles.row} ${styles.inactive}` : styles.row}>
      {leading}
      <div className={styles.rowText}>
        <span className={styles.rowTitle}>{summary.title}</span>
        {summary.active === undefined ? null : (
          <Badge tone={summary.active ? 'success' : 'neutral'}>{summary.active ? contentTexts.active : contentTexts.inactive}</Badge>
        )}
        {summary.details.map((detail, index) => (
          <span key={index} className={styles.rowDetail}>
            {detail}
          </span>
        ))}
      </div>
      <div className={styles.rowActions}>
        {trailing}
        <button type="button" className="btn btn--secondary btn--small" aria-label={`${contentTexts.edit} ${summary.title}`} onClick={onEdit}>
          {contentTexts.edit}
        </button>
        <button type="button" className="btn btn--danger btn--small" aria-label={`${contentTexts.delete} ${summary.title}`} onClick={(event) => onDelete(event.currentTarget)}>
          {contentTexts.delete}
        </button>
      </div>
    </div>
  );
}
