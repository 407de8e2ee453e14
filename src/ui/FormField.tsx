import type { ReactNode } from 'react';
import styles from './FormField.module.css';

/**
 * The attributes that tie a control to its label, hint and error. Spread them on the input. dir="auto": stored or typed
 * Arabic and Hebrew read right to left in the field, as they will on the site.
 */
export function fieldAria(id: string, { error, hint }: { error?: string | null; hint?: ReactNode } = {}) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return {
    id,
    dir: 'auto' as const,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

export type FormFieldProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
};

/** Label, control, hint and error of one form field. The control itself carries `required` and fieldAria(). */
export function FormField({ id, label, required = false, error, hint, children }: FormFieldProps) {
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <div id={`${id}-hint`} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={`${id}-error`} className={styles.error}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
