import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { crudMutations } from '../../data/mutations/write-options';
import { useWriter } from '../../data/mutations/writer';
import type { MutationResult } from '../../data/repository';
import { useRepository } from '../../data/repository-context';
import { read } from '../../data/query-client';
import { queryKeys } from '../../data/query-keys';
import { adminMessages } from '../../domain/messages';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { focusAfterRemoval } from '../../ui/use-heading-focus';
import { entityDeleteFailureText, entitySaveFailureText, entitySuccessText } from './content-feedback';
import { showStatusMessage } from '../shared/status-message';
import { EntityFormModal } from '../shared/entity-form/EntityFormModal';
import { expectedVersion, isConflictError, saveConflict, type SaveConflict } from '../shared/conflict/save-conflict';
import type { Versioned } from '../../domain/record-version';
import { blankValues, valuesOf } from '../shared/entity-form/entity-form-model';
import type { EntityListConfig } from './entity-list-config';
import { EntityRow } from './EntityRow';
import { OrderedEntityList, type ListReorder } from './OrderedEntityList';
import { ResourceView } from './ResourceView';
import styles from './ContentSection.module.css';

type EntityListEditorProps<T extends { id: number }, Input extends Versioned<object>> = {
  config: EntityListConfig<T, Input>;
  reorder?: ListReorder;
};

/**
 * The one list + add/edit dialog + confirmed delete flow of the content tab's lists (team, infrastructure,
 * certifications, services, job openings); `config` says what differs. Its messages go to the notice region and
 * vanish after 3 s.
 */
export function EntityListEditor<T extends { id: number }, Input extends Versioned<object>>({ config, reorder }: EntityListEditorProps<T, Input>) {
  const repository = useRepository();
  const listKey = queryKeys[config.dataArea].list();
  // Refetches keep the list on screen (the previous rows stay until the new ones arrive).
  const resource = useQuery({ queryKey: listKey, queryFn: read((signal) => config.area(repository).list({ signal })) });
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const writes = crudMutations<typeof config.dataArea, Input>(useWriter(), config.dataArea);
  const saving = useMutation(writes.save);
  const removal = useMutation(writes.remove);
  const addButton = useRef<HTMLButtonElement>(null);
  // The Delete button pressed: focus goes from its row to the next one once the record is deleted.
  const deleteButton = useRef<HTMLElement | null>(null);
  const headingId = `content-${config.key}-heading`;

  const save = async (input: Input, overwrite: boolean): Promise<string | null | SaveConflict> => {
    const item = editing?.item ?? null;
    let result: MutationResult;
    try {
      result = await saving.mutateAsync(
        item ? { id: item.id, input: { ...input, expected_version: expectedVersion(config.version, item, overwrite) } } : { id: null, input },
      );
    } catch (error) {
      if (isConflictError(error)) return saveConflict;
      return entitySaveFailureText(error, config.entity);
    }
    setEditing(null);
    // The mutation resolved with the refreshed list, so the message announces what is already on screen.
    showStatusMessage(entitySuccessText(result, item ? 'updated' : 'created', config.entity), 'success');
    return null;
  };

  // After a conflict: the stored record becomes the one the dialog edits (its values and its version).
  const reload = async () => {
    const fresh = await resource.refetch();
    if (fresh.isError) return entitySaveFailureText(fresh.error, config.entity);
    const record = fresh.data?.find((item) => item.id === editing?.item?.id);
    if (!record) return adminMessages.conflict.gone;
    setEditing({ item: record });
    return valuesOf(config.fields, record);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const keepFocus = deleteButton.current ? focusAfterRemoval(deleteButton.current, () => addButton.current) : undefined;
    try {
      const result = await removal.mutateAsync(deleting.id);
      showStatusMessage(entitySuccessText(result, 'deleted', config.entity), 'success');
    } catch (error) {
      keepFocus?.();
      showStatusMessage(entityDeleteFailureText(error, config.entity), 'error');
    } finally {
      setDeleting(null);
    }
  };

  const row = (item: T, extra: { leading?: ReactNode; trailing?: ReactNode } = {}) => (
    <EntityRow summary={config.summary(item)} onEdit={() => setEditing({ item })} onDelete={(button) => {
        deleteButton.current = button;
        setDeleting(item);
      }} {...extra} />
  );

  return (
    <section className={styles.listSection} aria-labelledby={headingId}>
      <div className={styles.listHeader}>
        <h3 id={headingId}>{config.heading}</h3>
        <button ref={addButton} type="button" className="btn btn--primary btn--small" onClick={() => setEditing({ item: null })}>
          {`Add ${config.noun}`}
        </button>
      </div>
      <ResourceView resource={resource} what={config.heading.toLowerCase()}>
        {(loaded) => {
          const items = loaded;
          if (items.length === 0) return <p className={styles.empty}>{config.empty}</p>;
          return (
            <ul className={styles.entityList} aria-labelledby={headingId}>
              {reorder ? (
                <OrderedEntityList items={items} reorder={reorder} label={(item) => config.summary(item).title} row={row} />
              ) : (
                items.map((item) => <li key={item.id}>{row(item)}</li>)
              )}
            </ul>
          );
        }}
      </ResourceView>
      {editing ? (
        <EntityFormModal
          title={`${editing.item ? 'Edit' : 'Add'} ${config.noun}`}
          idPrefix={`${config.key}-form`}
          fields={config.fields}
          schema={config.schema}
          initial={editing.item ? valuesOf(config.fields, editing.item) : blankValues(config.fields)}
          onSave={save}
          onReload={reload}
          onClose={() => setEditing(null)}
          saving={saving.isPending}
          draft={{ form: `entity:${config.key}`, record: editing.item?.id }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        message={adminMessages.confirmDelete(config.entity.toLowerCase())}
        busy={removal.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
