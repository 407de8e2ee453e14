import { useId, useRef, useState, type FormEvent } from 'react';
import { useRepository } from '../../data/repository-context';
import { adminMessages } from '../../domain/messages';
import type { SliderItem } from '../../domain/slider';
import { FormField, fieldAria } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';
import { busyButtonProps, focusWhenPresent } from '../../ui/use-heading-focus';
import { ConflictNotice } from '../shared/conflict/ConflictNotice';
import { expectedVersion, isConflictError } from '../shared/conflict/save-conflict';
import { differs, useUnsavedChanges } from '../shared/unsaved/unsaved-changes';
import { ImageUploadField } from './ImageUploadField';
import { RedSectionFields } from './RedSectionFields';
import {
  PANEL_NUMBERS,
  emptySliderForm,
  panelField,
  sliderFormFromItem,
  sliderInputFrom,
  validateSliderForm,
  type PanelNumber,
  type SliderFormErrors,
  type SliderFormField,
  type SliderFormValues,
} from './slider-form';
import { uploadSliderImage } from './slider-image';
import { showSliderMessage } from './slider-message';
import styles from './Slider.module.css';

type ImageSlot = 'background' | PanelNumber;
const SLOTS: readonly ImageSlot[] = ['background', ...PANEL_NUMBERS];
const fieldOf = (slot: ImageSlot): SliderFormField => (slot === 'background' ? 'background_image' : panelField(slot, 'image'));
const noFiles = (): Record<ImageSlot, File | null> => ({ background: null, 1: null, 2: null, 3: null });

const TEXT_FIELDS: ReadonlyArray<{ field: SliderFormField; label: string; multiline?: boolean; required?: boolean }> = [
  { field: 'title', label: 'Title', required: true },
  { field: 'highlight', label: 'Highlight', required: true },
  { field: 'subtitle', label: 'Subtitle', required: true },
  { field: 'description', label: 'Description', required: true, multiline: true },
  { field: 'button_text', label: 'Button text', required: true },
  { field: 'button_url', label: 'Button URL' },
];

export type SliderItemModalProps = {
  /** The slide to edit, or null to add one. */
  item: SliderItem | null;
  /** The display order a new slide is created with: after the last one (a server stores the order it is sent). */
  nextDisplayOrder: number;
  onClose(): void;
  /** After a successful save, with the message to show. */
  onSaved(message: string): void;
};

