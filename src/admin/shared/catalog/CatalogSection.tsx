import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useReorder } from '../../../data/mutations/use-reorder';
import { orderedUndoableDelete } from '../../../data/mutations/undo-mutations';
import { crudMutations } from '../../../data/mutations/write-options';
import { useWriter } from '../../../data/mutations/writer';
import { read } from '../../../data/query-client';
import { queryKeys } from '../../../data/query-keys';
import type { OrderedArea } from '../../../data/queries/list-queries';
import type { CrudArea, Repository } from '../../../data/repository';
import { useRepository } from '../../../data/repository-context';
import { adminMessages } from '../../../domain/messages';
import type { Versioned, VersionedRecord } from '../../../domain/record-version';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Spinner } from '../../../ui/Spinner';
import { focusAfterRemoval } from '../../../ui/use-heading-focus';
import { blankValues, valuesOf, type FieldSpec, type InputSchema } from '../entity-form/entity-form-model';
import { EntityFormModal } from '../entity-form/EntityFormModal';
import { expectedVersion, isConflictError, saveConflict, type SaveConflict } from '../conflict/save-conflict';
import { failureText } from '../failure-text';
import { OrderSavingStatus } from '../sortable/OrderSavingStatus';
import { showStatusMessage } from '../status-message';
import { UndoNotice } from '../undo/UndoNotice';
import { useUndo } from '../undo/use-undo';
import styles from './Catalog.module.css';
import { CatalogLoadFailure } from './CatalogLoadFailure';

/** The texts of one catalogue screen (admin spec 2, 8). */
export type CatalogTexts = {
  heading: string;
  /** The entity in titles and buttons: 'Product' gives 'Add Product', 'Edit Product', 'Create Product'. */
  noun: string;
  /** Its plural in lower case, for 'Error fetching products'. */
  plural: string;
  loading: string;
  empty: string;
  fetchFailed(message: string): string;
  saveFailed(message: string): string;
  deleteFailed(message: string): string;
  orderFailed(message: string): string;
};

export type CatalogTableSlot<T> = { items: T[]; onReorder(items: T[]): void; onEdit(item: T): void; onDelete(item: T): void };

export type CatalogSectionProps<T extends { id: number }, Input extends Versioned<object>> = {
  texts: CatalogTexts;
  /** The Repository area of the rows (its list is read, reordered and refreshed through it). */
  dataArea: Extract<OrderedArea, 'services' | 'products'>;
  area(repository: Repository): CrudArea<T, Input>;
  /** The record type, whose version an edit sends so a save over a newer one is refused (record-version.ts). */
  version: VersionedRecord;
  /** The item as it stands at a position from 1, shown before the store answers. */
  atPosition(item: T, position: number): T;
  /** The add/edit form: its fields and the domain schema that checks them. */
  form: { fields: readonly FieldSpec[]; schema: InputSchema<Input>; maxWidth?: number };
  table(slot: CatalogTableSlot<T>): ReactNode;
};

/**
 * A catalogue screen (Products, Services; admin spec 2, 4, 5, 8): the list in its saved order, reorder saved at once
 * and the list loaded again, add and edit in a dialog that keeps what was typed when the save fails, delete after
 * confirmation. A refusal reads 'Failed to …: {message}', a request without a usable answer 'Error {action}'.
 */
