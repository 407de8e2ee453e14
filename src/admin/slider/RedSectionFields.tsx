import { truncate } from '../../domain/text';
import { FormField, fieldAria } from '../../ui/FormField';
import { ImageUploadField } from './ImageUploadField';
import { panelField, type PanelNumber, type SliderFormErrors, type SliderFormField, type SliderFormValues } from './slider-form';
import styles from './Slider.module.css';

export type RedSectionFieldsProps = {
  n: PanelNumber;
  idPrefix: string;
  values: SliderFormValues;
  errors: SliderFormErrors;
  onChange(field: SliderFormField, value: string): void;
  /** Where the server says the images uploaded in this dialog are served, by filename. */
  servedUrls: Readonly<Record<string, string>>;
  file: File | null;
  onFileChange(file: File | null): void;
  uploading: boolean;
  onUpload(): void;
};

/** One of the three optional red sections of a slide: title, description (with its 30-character preview), image, URL. */
export function RedSectionFields({ n, idPrefix, values, errors, onChange, servedUrls, file, onFileChange, uploading, onUpload }: RedSectionFieldsProps) {
  const title = panelField(n, 'title');
  const description = panelField(n, 'description');
  const image = panelField(n, 'image');
  const url = panelField(n, 'url');
  const id = (field: string) => `${idPrefix}-${field}`;
  const preview = values[description];

  return (
    <fieldset className={styles.redSection}>
      <legend>Red section {n}</legend>
      <FormField id={id(title)} label={`Red section ${n} title`} error={errors[title]}>
        <input
          className="form-control"
          value={values[title]}
          onChange={(event) => onChange(title, event.target.value)}
          {...fieldAria(id(title), { error: errors[title] })}
        />
      </FormField>
      <FormField
        id={id(description)}
        label={`Red section ${n} description`}
        error={errors[description]}
        hint={preview ? `Preview: ${truncate(preview)}` : undefined}
      >
        <textarea
          className="form-control"
          rows={2}
          value={preview}
          onChange={(event) => onChange(description, event.target.value)}
          {...fieldAria(id(description), { error: errors[description], hint: preview ? 'preview' : undefined })}
        />
      </FormField>
      <ImageUploadField
        id={id(image)}
        label={`Red section ${n} image`}
        filename={values[image]}
        servedUrl={servedUrls[values[image]]}
        file={file}
        onFileChange={onFileChange}
        buttonLabel="Upload Image"
        uploading={uploading}
        onUpload={onUpload}
      />
      <FormField id={id(url)} label={`Red section ${n} URL`} error={errors[url]}>
        <input
          className="form-control"
          value={values[url]}
          onChange={(event) => onChange(url, event.target.value)}
          {...fieldAria(id(url), { error: errors[url] })}
        />
      </FormField>
    </fieldset>
  );
}
