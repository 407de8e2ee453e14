import type { Product } from '../../domain/catalog';
import { HOME_PRODUCTS_LIMIT } from '../../domain/constants';
import { adminMessages } from '../../domain/messages';
import { safeUrl } from '../../domain/url';
import { Badge } from '../../ui/Badge';
import { DragHandle } from '../shared/sortable/DragHandle';
import { MoveButtons } from '../shared/sortable/MoveButtons';
import { SortableList } from '../shared/sortable/SortableList';
import styles from './Products.module.css';

export type ProductsTableProps = {
  products: Product[];
  onReorder(products: Product[]): void;
  onEdit(product: Product): void;
  onDelete(product: Product): void;
};

function rowClass(product: Product, index: number): string | undefined {
  const classes = [index < HOME_PRODUCTS_LIMIT ? styles.top : '', product.is_active ? '' : styles.inactive].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

/** The products in sort order; the first nine (what the public home shows) are highlighted, inactive rows dimmed. */
export function ProductsTable({ products, onReorder, onEdit, onDelete }: ProductsTableProps) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">Products, in sort order; the first {HOME_PRODUCTS_LIMIT} appear on the home page</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Drag</span>
            </th>
            <th scope="col">Icon</th>
            <th scope="col">Title</th>
            <th scope="col">Category</th>
            <th scope="col">Description</th>
            <th scope="col">Sort order</th>
            <th scope="col">Status</th>
            <th scope="col">Link</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          <SortableList
            items={products}
            getId={(product) => product.id}
            getLabel={(product) => product.title}
            onReorder={onReorder}
            renderItem={(product, controls) => {
              const href = safeUrl(product.link);
              const top = controls.index < HOME_PRODUCTS_LIMIT;
              return (
                <tr {...controls.itemProps} className={rowClass(product, controls.index)} data-top={top || undefined}>
                  <td>
                    <DragHandle controls={controls} />
                  </td>
                  <td>{product.icon ? <code className={styles.icon}>{product.icon}</code> : '—'}</td>
                  <th scope="row" className={styles.title}>
                    {product.title}
                    {top ? <span className={styles.topLabel}>{adminMessages.products.topNine}</span> : null}
                  </th>
                  <td>{product.category ? <Badge tone="info">{product.category}</Badge> : '—'}</td>
                  <td>
                    <span className={styles.clamp}>{product.description}</span>
                  </td>
                  <td>{product.sort_order}</td>
                  <td>
                    <Badge tone={product.is_active ? 'success' : 'neutral'}>{product.is_active ? 'Active' : 'Inactive'}</Badge>
                  </td>
                  <td>
                    {href ? (
                      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`Open link: ${product.title}`}>
                        Open
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    <div className={styles.actions}>
                      <button type="button" className="btn btn--secondary btn--small" aria-label={`Edit: ${product.title}`} onClick={() => onEdit(product)}>
                        Edit
                      </button>
                      <button type="button" className="btn btn--danger btn--small" aria-label={`Delete: ${product.title}`} onClick={() => onDelete(product)}>
                        Delete
                      </button>
                      <MoveButtons controls={controls} />
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
