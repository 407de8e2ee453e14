import type { ReactNode } from 'react';
import { Badge } from '../../../ui/Badge';
import { tableHeadClassName } from '../../../ui/DataTable';
import { DragHandle } from '../sortable/DragHandle';
import { MoveButtons } from '../sortable/MoveButtons';
import { SortableList } from '../sortable/SortableList';
import styles from './Catalog.module.css';
import { StoredIcon } from './StoredIcon';

/** What every catalogue row has: the products and the services of admin spec 3. */
export type CatalogItem = { id: number; title: string; description: string; icon: string; is_active: boolean };

/** One column: its header and what a row shows in it. The row's title column is a row header. */
export type CatalogColumn<T> = { header: string; rowHeader?: boolean; cell(item: T, index: number): ReactNode };

export type CatalogTableProps<T extends CatalogItem> = {
  items: T[];
  /** Says what the table holds and in which order, for screen readers. */
  caption: string;
  /** The columns between the drag handle and the actions. */
  columns: ReadonlyArray<CatalogColumn<T>>;
  /** Extra classes of a row (inactive rows are marked already). */
  rowClass?(item: T, index: number): string | undefined;
  onReorder(items: T[]): void;
  onEdit(item: T): void;
  onDelete(item: T): void;
};

/** The cells the products and services tables share. */
export const catalogCells = {
  title: <T extends CatalogItem>(item: T) => item.title,
  description: <T extends CatalogItem>(item: T) => <span className={styles.clamp}>{item.description}</span>,
  icon: <T extends CatalogItem>(item: T) => <StoredIcon name={item.icon} />,
  status: <T extends CatalogItem>(item: T) => (
    <Badge tone={item.is_active ? 'success' : 'neutral'}>{item.is_active ? 'Active' : 'Inactive'}</Badge>
  ),
};

/**
 * A catalogue in its saved order (admin spec 2, 4): rows reorder by drag, by keyboard on the handle or with the move
 * buttons; each row has Edit and Delete, all on one line. Where the columns no longer fit (a phone), each row becomes
 * a card with its values labelled, so nothing needs sideways scrolling.
 */
export function CatalogTable<T extends CatalogItem>({ items, caption, columns, rowClass, onReorder, onEdit, onDelete }: CatalogTableProps<T>) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead className={tableHeadClassName}>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Drag</span>
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          <SortableList
            items={items}
            getId={(item) => item.id}
            getLabel={(item) => item.title}
            onReorder={onReorder}
            renderItem={(item, controls) => {
              const classes = [rowClass?.(item, controls.index), item.is_active ? '' : styles.inactive].filter(Boolean).join(' ');
              return (
                <tr {...controls.itemProps} className={classes || undefined}>
                  <td>
                    <DragHandle controls={controls} />
                  </td>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.header} scope="row" className={styles.title}>
                        {column.cell(item, controls.index)}
                      </th>
                    ) : (
                      <td key={column.header} data-label={column.header}>
                        {column.cell(item, controls.index)}
                      </td>
                    ),
                  )}
                  <td data-label="Actions">
                    <div className={styles.actions}>
                      <span className={styles.rowButtons}>
                        <button type="button" className="btn btn--secondary btn--small" aria-label={`Edit: ${item.title}`} onClick={() => onEdit(item)}>
                          Edit
                        </button>
                        <button type="button" className="btn btn--danger btn--small" aria-label={`Delete: ${item.title}`} onClick={() => onDelete(item)}>
                          Delete
                        </button>
                      </span>
                      <MoveButtons controls={controls} compact />
                    </div>
                  </td>
                </tr>
              );
            }}
          />
        </tbody>
      </table>
    </div>
  );
}
