import { useId, useState } from 'react';
import { useRepository } from '../../data/repository-context';
import type { Product } from '../../domain/catalog';
import { STATUS_MESSAGE_MS } from '../../domain/constants';
import { adminMessages } from '../../domain/messages';
import { isRepositoryError } from '../../domain/repository-error';
import { Alert } from '../../ui/Alert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { useFlashMessage } from '../../ui/use-flash-message';
import { useReorderableList } from '../shared/sortable/use-reorderable-list';
import { ProductFormModal } from './ProductFormModal';
import { ProductsTable } from './ProductsTable';
import styles from './Products.module.css';

/** Admin spec 8: a refusal reads 'Failed to …: {message}', a request without a usable answer 'Error {action}'. */
function failureText(error: unknown, failed: (message: string) => string, action: string): string {
  const refused = isRepositoryError(error) && (error.kind === 'server' || error.kind === 'validation' || error.kind === 'not-found');
  return refused ? failed(error.message) : adminMessages.products.networkError(action);
}

const isFailure = (text: string) => /^(Failed|Error)\b/.test(text);

/** Products Management (admin spec 2, 4, 5, 8; issue 5): the catalogue in sort order, row reordering, add/edit/delete. */
export function ProductsSection() {
  const repository = useRepository();
  const list = useReorderableList((repo) => repo.products.list());
  const flash = useFlashMessage(STATUS_MESSAGE_MS);
  const headingId = useId();
  // undefined: no dialog; null: create mode; a product: edit mode.
  const [editing, setEditing] = useState<Product | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [busy, setBusy] = useState(false);

  // The new positions become each product's sort order from 1; the list is then loaded again (admin spec 4).
  const reorder = async (next: Product[]) => {
    list.setItems(next.map((product, index) => ({ ...product, sort_order: index + 1 })));
    try {
      await repository.products.reorder(next.map((product, index) => ({ id: product.id, sort_order: index + 1 })));
    } catch (error) {
      flash.show(failureText(error, adminMessages.products.orderFailed, 'updating product order'));
    }
    list.reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const result = await repository.products.remove(deleting.id);
      flash.show(result.message);
      list.reload();
    } catch (error) {
      flash.show(failureText(error, adminMessages.products.deleteFailed, 'deleting product'));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId}>Products Management</h2>
        <button type="button" className="btn btn--primary" onClick={() => setEditing(null)}>
          Add Product
        </button>
      </header>

      {flash.message ? <Alert tone={isFailure(flash.message) ? 'error' : 'success'}>{flash.message}</Alert> : null}

      {list.status === 'loading' ? <Spinner label={adminMessages.products.loading} /> : null}
      {list.status === 'error' ? <Alert tone="error">{failureText(list.error, adminMessages.products.fetchFailed, 'fetching products')}</Alert> : null}
      {list.status === 'loaded' && list.items.length === 0 ? <p className={styles.empty}>{adminMessages.products.empty}</p> : null}
      {list.status === 'loaded' && list.items.length > 0 ? (
        <ProductsTable products={list.items} onReorder={(next) => void reorder(next)} onEdit={setEditing} onDelete={setDeleting} />
      ) : null}

      {editing !== undefined ? (
        <ProductFormModal
          key={editing?.id ?? 'new'}
          product={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(message) => {
            setEditing(undefined);
            flash.show(message);
            list.reload();
          }}
        />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        message={adminMessages.confirmDelete('product')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
