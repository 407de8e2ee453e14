import { fieldAria, FormField } from '../../../ui/FormField';
import type { FieldErrors, FieldSpec, FormValues } from './entity-form-model';
import styles from './EntityForm.module.css';

type EntityFieldsProps = {
  idPrefix: string;
  fields: readonly FieldSpec[];
  values: FormValues;
  errors: FieldErrors;
  onChange: (name: string, value: string | boolean) => void;
};

/** The controls of an entity form, one FormField each, typed by the field's kind. */
export function EntityFields({ idPrefix, fields, values, errors, onChange }: EntityFieldsProps) {
  return (
    <div className={styles.fieldGrid}>
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const error = errors[field.name];
        const aria = fieldAria(id, { error, hint: field.hint });
        const value = values[field.name];
        if (field.kind === 'checkbox') {
          return (
            <div key={field.name} className={styles.checkboxField}>
              <input {...aria} type="checkbox" checked={value === true} onChange={(event) => onChange(field.name, event.target.checked)} />
              <label htmlFor={id}>{field.label}</label>
            </div>
          );
        }
        const text = typeof value === 'string' ? value : '';
        const common = {
          ...aria,
          className: 'form-control',
          value: text,
          required: field.required,
          onChange: (event: { target: { value: string } }) => onChange(field.name, event.target.value),
        };
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
