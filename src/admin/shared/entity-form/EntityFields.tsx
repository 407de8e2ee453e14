import type { UseFormReturn } from 'react-hook-form';
import { fieldAria, FormField } from '../../../ui/FormField';
import { messageOf } from '../form/RecordFields';
import type { FieldSpec, FormValues } from './entity-form-model';
import styles from './EntityForm.module.css';

type EntityFieldsProps = {
  idPrefix: string;
  fields: readonly FieldSpec[];
  /** The record form the controls are registered with. */
  form: UseFormReturn<FormValues>;
};

/** The controls of an entity form, one FormField each, typed by the field's kind and registered with the form. */
export function EntityFields({ idPrefix, fields, form }: EntityFieldsProps) {
  return (
    <div className={styles.fieldGrid}>
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const error = messageOf(form, field.name);
        const aria = fieldAria(id, { error, hint: field.hint });
        if (field.kind === 'checkbox') {
          return (
            <div key={field.name} className={styles.checkboxField}>
              <input {...aria} type="checkbox" {...form.register(field.name)} />
              <label htmlFor={id}>{field.label}</label>
            </div>
          );
        }
        const common = { ...aria, className: 'form-control', required: field.required, ...form.register(field.name) };
        return (
          <div key={field.name} className={field.kind === 'textarea' ? styles.wide : undefined}>
            <FormField id={id} label={field.label} required={field.required} error={error} hint={field.hint}>
              {field.kind === 'textarea' ? (
                <textarea {...common} rows={3} />
              ) : field.kind === 'select' ? (
                <select {...common}>
                  {field.options?.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input {...common} type={field.kind} min={field.min} step={field.kind === 'number' ? 1 : undefined} />
              )}
            </FormField>
          </div>
        );
      })}
    </div>
  );
}
