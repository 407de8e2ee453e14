import type { NavigationNode } from '../../domain/navigation';
import { Badge } from '../../ui/Badge';
import styles from './NavigationSection.module.css';
import { navigationTexts } from './navigation-texts';

export type NavigationTreeProps = {
  nodes: readonly NavigationNode[];
  onEdit: (node: NavigationNode) => void;
  onDelete: (node: NavigationNode) => void;
  /** Nesting level of `nodes`, for the indentation. */
  depth?: number;
  label?: string;
};

/** The navigation items as nested lists: each level indented under its parent, with its details and actions. */
export function NavigationTree({ nodes, onEdit, onDelete, depth = 0, label }: NavigationTreeProps) {
  return (
    <ul className={depth === 0 ? styles.tree : styles.children} aria-label={label}>
      {nodes.map((node) => (
        <li key={node.id} className={styles.node}>
          <div className={node.is_active ? styles.item : `${styles.item} ${styles.inactive}`}>
            <div className={styles.details}>
              <span className={styles.title}>{node.title}</span>
              <code className={styles.slug}>{node.slug}</code>
              <span className={styles.meta}>{navigationTexts.icon(node.icon || 'none')}</span>
              <span className={styles.meta}>{navigationTexts.order(node.order_index)}</span>
              <Badge tone={node.is_active ? 'success' : 'neutral'}>{node.is_active ? navigationTexts.active : navigationTexts.inactive}</Badge>
              {node.has_page ? <Badge tone="info">{navigationTexts.hasPage}</Badge> : null}
            </div>
            <div className={styles.actions}>
              <button type="button" className="btn btn--secondary btn--small" aria-label={`Edit ${node.title}`} onClick={() => onEdit(node)}>
                Edit
              </button>
              <button type="button" className="btn btn--danger btn--small" aria-label={`Delete ${node.title}`} onClick={() => onDelete(node)}>
                Delete
              </button>
            </div>
          </div>
          {node.children.length > 0 ? (
            <NavigationTree nodes={node.children} onEdit={onEdit} onDelete={onDelete} depth={depth + 1} label={`${node.title} sub-items`} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
