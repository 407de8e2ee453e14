import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { truncate } from '../../domain/text';
import { TextControl } from '../shared/form/RecordFields';
import { ImageUploadField } from './ImageUploadField';
import { panelField, type PanelNumber, type SliderFormValues } from './slider-form';
import styles from './Slider.module.css';
import type { SlideImages } from './use-slide-images';

export type RedSectionFieldsProps = {
  n: PanelNumber;
  idPrefix: string;
  form: UseFormReturn<SliderFormValues>;
  images: SlideImages;
};

/** One of the three optional red sections of a slide: title, description (with its 30-character preview), image, URL. */
export function RedSectionFields({ n, idPrefix, form, images }: RedSectionFieldsProps) {
  const title = panelField(n, 'title');
  const description = panelField(n, 'description');
  const image = panelField(n, 'image');
  const url = panelField(n, 'url');
  const id = (field: string) => `${idPrefix}-${field}`;
  const [preview, filename] = useWatch({ control: form.control, name: [description, image] });

  return (
    <fieldset className={styles.redSection}>
      <legend>Red section {n}</legend>
      <TextControl form={form} name={title} id={id(title)} label={`Red section ${n} title`} />
      <TextControl
        form={form}
        name={description}
        id={id(description)}
        label={`Red section ${n} description`}
        multiline
        rows={2}
        hint={preview ? `Preview: ${truncate(preview)}` : undefined}
      />
      <ImageUploadField
        id={id(image)}
        label={`Red section ${n} image`}
        filename={filename}
        servedUrl={images.served[filename]}
        file={images.files[n]}
        onFileChange={(file) => images.choose(n, file)}
        onPreparing={(done) => images.prepare(n, done)}
        buttonLabel="Upload Image"
        uploading={images.isSending(n)}
        onUpload={() => images.upload(form, n)}
      />
      <TextControl form={form} name={url} id={id(url)} label={`Red section ${n} URL`} />
    </fieldset>
  );
}
