import { useRef, useState, type FormEvent } from 'react';
import { ConflictNotice } from '../shared/conflict/ConflictNotice';
import { isSaveConflict, type SaveConflict } from '../shared/conflict/save-conflict';
import { differs, useUnsavedChanges } from '../shared/unsaved/unsaved-changes';
import { FormActions } from '../../ui/FormActions';
import { FormField, fieldAria } from '../../ui/FormField';
import { busyButtonProps, focusWhenPresent } from '../../ui/use-heading-focus';
import { contentTexts } from './content-texts';
import formStyles from '../shared/entity-form/EntityForm.module.css';
import styles from './ContentSection.module.css';

export type ContentFieldSpec = { key: string; label: string; multiline?: boolean; hint?: string };
/** `hint` says where the group's fields show on the public site when that is not plain (read with the group). */
export type ContentFieldGroup = { legend?: string; hint?: string; fields: readonly ContentFieldSpec[] };
export type ContentValues = Record<string, string>;

type ContentFormProps = {
  idPrefix: string;
  groups: readonly ContentFieldGroup[];
  initial: ContentValues;
  /** The version of the record these values make (record-version.ts): a save sends the version the form loaded. */
  versionOf: (values: ContentValues) => string;
  /**
   * Saves the values (expecting the stored record to have `expectedVersion`; none overwrites it) and reports the
   * outcome itself; the form shows that it is saving and learns whether it saved or the record changed elsewhere.
   */
  onSubmit: (values: ContentValues, expectedVersion: string | undefined) => Promise<boolean | SaveConflict>;
  /** The stored record's values, read again after a conflict (null: it could not be read, which was reported). */
  onReload: () => Promise<ContentValues | null>;
  /** True while the save runs (the write's mutation isPending): Save says so and stays put. */
  saving: boolean;
};

/** The text form of a single content record (homepage, about main, contact): labelled fields and Save Changes. */
export function ContentForm({ idPrefix, groups, initial, versionOf, onSubmit, onReload, saving: writing }: ContentFormProps) {
  const [values, setValues] = useState(initial);
  // The reload after a conflict is a read, so its progress is the form's own.
  const [reloading, setReloading] = useState(false);
  const saving = writing || reloading;
  // A second press before the pending state has rendered does nothing either.
  const submitting = useRef(false);
  // What the store holds: changes against it are unsaved work (another tab or section asks first).
  const [saved, setSaved] = useState(initial);
  useUnsavedChanges(differs(values, saved));
  // The version of what the store held when this form loaded (or last saved) it; another tab's save changes it.
  const [version, setVersion] = useState(() => versionOf(initial));
  const [conflict, setConflict] = useState(false);
  const conflictBox = useRef<HTMLDivElement>(null);

  const save = async (overwrite: boolean) => {
    // Save stays focused while it saves (and after): a second press meanwhile does nothing.
    if (saving || submitting.current) return;
    submitting.current = true;
    setConflict(false);
    try {
      const outcome = await onSubmit(values, overwrite ? undefined : version);
      if (isSaveConflict(outcome)) {
        setConflict(true);
        // The notice stays beside the form and offers the next step: focus goes to it.
        focusWhenPresent(() => conflictBox.current);
      } else if (outcome) {
        setSaved(values);
        setVersion(versionOf(values));
      }
    } finally {
      submitting.current = false;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(false);
  };

  /** Loads the stored record into the form (the unsaved edits are replaced by it). */
  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await onReload();
      if (!fresh) return;
      setValues(fresh);
      setSaved(fresh);
      setVersion(versionOf(fresh));
      setConflict(false);
    } finally {
      setReloading(false);
    }
  };

  const control = (field: ContentFieldSpec) => {
    const id = `${idPrefix}-${field.key.replace('.', '-')}`;
    const props = {
      ...fieldAria(id, { hint: field.hint }),
      className: 'form-control',
      value: values[field.key] ?? '',
      onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field.key]: event.target.value })),
    };
    return (
      <div key={field.key} className={field.multiline ? formStyles.wide : undefined}>
        <FormField id={id} label={field.label} hint={field.hint}>
          {field.multiline ? <textarea {...props} rows={4} /> : <input {...props} type="text" />}
        </FormField>
      </div>
    );
  };

  return (
    <form className={styles.contentForm} onSubmit={submit}>
      {conflict ? (
        <div ref={conflictBox}>
          <ConflictNotice busy={saving} onReload={() => void reload()} onOverwrite={() => void save(true)} />
        </div>
      ) : null}
      {groups.map((group, index) =>
        group.legend ? (
          <fieldset
            key={group.legend}
            className={styles.fieldset}
            aria-describedby={group.hint ? `${idPrefix}-group-${index}-hint` : undefined}
          >
            <legend>{group.legend}</legend>
            {group.hint ? (
              <p id={`${idPrefix}-group-${index}-hint`} className={styles.groupHint}>
                {group.hint}
              </p>
            ) : null}
            <div className={formStyles.fieldGrid}>{group.fields.map(control)}</div>
          </fieldset>
        ) : (
          <div key={index} className={formStyles.fieldGrid}>
            {group.fields.map(control)}
          </div>
        ),
      )}
      <FormActions>
        <button type="submit" className="btn btn--primary" {...busyButtonProps(saving)}>
          {saving ? contentTexts.saving : contentTexts.save}
        </button>
      </FormActions>
    </form>
  );
}
