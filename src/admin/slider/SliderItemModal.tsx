import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { sliderMutations } from '../../data/mutations/slider-mutations';
import { useWriter } from '../../data/mutations/writer';
import { useRepository } from '../../data/repository-context';
import { adminMessages } from '../../domain/messages';
import { SliderItemInputSchema, type SliderItem } from '../../domain/slider';
import { expectedVersion } from '../shared/conflict/save-conflict';
import { domainResolver } from '../shared/form/domain-resolver';
import { CheckboxControl, TextControl } from '../shared/form/RecordFields';
import { RecordFormModal } from '../shared/form/RecordFormModal';
import { useRecordForm } from '../shared/form/use-record-form';
import { SlideLivePreview } from '../shared/preview/form-previews';
import { ImageUploadField } from './ImageUploadField';
import { RedSectionFields } from './RedSectionFields';
import { PANEL_NUMBERS, emptySliderForm, sliderFormFromItem, sliderInputFrom, type SliderFormField, type SliderFormValues } from './slider-form';
import { showSliderMessage } from './slider-message';
import styles from './Slider.module.css';
import { useSlideImages } from './use-slide-images';

const TEXT_FIELDS: ReadonlyArray<{ field: SliderFormField; label: string; multiline?: boolean; required?: boolean }> = [
  { field: 'title', label: 'Title', required: true },
  { field: 'highlight', label: 'Highlight', required: true },
  { field: 'subtitle', label: 'Subtitle', required: true },
  { field: 'description', label: 'Description', required: true, multiline: true },
  { field: 'button_text', label: 'Button text', required: true },
  { field: 'button_url', label: 'Button URL' },
];

// The domain's slide rules (admin spec 5). The background image is checked on save, after a chosen file was uploaded.
const resolver = domainResolver<SliderFormValues>(SliderItemInputSchema, {
  toInput: (values) => ({ ...sliderInputFrom(values), background_image: values.background_image || 'pending' }),
});

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
  const id = (field: string) => `${idPrefix}-${field}`;
  const saving = useMutation(sliderMutations(useWriter()).save);
  const images = useSlideImages();
  const record = useRecordForm<SliderItem, SliderFormValues>({
    record: item,
    toValues: (loaded) => (loaded ? sliderFormFromItem(loaded) : emptySliderForm),
    resolver,
    mutation: saving,
    save: async (values, { loaded, overwrite, form }) => {
      // A chosen file not yet sent is uploaded first (admin spec 4).
      const payload = await images.sendChosen(form, values);
      if (!payload) return false;
      if (!payload.background_image.trim()) {
        showSliderMessage(adminMessages.slider.backgroundRequired);
        return false;
      }
      await saving.mutateAsync({
        id: loaded?.id ?? null,
        input: loaded
          ? { ...sliderInputFrom(payload, loaded.display_order), expected_version: expectedVersion('slide', loaded, overwrite) }
          : sliderInputFrom(payload, nextDisplayOrder),
      });
      onSaved(loaded ? adminMessages.slider.updated : adminMessages.slider.created);
    },
    reload: async (loaded) => (await repository.slider.list()).find((slide) => slide.id === loaded.id) ?? null,
    // The slider screen says its failures in the notice region, the sixth slide in the spec's own words.
    failure: (error) => {
      const text = error instanceof Error ? error.message : '';
      return { notice: text === adminMessages.slider.maxItems ? text : adminMessages.slider.error(text) };
    },
    notify: showSliderMessage,
    blocked: images.uploading,
    pendingChanges: images.chosen,
    draft: { form: 'slide', record: item?.id },
  });
  const { form } = record;
  const background = useWatch({ control: form.control, name: 'background_image' });

  return (
    <RecordFormModal
      record={record}
      title={item ? 'Edit Slider Item' : 'Add Slider Item'}
      submitLabel={item ? 'Update Slider Item' : 'Create Slider Item'}
      maxWidth={820}
      onClose={onClose}
      className={styles.form}
    >
      <SlideLivePreview form={form} item={item} />
      {TEXT_FIELDS.map(({ field, label, multiline, required }) => (
        <TextControl key={field} form={form} name={field} id={id(field)} label={label} required={required} multiline={multiline} rows={multiline ? 3 : undefined} />
      ))}
      <ImageUploadField
        id={id('background_image')}
        label="Background image"
        required
        filename={background}
        servedUrl={images.served[background]}
        file={images.files.background}
        onFileChange={(file) => images.choose('background', file)}
        onPreparing={(done) => images.prepare('background', done)}
        buttonLabel="Set Image"
        uploading={images.isSending('background')}
        onUpload={() => images.upload(form, 'background')}
      />
      <CheckboxControl form={form} name="is_active" label="Active" className={styles.checkbox} />
      {PANEL_NUMBERS.map((n) => (
        <RedSectionFields key={n} n={n} idPrefix={idPrefix} form={form} images={images} />
      ))}
    </RecordFormModal>
  );
}