export function CatalogSection<T extends { id: number }, Input extends Versioned<object>>(props: CatalogSectionProps<T, Input>) {
  const { texts, dataArea, area, version, atPosition, form, table } = props;
  const repository = useRepository();
  // Refetches after a save keep the rows on screen, so the dialog hands the focus back to the row's Edit button.
  const list = useQuery({ queryKey: queryKeys[dataArea].list(), queryFn: read((signal) => area(repository).list({ signal })) });
  const headingId = useId();
  const formId = useId();
  // undefined: no dialog; null: adding; an item: editing it.
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<T | null>(null);
  const writer = useWriter();
  const writes = crudMutations<typeof dataArea, Input>(writer, dataArea);
  const saving = useMutation(writes.save);
  // A delete that can be undone: it reads the list's order first; Undo re-creates the row in its place.
  const removal = useMutation(orderedUndoableDelete<T>(writer, dataArea));
  const undo = useUndo();
  const busy = removal.isPending;
  const addButton = useRef<HTMLButtonElement>(null);
  // The row's Delete button that was pressed: focus goes from its row to the next one once the item is deleted.
  const [deleteButton, setDeleteButton] = useState<Element | null>(null);
  const entity = texts.noun.toLowerCase();
  const networkError = adminMessages.products.networkError;

  const reorder = useReorder<T>(dataArea, {
    atPosition,
    onFailed: (error) => showStatusMessage(failureText(error, texts.orderFailed, networkError(`updating ${entity} order`)), 'error'),
  });

  const save = async (input: Input, overwrite: boolean): Promise<string | null | SaveConflict> => {
    try {
      const result = await saving.mutateAsync(
        editing ? { id: editing.id, input: { ...input, expected_version: expectedVersion(version, editing, overwrite) } } : { id: null, input },
      );
      setEditing(undefined);
      showStatusMessage(result.message, 'success');
      return null;
    } catch (error) {
      if (isConflictError(error)) return saveConflict;
      return failureText(error, texts.saveFailed, networkError(`saving ${entity}`));
    }
  };

  // After a conflict: the stored record becomes the one the dialog edits (its values and its version).
  const reload = async () => {
    const fresh = await list.refetch();
    if (fresh.isError) return failureText(fresh.error, texts.fetchFailed, networkError(`fetching ${texts.plural}`));
    const record = fresh.data?.find((item) => item.id === editing?.id);
    if (!record) return adminMessages.conflict.gone;
    setEditing(record);
    return valuesOf(form.fields, record);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const keepFocus = deleteButton ? focusAfterRemoval(deleteButton, () => addButton.current) : undefined;
    try {
      const { result, undo: restore } = await removal.mutateAsync(deleting);
      showStatusMessage(result.message, 'success');
      undo.offer(restore, entity);
    } catch (error) {
      keepFocus?.();
      showStatusMessage(failureText(error, texts.deleteFailed, networkError(`deleting ${entity}`)), 'error');
    } finally {
      setDeleting(null);
    }
  };

  const askToDelete = (item: T) => {
    // The row's Delete button has the focus as it is pressed (the table passes the item only).
    const pressed = document.activeElement;
    setDeleteButton(pressed?.closest('tr, li') ? pressed : null);
    setDeleting(item);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId}>{texts.heading}</h2>
        <button ref={addButton} type="button" className="btn btn--primary" onClick={() => setEditing(null)}>
          {`Add ${texts.noun}`}
        </button>
      </header>

      {list.isPending ? <Spinner label={texts.loading} /> : null}
      {list.isError ? (
        <CatalogLoadFailure error={list.error} fetchFailed={texts.fetchFailed} generic={networkError(`fetching ${texts.plural}`)} onRetry={() => void list.refetch()} />
      ) : null}
      {list.isSuccess && list.data.length === 0 ? <p className={styles.empty}>{texts.empty}</p> : null}
      {list.isSuccess && list.data.length > 0
        ? table({ items: list.data, onReorder: (next) => reorder.mutate(next), onEdit: setEditing, onDelete: askToDelete })
        : null}
      {/* The new order shows at once; this says it is still on its way to the store. */}
      {list.isSuccess && list.data.length > 0 ? <OrderSavingStatus pending={reorder.isPending} /> : null}

      {editing !== undefined ? (
        <EntityFormModal
          key={editing?.id ?? 'new'}
          title={`${editing ? 'Edit' : 'Add'} ${texts.noun}`}
          submitLabel={`${editing ? 'Update' : 'Create'} ${texts.noun}`}
          maxWidth={form.maxWidth}
          idPrefix={formId}
          fields={form.fields}
          schema={form.schema}
          initial={editing ? valuesOf(form.fields, editing) : blankValues(form.fields)}
          onSave={save}
          onReload={reload}
          onClose={() => setEditing(undefined)}
          saving={saving.isPending}
          draft={{ form: `catalog:${dataArea}`, record: editing?.id }}
        />
      ) : null}

      <UndoNotice view={undo.view} onUndo={() => void undo.undo()} onDismiss={undo.dismiss} onHold={undo.hold} />
      <ConfirmDialog
        open={deleting !== null}
        message={adminMessages.confirmDelete(entity)}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
