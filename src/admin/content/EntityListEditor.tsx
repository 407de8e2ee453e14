import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import type { MutationResult, Repository } from '../../data/repository';
import { useRepository } from '../../data/repository-context';
import { read } from '../../data/query-client';
import { queryKeys } from '../../data/query-keys';
import { adminMessages } from '../../domain/messages';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { focusAfterRemoval } from '../../ui/use-heading-focus';
import { DragHandle } from '../shared/sortable/DragHandle';
import { MoveButtons } from '../shared/sortable/MoveButtons';
import { SortableList } from '../shared/sortable/SortableList';
import { entityDeleteFailureText, entitySaveFailureText, entitySuccessText } from './content-feedback';
import { showStatusMessage } from '../shared/status-message';
import { EntityFormModal } from '../shared/entity-form/EntityFormModal';
import { expectedVersion, isConflictError, saveConflict, type SaveConflict } from '../shared/conflict/save-conflict';
import type { Versioned } from '../../domain/record-version';
import { blankValues, valuesOf } from '../shared/entity-form/entity-form-model';
import type { EntityListConfig } from './entity-list-config';
import { EntityRow } from './EntityRow';
import { ResourceView } from './ResourceView';
import styles from './ContentSection.module.css';

/** A list whose order is saved at once after every move (admin spec 4). */
export type ListReorder = {
  save(repository: Repository, ids: number[]): Promise<MutationResult>;
  failureText(error: unknown): string;
};

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
  const queryClient = useQueryClient();
  const listKey = queryKeys[config.dataArea].list();
  // Refetches keep the list on screen (the previous rows stay until the new ones arrive).
  const resource = useQuery({ queryKey: listKey, queryFn: read((signal) => config.area(repository).list({ signal })) });
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  // The Delete button pressed: focus goes from its row to the next one once the record is deleted.
  const deleteButton = useRef<HTMLElement | null>(null);
  const area = config.area(repository);
  const headingId = `content-${config.key}-heading`;

  // Waits for the refetch the write started (or starts one), so a message announces what is already on screen.
  const refresh = () => queryClient.refetchQueries({ queryKey: listKey }, { cancelRefetch: false });

  const save = async (input: Input, overwrite: boolean): Promise<string | null | SaveConflict> => {
    const item = editing?.item ?? null;
    let result: MutationResult;
    try {
      result = item
        ? await area.update(item.id, { ...input, expected_version: expectedVersion(config.version, item, overwrite) })
        : await area.create(input);
    } catch (error) {
      if (isConflictError(error)) return saveConflict;
      return entitySaveFailureText(error, config.entity);
    }
    setEditing(null);
    // The message comes with the refreshed list, so what it announces is already on screen.
    await refresh();
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
    setDeleteBusy(true);
    const keepFocus = deleteButton.current ? focusAfterRemoval(deleteButton.current, () => addButton.current) : undefined;
    try {
      const result = await area.remove(deleting.id);
      await refresh();
      showStatusMessage(entitySuccessText(result, 'deleted', config.entity), 'success');
    } catch (error) {
      keepFocus?.();
      showStatusMessage(entityDeleteFailureText(error, config.entity), 'error');
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  };

  const move = async (next: T[]) => {
    if (!reorder) return;
    await queryClient.cancelQueries({ queryKey: listKey });
    queryClient.setQueryData<T[]>(listKey, next);
    try {
      await reorder.save(repository, next.map((item) => item.id));
    } catch (error) {
      showStatusMessage(reorder.failureText(error), 'error');
      await refresh();
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
                <SortableList
                  items={items}
                  getId={(item) => item.id}
                  getLabel={(item) => config.summary(item).title}
                  onReorder={(next) => void move(next)}
                  renderItem={(item, controls) => (
                    <li {...controls.itemProps}>
                      {row(item, { leading: <DragHandle controls={controls} />, trailing: <MoveButtons controls={controls} /> })}
                    </li>
                  )}
                />
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
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        message={adminMessages.confirmDelete(config.entity.toLowerCase())}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
