import { useState, type FormEvent } from 'react';
import { differs, useUnsavedChanges } from '../shared/unsaved/unsaved-changes';
import { FormActions } from '../../ui/FormActions';
import { FormField, fieldAria } from '../../ui/FormField';
import { busyButtonProps } from '../../ui/use-heading-focus';
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
  /** Saves the values and reports the outcome itself; the form shows that it is saving and learns whether it saved. */
  onSubmit: (values: ContentValues) => Promise<boolean>;
};

/** The text form of a single content record (homepage, about main, contact): labelled fields and Save Changes. */
export function ContentForm({ idPrefix, groups, initial, onSubmit }: ContentFormProps) {
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  // What the store holds: changes against it are unsaved work (another tab or section asks first).
  const [saved, setSaved] = useState(initial);
  useUnsavedChanges(differs(values, saved));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Save stays focused while it saves (and after): a second press meanwhile does nothing.
    if (saving) return;
    setSaving(true);
    try {
      if (await onSubmit(values)) setSaved(values);
    } finally {
      setSaving(false);
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
    <form className={styles.contentForm} onSubmit={(event) => void submit(event)}>
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
