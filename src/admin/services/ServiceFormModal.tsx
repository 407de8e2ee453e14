import { useId, useState, type FormEvent } from 'react';
import { useRepository } from '../../data/repository-context';
import type { Service } from '../../domain/catalog';
import { adminMessages } from '../../domain/messages';
import { Alert } from '../../ui/Alert';
import { FormField, fieldAria } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';
import {
  emptyServiceForm,
  failureText,
  serviceFormFromService,
  validateServiceForm,
  type ServiceFormErrors,
  type ServiceFormField,
  type ServiceFormValues,
} from './service-form';
import styles from './Services.module.css';

const TEXT_FIELDS: ReadonlyArray<{ field: Exclude<ServiceFormField, 'is_active'>; label: string; required?: boolean; multiline?: boolean; hint?: string }> = [
  { field: 'title', label: 'Title', required: true },
  { field: 'description', label: 'Description', multiline: true },
  { field: 'icon', label: 'Icon', hint: 'Icon class name, e.g. fa-cogs' },
  { field: 'image_url', label: 'Image URL' },
  { field: 'link_url', label: 'Link URL' },
];

export type ServiceFormModalProps = {
  /** The service to edit, or null to add one. */
  service: Service | null;
  onClose(): void;
  /** After a successful save, with the server's message. */
  onSaved(message: string): void;
};

/** Add/edit a service on the standalone screen; a failed save keeps the dialog and everything typed. */
export function ServiceFormModal({ service, onClose, onSaved }: ServiceFormModalProps) {
  const repository = useRepository();
  const idPrefix = useId();
  const formId = `${idPrefix}-form`;
  const [values, setValues] = useState<ServiceFormValues>(() => (service ? serviceFormFromService(service) : emptyServiceForm));
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = (field: string) => `${idPrefix}-${field}`;
  const change = (field: ServiceFormField, value: string | boolean) => setValues((current) => ({ ...current, [field]: value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const fieldErrors = validateServiceForm(values);
    setErrors(fieldErrors);
    const firstInvalid = Object.keys(fieldErrors)[0];
    if (firstInvalid) {
      document.getElementById(id(firstInvalid))?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const result = service ? await repository.services.update(service.id, values) : await repository.services.create(values);
      onSaved(result.message);
    } catch (error) {
      setSaving(false);
      setFailure(failureText(error, adminMessages.services.saveFailed, adminMessages.services.networkError('saving service')));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={service ? 'Edit Service' : 'Add Service'}
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={saving}>
            {saving ? adminMessages.products.saving : service ? 'Update Service' : 'Create Service'}
          </button>
        </>
      }
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <form id={formId} noValidate onSubmit={save} className={styles.form}>
        {TEXT_FIELDS.map(({ field, label, required, multiline, hint }) => {
          const aria = fieldAria(id(field), { error: errors[field], hint });
          const value = values[field];
          return (
            <FormField key={field} id={id(field)} label={label} required={required} error={errors[field]} hint={hint}>
              {multiline ? (
                <textarea className="form-control" rows={4} value={value} onChange={(e) => change(field, e.target.value)} {...aria} />
              ) : (
                <input className="form-control" required={required} value={value} onChange={(e) => change(field, e.target.value)} {...aria} />
              )}
            </FormField>
          );
        })}
        <label className={styles.checkbox}>
          <input type="checkbox" checked={values.is_active} onChange={(e) => change('is_active', e.target.checked)} /> Active
        </label>
      </form>
    </Modal>
  );
}
