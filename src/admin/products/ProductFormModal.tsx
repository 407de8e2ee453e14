import { useId, useState, type FormEvent } from 'react';
import { useRepository } from '../../data/repository-context';
import type { Product } from '../../domain/catalog';
import { adminMessages } from '../../domain/messages';
import { isRepositoryError } from '../../domain/repository-error';
import { Alert } from '../../ui/Alert';
import { FormField, fieldAria } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';
import { emptyProductForm, parseProductForm, productFormFromProduct, type ProductFormErrors, type ProductFormField, type ProductFormValues } from './product-form';
import styles from './Products.module.css';

type TextField = Exclude<ProductFormField, 'is_active'>;
const FIELDS: ReadonlyArray<{ field: TextField; label: string; required?: boolean; multiline?: boolean; type?: string; hint?: string }> = [
  { field: 'title', label: 'Title', required: true },
  { field: 'category', label: 'Category', hint: 'e.g. steel products, fabrication' },
  { field: 'description', label: 'Description', multiline: true },
  { field: 'icon', label: 'Icon', hint: 'Icon class name, e.g. fa-industry' },
  { field: 'image_url', label: 'Image URL', type: 'url' },
  { field: 'link', label: 'Link', type: 'url' },
  { field: 'specifications', label: 'Specifications', multiline: true },
  { field: 'features', label: 'Features', multiline: true },
  { field: 'sort_order', label: 'Sort order', type: 'number', hint: 'Lower numbers come first' },
];

export type ProductFormModalProps = {
  /** The product to edit (edit mode), or null (create mode). */
  product: Product | null;
  onClose(): void;
  /** After a successful save, with the server's message. */
  onSaved(message: string): void;
};

/** Add/edit a product (admin spec 2, 4, 5, 8): at most 700 px wide; a failed save keeps the dialog and what was typed. */
export function ProductFormModal({ product, onClose, onSaved }: ProductFormModalProps) {
  const repository = useRepository();
  const idPrefix = useId();
  const formId = `${idPrefix}-form`;
  const [values, setValues] = useState<ProductFormValues>(() => (product ? productFormFromProduct(product) : emptyProductForm));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = (field: string) => `${idPrefix}-${field}`;
  const change = (field: ProductFormField, value: string | boolean) => setValues((current) => ({ ...current, [field]: value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseProductForm(values);
    setErrors(parsed.errors ?? {});
    if (parsed.errors) {
      const first = Object.keys(parsed.errors)[0];
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const result = product ? await repository.products.update(product.id, parsed.input) : await repository.products.create(parsed.input);
      onSaved(result.message);
    } catch (error) {
      setSaving(false);
      const refused = isRepositoryError(error) && (error.kind === 'server' || error.kind === 'validation' || error.kind === 'not-found');
      setFailure(refused ? adminMessages.products.saveFailed(error.message) : adminMessages.products.saveError);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={product ? 'Edit Product' : 'Add Product'}
      maxWidth={700}
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={saving}>
            {saving ? adminMessages.products.saving : product ? 'Update Product' : 'Create Product'}
          </button>
        </>
      }
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <form id={formId} noValidate onSubmit={save} className={styles.form}>
        {FIELDS.map(({ field, label, required, multiline, type, hint }) => {
          const aria = fieldAria(id(field), { error: errors[field], hint });
          const common = { className: 'form-control', value: values[field], ...aria };
          return (
            <FormField key={field} id={id(field)} label={label} required={required} error={errors[field]} hint={hint}>
              {multiline ? (
                <textarea rows={3} {...common} onChange={(e) => change(field, e.target.value)} />
              ) : (
                <input
                  type={type ?? 'text'}
                  required={required}
                  min={type === 'number' ? 0 : undefined}
                  step={type === 'number' ? 1 : undefined}
                  {...common}
                  onChange={(e) => change(field, e.target.value)}
                />
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