/** Add/edit a slide (admin spec 4, 5): required texts, URL checks, the background image flow and the red sections. */
export function SliderItemModal({ item, nextDisplayOrder, onClose, onSaved }: SliderItemModalProps) {
  const repository = useRepository();
  const idPrefix = useId();
  const formId = `${idPrefix}-form`;
  const [values, setValues] = useState<SliderFormValues>(() => (item ? sliderFormFromItem(item) : emptySliderForm));
  const [errors, setErrors] = useState<SliderFormErrors>({});
  const [files, setFiles] = useState(noFiles);
  // Where the server says an uploaded image is served, by stored filename: shown as the preview when it says so.
  const [served, setServed] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState<ImageSlot | null>(null);
  const [saving, setSaving] = useState(false);
  // The slide as this form loaded it: saving over a newer version (another tab) is refused as a conflict.
  const [loaded, setLoaded] = useState(item);
  const [conflict, setConflict] = useState(false);
  const conflictBox = useRef<HTMLDivElement>(null);
  // Closing the dialog with changes asks first (useUnsavedChanges); so does leaving the section.
  const unsaved = useUnsavedChanges(differs(values, loaded ? sliderFormFromItem(loaded) : emptySliderForm) || Object.values(files).some(Boolean));
  const close = () => unsaved.confirmDiscard(onClose);
  const id = (field: string) => `${idPrefix}-${field}`;

  const change = (field: SliderFormField, value: string | boolean) => setValues((current) => ({ ...current, [field]: value }));
  const chooseFile = (slot: ImageSlot, file: File | null) => setFiles((current) => ({ ...current, [slot]: file }));

  const upload = async (slot: ImageSlot) => {
    const file = files[slot];
    if (!file) return;
    setUploading(slot);
    const outcome = await uploadSliderImage(repository, file);
    setUploading(null);
    if (!outcome.ok) {
      showSliderMessage(outcome.message);
      return;
    }
    change(fieldOf(slot), outcome.filename);
    if (outcome.url) setServed((current) => ({ ...current, [outcome.filename]: outcome.url! }));
    chooseFile(slot, null);
    showSliderMessage(adminMessages.slider.imageUploaded);
  };

  const save = async (event: FormEvent | null, overwrite = false) => {
    event?.preventDefault();
    // The button stays focused while busy (a failure then leaves focus on it, beside the message): presses wait.
    if (saving || uploading !== null) return;
    const fieldErrors = validateSliderForm(values);
    setErrors(fieldErrors);
    const firstInvalid = Object.keys(fieldErrors)[0];
    if (firstInvalid) {
      document.getElementById(id(firstInvalid))?.focus();
      return;
    }
    setSaving(true);
    setConflict(false);
    // A chosen file not yet sent is uploaded first (admin spec 4).
    const payload = { ...values };
    for (const slot of SLOTS) {
      const file = files[slot];
      if (!file) continue;
      const outcome = await uploadSliderImage(repository, file);
      if (!outcome.ok) {
        setSaving(false);
        showSliderMessage(adminMessages.slider.pendingUploadFailed);
        return;
      }
      Object.assign(payload, { [fieldOf(slot)]: outcome.filename });
      change(fieldOf(slot), outcome.filename);
      chooseFile(slot, null);
    }
    if (!payload.background_image.trim()) {
      setSaving(false);
      showSliderMessage(adminMessages.slider.backgroundRequired);
      return;
    }
    try {
      if (loaded) {
        await repository.slider.update(loaded.id, {
          ...sliderInputFrom(payload, loaded.display_order),
          expected_version: expectedVersion('slide', loaded, overwrite),
        });
      } else await repository.slider.create(sliderInputFrom(payload, nextDisplayOrder));
      onSaved(loaded ? adminMessages.slider.updated : adminMessages.slider.created);
    } catch (error) {
      setSaving(false);
      if (isConflictError(error)) {
        setConflict(true);
        // The notice stays in the dialog and offers the next step: focus goes to it.
        focusWhenPresent(() => conflictBox.current);
        return;
      }
      const text = error instanceof Error ? error.message : '';
      showSliderMessage(text === adminMessages.slider.maxItems ? text : adminMessages.slider.error(text));
    }
  };

  /** Loads the stored slide into the form (the unsaved edits are replaced by it). */
  const reload = async () => {
    if (!loaded) return;
    setSaving(true);
    try {
      const fresh = (await repository.slider.list()).find((slide) => slide.id === loaded.id);
      if (!fresh) {
        showSliderMessage(adminMessages.slider.error(adminMessages.conflict.gone));
        return;
      }
      setLoaded(fresh);
      setValues(sliderFormFromItem(fresh));
      setErrors({});
      setConflict(false);
    } catch (error) {
      showSliderMessage(adminMessages.slider.error(error instanceof Error ? error.message : ''));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Modal
        open
        onClose={close}
        title={item ? 'Edit Slider Item' : 'Add Slider Item'}
        maxWidth={820}
        footer={
          <>
            <button type="button" className="btn btn--secondary" onClick={close} disabled={saving}>
              Cancel
            </button>
            <button type="submit" form={formId} className="btn btn--primary" {...busyButtonProps(saving || uploading !== null)}>
              {saving ? 'Saving...' : item ? 'Update Slider Item' : 'Create Slider Item'}
            </button>
          </>
        }
      >
        {conflict ? (
          <div ref={conflictBox}>
            <ConflictNotice busy={saving} onReload={() => void reload()} onOverwrite={() => void save(null, true)} />
          </div>
        ) : null}
        <form id={formId} noValidate onSubmit={(event) => void save(event)} className={styles.form}>
          {TEXT_FIELDS.map(({ field, label, multiline, required }) => {
            const value = String(values[field]);
            const aria = fieldAria(id(field), { error: errors[field] });
            return (
              <FormField key={field} id={id(field)} label={label} required={required} error={errors[field]}>
                {multiline ? (
                  <textarea className="form-control" rows={3} required={required} value={value} onChange={(e) => change(field, e.target.value)} {...aria} />
                ) : (
                  <input className="form-control" required={required} value={value} onChange={(e) => change(field, e.target.value)} {...aria} />
                )}
              </FormField>
            );
          })}
          <ImageUploadField
            id={id('background_image')}
            label="Background image"
            required
            filename={values.background_image}
            servedUrl={served[values.background_image]}
            file={files.background}
            onFileChange={(file) => chooseFile('background', file)}
            buttonLabel="Set Image"
            uploading={uploading === 'background'}
            onUpload={() => void upload('background')}
          />
          <label className={styles.checkbox}>
            <input type="checkbox" checked={values.is_active} onChange={(e) => change('is_active', e.target.checked)} /> Active
          </label>
          {PANEL_NUMBERS.map((n) => (
            <RedSectionFields
              key={n}
              n={n}
              idPrefix={idPrefix}
              values={values}
              errors={errors}
              onChange={change}
              servedUrls={served}
              file={files[n]}
              onFileChange={(file) => chooseFile(n, file)}
              uploading={uploading === n}
              onUpload={() => void upload(n)}
            />
          ))}
        </form>
      </Modal>
      {unsaved.prompt}
    </>
  );
}
