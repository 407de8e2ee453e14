import { useId, useState } from 'react';
import { useRepository } from '../../data/repository-context';
import type { Service } from '../../domain/catalog';
import { STATUS_MESSAGE_MS } from '../../domain/constants';
import { adminMessages } from '../../domain/messages';
import { Alert } from '../../ui/Alert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { useFlashMessage } from '../../ui/use-flash-message';
import { useReorderableList } from '../shared/sortable/use-reorderable-list';
import { ServiceFormModal } from './ServiceFormModal';
import { ServicesTable } from './ServicesTable';
import { failureText, isFailureText } from './service-form';
import styles from './Services.module.css';

/** Services Management, standalone (admin spec 2, 5, 8): the table in display order, reorder saved at once, add/edit/delete. */
export function ServicesSection() {
  const repository = useRepository();
  const list = useReorderableList((repo) => repo.services.list());
  const flash = useFlashMessage(STATUS_MESSAGE_MS);
  const headingId = useId();
  // undefined: no dialog; null: adding; a service: editing it.
  const [editing, setEditing] = useState<Service | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const [busy, setBusy] = useState(false);

  const reorder = async (next: Service[]) => {
    list.setItems(next.map((service, index) => ({ ...service, display_order: index + 1 })));
    try {
      await repository.services.reorder(next.map((service) => service.id));
    } catch (error) {
      flash.show(failureText(error, adminMessages.content.serviceOrderFailed, adminMessages.services.networkError('updating service order')));
      list.reload();
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const result = await repository.services.remove(deleting.id);
      flash.show(result.message);
      list.reload();
    } catch (error) {
      flash.show(failureText(error, adminMessages.services.deleteFailed, adminMessages.services.networkError('deleting service')));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId}>Services Management</h2>
        <button type="button" className="btn btn--primary" onClick={() => setEditing(null)}>
          Add Service
        </button>
      </header>

      {flash.message ? <Alert tone={isFailureText(flash.message) ? 'error' : 'success'}>{flash.message}</Alert> : null}

      {list.status === 'loading' ? <Spinner label={adminMessages.services.loading} /> : null}
      {list.status === 'error' ? (
        <Alert tone="error">{failureText(list.error, adminMessages.services.fetchFailed, adminMessages.services.networkError('fetching services'))}</Alert>
      ) : null}
      {list.status === 'loaded' && list.items.length === 0 ? <p className={styles.empty}>{adminMessages.content.noServices}</p> : null}
      {list.status === 'loaded' && list.items.length > 0 ? (
        <ServicesTable services={list.items} onReorder={(next) => void reorder(next)} onEdit={setEditing} onDelete={setDeleting} />
      ) : null}

      {editing !== undefined ? (
        <ServiceFormModal
          key={editing?.id ?? 'new'}
          service={editing}
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
        message={adminMessages.confirmDelete('service')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
