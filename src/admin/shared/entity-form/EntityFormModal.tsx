import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../ui/Alert';
import { Modal } from '../../../ui/Modal';
import { focusWhenPresent } from '../../../ui/use-heading-focus';
import { ConflictNotice } from '../conflict/ConflictNotice';
import { isSaveConflict, type SaveConflict } from '../conflict/save-conflict';
import { differs, useUnsavedChanges } from '../unsaved/unsaved-changes';
import { EntityFields } from './EntityFields';
import { validateValues, type FieldErrors, type FieldSpec, type FormValues, type InputSchema } from './entity-form-model';

const formTexts = { cancel: 'Cancel', saving: 'Saving...', save: 'Save' } as const;

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
};

/**
 * The add/edit dialog of an admin list (content lists, products, services). Rendered only while open, so each opening starts from `initial`. A failed
 * save keeps the dialog open with its message inside it (the page behind a modal dialog is inert).
 */
export function EntityFormModal<Input>(props: EntityFormModalProps<Input>) {
  const { title, submitLabel = formTexts.save, maxWidth, idPrefix, fields, schema, initial, onSave, onReload, onClose, saving: writing } = props;
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The reload after a conflict is a read, so its progress is the dialog's own.
  const [reloading, setReloading] = useState(false);
  const saving = writing || reloading;
  const [conflict, setConflict] = useState(false);
  const unsaved = useUnsavedChanges(differs(values, initial));
  const close = () => unsaved.confirmDiscard(onClose);
  const failureBox = useRef<HTMLDivElement>(null);

  const change = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement> | null, overwrite = false) => {
    event?.preventDefault();
    const result = validateValues(schema, values, fields);
    if (!result.ok) {
      setErrors(result.errors);
      const first = fields.find((field) => field.name in result.errors);
      if (first) document.getElementById(`${idPrefix}-${first.name}`)?.focus();
      return;
    }
    setFailure(null);
    setConflict(false);
    const problem = await onSave(result.input, overwrite);
    // On success the dialog is unmounted by its owner; only a failure is shown here.
    if (problem !== null) {
      if (isSaveConflict(problem)) setConflict(true);
      else setFailure(problem);
      // The pressed button was disabled meanwhile, which drops focus: it goes to the message, which stays in the dialog.
      focusWhenPresent(() => failureBox.current);
    }
  };

  /** Replaces the form's values with the stored record's (the unsaved edits are dropped, as Reload says). */
  const reload = async () => {
    if (!onReload) return;
    setReloading(true);
    const fresh = await onReload();
    setReloading(false);
    setConflict(false);
    if (typeof fresh === 'string') {
      setFailure(fresh);
      focusWhenPresent(() => failureBox.current);
      return;
    }
    setValues(fresh);
    setErrors({});
  };

  return (
    <>
      <Modal
        open
        title={title}
        onClose={saving ? () => undefined : close}
        maxWidth={maxWidth}
        footer={
          <>
            <button type="button" className="btn btn--secondary" onClick={close} disabled={saving}>
              {formTexts.cancel}
            </button>
            <button type="submit" form={formId} className="btn btn--primary" disabled={saving}>
              {saving ? formTexts.saving : submitLabel}
            </button>
          </>
        }
      >
        {failure || conflict ? (
          <div ref={failureBox}>
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            {conflict ? <ConflictNotice busy={saving} onReload={() => void reload()} onOverwrite={() => void submit(null, true)} /> : null}
          </div>
        ) : null}
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <EntityFields idPrefix={idPrefix} fields={fields} values={values} errors={errors} onChange={change} />
        </form>
      </Modal>
      {unsaved.prompt}
    </>
  );
}
