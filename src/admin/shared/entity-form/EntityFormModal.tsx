import { useState } from 'react';
import { RepositoryError } from '../../../domain/repository-error';
import type { DraftOption } from '../drafts/use-form-draft';
import { isSaveConflict, type SaveConflict } from '../conflict/save-conflict';
import { RecordFormModal } from '../form/RecordFormModal';
import { useRecordForm } from '../form/use-record-form';
import { EntityFields } from './EntityFields';
import { entityResolver, validateValues, type FieldSpec, type FormValues, type InputSchema } from './entity-form-model';

const formTexts = { save: 'Save' } as const;

type EntityFormModalProps<Input> = {
  title: string;
  /** The submit button's text; 'Save' unless the screen names its action ('Create Product'). */
  submitLabel?: string;
  /** The dialog's largest width in px, for forms with many fields. */
  maxWidth?: number;
  idPrefix: string;
  fields: readonly FieldSpec[];
  schema: InputSchema<Input>;
  initial: FormValues;
  /**
   * Saves the validated input (over whatever is stored when `overwrite`); answers the failure text to show in the
   * dialog, a conflict when the record changed elsewhere since it was loaded, or null when it was saved.
   */
  onSave: (input: Input, overwrite: boolean) => Promise<string | null | SaveConflict>;
  /** Loads the stored record again after a conflict: its form values, or the failure text to show. */
  onReload?: () => Promise<FormValues | string>;
  onClose: () => void;
  /** True while the save runs (the owner's mutation isPending): the buttons wait and Save says so. */
  saving: boolean;
  /** Which record's unsaved draft the dialog keeps (drafts/): its list and the record's id. */
  draft?: DraftOption;
};

/**
 * The add/edit dialog of an admin list (content lists, products, services) on the shared record form
 * (react-hook-form with the domain schema as resolver). Rendered only while open, so each opening starts from
 * `initial`. A failed save keeps the dialog open with its message inside it (the page behind a modal dialog is inert).
 */
export function EntityFormModal<Input>(props: EntityFormModalProps<Input>) {
  const { title, submitLabel = formTexts.save, maxWidth, idPrefix, fields, schema, initial, onSave, onReload, onClose, saving, draft } = props;
  // The owner answers a failed save as text or a conflict: kept here as the error the record form reads.
  const [error, setError] = useState<Error | null>(null);
  const record = useRecordForm<FormValues, FormValues>({
    record: initial,
    toValues: (loaded) => loaded ?? initial,
    resolver: entityResolver(schema, fields),
    mutation: { isPending: saving, error, reset: () => setError(null) },
    save: async (values, { overwrite }) => {
      setError(null);
      const verdict = validateValues(schema, values, fields);
      // The resolver passed these values: a verdict that is not ok cannot happen, and saves nothing.
      if (!verdict.ok) return false;
      const problem = await onSave(verdict.input, overwrite);
      if (problem === null) return;
      const failed = isSaveConflict(problem) ? new RepositoryError('conflict', '') : new Error(problem);
      setError(failed);
      throw failed;
    },
    reload: onReload
      ? async () => {
          const fresh = await onReload();
          // A failed reload replaces the conflict notice by what went wrong.
          setError(null);
          if (typeof fresh === 'string') throw new Error(fresh);
          return fresh;
        }
      : undefined,
    failure: (failed) => ({ text: failed instanceof Error ? failed.message : String(failed) }),
    draft,
  });
  return (
    <RecordFormModal record={record} title={title} submitLabel={submitLabel} maxWidth={maxWidth} onClose={onClose}>
      <EntityFields idPrefix={idPrefix} fields={fields} form={record.form} />
    </RecordFormModal>
  );
}
