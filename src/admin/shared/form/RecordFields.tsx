import type { ReactNode } from 'react';
import { useController, type FieldValues, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import { fieldAria, FormField } from '../../../ui/FormField';

type ControlProps<Values extends FieldValues> = {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** What else happens on a change (the slug that follows the title). */
  onChange?: RegisterOptions<Values>['onChange'];
};

/** The message react-hook-form holds for a field, if any. */
export function messageOf<Values extends FieldValues>(form: UseFormReturn<Values>, name: Path<Values>): string | undefined {
  return form.getFieldState(name, form.formState).error?.message;
}

/** A labelled text input (or text area), registered with the form, with its hint and message. */
export function TextControl<Values extends FieldValues>(
  props: ControlProps<Values> & { multiline?: boolean; rows?: number; type?: 'text' | 'number' | 'url'; placeholder?: string; inputMode?: 'url' },
) {
  const { form, name, id, label, required = false, hint, onChange, multiline = false, rows, type = 'text', placeholder, inputMode } = props;
  const error = messageOf(form, name);
  const control = { ...form.register(name, { onChange }), ...fieldAria(id, { error, hint }), className: 'form-control', required, placeholder };
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      {multiline ? (
        <textarea rows={rows} {...control} />
      ) : (
        <input type={type} step={type === 'number' ? 1 : undefined} inputMode={inputMode} {...control} />
      )}
    </FormField>
  );
}

/**
 * A labelled select, controlled by the form: its options may arrive after it (a list still loading), and the stored
 * choice must show once they do; `children` are its options.
 */
export function SelectControl<Values extends FieldValues>(props: ControlProps<Values> & { children: ReactNode }) {
  const { form, name, id, label, required = false, hint, onChange, children } = props;
  const { field, fieldState } = useController({ control: form.control, name });
  const { ref: focusTarget, name: fieldName, value, onBlur, onChange: change } = field;
  const error = fieldState.error?.message;
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <select
        {...fieldAria(id, { error, hint })}
        ref={focusTarget}
        name={fieldName}
        value={value}
        onBlur={onBlur}
        onChange={(event) => {
          change(event);
          void onChange?.(event);
        }}
        className="form-control"
        required={required}
      >
        {children}
      </select>
    </FormField>
  );
}

/** A checkbox registered with the form, its label around it. */
export function CheckboxControl<Values extends FieldValues>({ form, name, label, className }: { form: UseFormReturn<Values>; name: Path<Values>; label: ReactNode; className?: string }) {
  return (
    <label className={className}>
      <input type="checkbox" {...form.register(name)} /> {label}
    </label>
  );
}
