import type { NavigationNode } from '../../domain/navigation';
import type { SiblingOrder } from '../../domain/navigation-order';
import { Badge } from '../../ui/Badge';
import { DragHandle } from '../shared/sortable/DragHandle';
import { MoveButtons } from '../shared/sortable/MoveButtons';
import { SortableList } from '../shared/sortable/SortableList';
import styles from './NavigationSection.module.css';
import { navigationTexts } from './navigation-texts';

export type NavigationTreeProps = {
  nodes: readonly NavigationNode[];
  onEdit: (node: NavigationNode) => void;
  onDelete: (node: NavigationNode) => void;
  /** Items whose sub-items are folded away. */
  collapsed: ReadonlySet<number>;
  onToggle: (node: NavigationNode) => void;
  /** A new order of the items under one parent (by drag, the keyboard or the move buttons). */
  onReorder: (order: SiblingOrder) => void;
  /** The parent of `nodes` (null: the top level). */
  parentId?: number | null;
  /** Nesting level of `nodes`, for the indentation. */
  depth?: number;
  label?: string;
};

const childListId = (node: NavigationNode) => `navigation-children-${node.id}`;

/**
 * The navigation items as nested lists: each level indented under its parent, with its details and actions. An item
 * with sub-items folds them away with its toggle (a long menu stays scannable). Items move among their siblings only
 * (the same parent; the form's Parent field moves an item elsewhere): by their drag handle with the pointer or the
 * keyboard (Space, arrows, Space), or with Move up / Move down. An item moves with its sub-items, folded or not.
 */
export function NavigationTree(props: NavigationTreeProps) {
  const { nodes, onEdit, onDelete, collapsed, onToggle, onReorder, parentId = null, depth = 0, label } = props;
  const movable = nodes.length > 1;
  return (
    <ul className={depth === 0 ? styles.tree : styles.children} aria-label={label}>
      <SortableList
        items={nodes}
        getId={(node) => node.id}
        getLabel={(node) => node.title}
        onReorder={(next) => onReorder({ parentId, ids: next.map((node) => node.id) })}
        renderItem={(node, controls) => (
          <li {...controls.itemProps} className={styles.node}>
            <div className={node.is_active ? styles.item : `${styles.item} ${styles.inactive}`}>
              <div className={styles.details}>
                {movable ? <DragHandle controls={controls} /> : null}
                {node.children.length > 0 ? (
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={!collapsed.has(node.id)}
                    aria-controls={childListId(node)}
                    aria-label={navigationTexts.toggleChildren(node.title, node.children.length)}
                    onClick={() => onToggle(node)}
                  >
                    <span aria-hidden="true">{collapsed.has(node.id) ? '▸' : '▾'}</span>
                  </button>
                ) : (
                  <span className={styles.togglePlaceholder} aria-hidden="true" />
                )}
                <span className={styles.title} dir="auto">
                  {node.title}
                </span>
                <code className={styles.slug}>{node.slug}</code>
                <span className={styles.meta}>{navigationTexts.icon(node.icon || 'none')}</span>
                <span className={styles.meta}>{navigationTexts.order(node.order_index)}</span>
                <Badge tone={node.is_active ? 'success' : 'neutral'}>{node.is_active ? navigationTexts.active : navigationTexts.inactive}</Badge>
                {node.has_page ? <Badge tone="info">{navigationTexts.hasPage}</Badge> : null}
              </div>
              <div className={styles.actions}>
                {movable ? <MoveButtons controls={controls} compact /> : null}
                <button type="button" className="btn btn--secondary btn--small" aria-label={`Edit ${node.title}`} onClick={() => onEdit(node)}>
                  Edit
                </button>
                <button type="button" className="btn btn--danger btn--small" aria-label={`Delete ${node.title}`} onClick={() => onDelete(node)}>
                  Delete
                </button>
              </div>
            </div>
            {node.children.length > 0 && !collapsed.has(node.id) ? (
              <div id={childListId(node)}>
                <NavigationTree
                  {...props}
                  nodes={node.children}
                  parentId={node.id}
                  depth={depth + 1}
                  label={`${node.title} sub-items`}
                />
              </div>
            ) : null}
          </li>
        )}
      />
    </ul>
  );
}
