import { useEffect, useRef, useState } from 'react';
import { adminMessages } from '../../domain/messages';
import { FormField, fieldAria } from '../../ui/FormField';
import { ImageWithFallback } from '../../ui/ImageWithFallback';
import { ImageSizeReport } from '../shared/web-image/ImageSizeReport';
import { useWebImage } from '../shared/web-image/use-web-image';
import { SLIDER_IMAGE_ACCEPT } from './slider-image';
import styles from './Slider.module.css';
import { useImageUrl } from './use-image-url';

export type ImageUploadFieldProps = {
  id: string;
  label: string;
  required?: boolean;
  /** The stored filename the form holds. */
  filename: string;
  /** Where the server said this file is served, when it said so on upload (preferred to the configured location). */
  servedUrl?: string;
  /** The chosen file not yet uploaded. */
  file: File | null;
  onFileChange(file: File | null): void;
  /** Told when a chosen file starts being made web-ready; `done` settles once onFileChange has its result. */
  onPreparing?(done: Promise<void>): void;
  /** 'Set Image' for the background, 'Upload Image' for a red section (admin spec 4). */
  buttonLabel: string;
  uploading: boolean;
  /** Uploads the chosen file; the parent stores the filename and shows the message. */
  onUpload(): void;
};

/** Choose a file, then upload it with the button; shows the image the form currently holds. */
export function ImageUploadField({ id, label, required = false, filename, servedUrl, file, onFileChange, onPreparing, buttonLabel, uploading, onUpload }: ImageUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const webImage = useWebImage('slider-image');
  const configuredUrl = useImageUrl('slider', filename);
  const url = servedUrl ?? configuredUrl;

  // Once the parent has uploaded (or dropped) the file, the input must not keep showing it.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  // The chosen file is made web-ready (oriented, stripped, scaled) before the form holds it; the rules apply to the result.
  const choose = (chosen: File | null) => {
    let settle = () => {};
    onPreparing?.(new Promise<void>((resolve) => (settle = resolve)));
    webImage.choose(chosen, (prepared) => {
      setRejection(prepared.problem);
      if (prepared.problem && input.current) input.current.value = '';
      onFileChange(prepared.file);
      settle();
    });
  };

  return (
    <FormField id={id} label={label} required={required} error={rejection} hint={adminMessages.slider.imageHint}>
      <div className={styles.upload}>
        {filename ? (
          <div className={styles.current}>
            <ImageWithFallback src={url ?? undefined} alt="" className={styles.currentImage} />
            <span>
              Current image: <code>{filename}</code>
            </span>
          </div>
        ) : null}
        <div className={styles.uploadRow}>
          <input
            ref={input}
            type="file"
            className="form-control"
            accept={SLIDER_IMAGE_ACCEPT}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            {...fieldAria(id, { error: rejection, hint: adminMessages.slider.imageHint })}
          />
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={!file || uploading || webImage.working}
            aria-label={`${buttonLabel}: ${label}`}
            onClick={onUpload}
          >
            {uploading ? 'Uploading...' : buttonLabel}
          </button>
        </div>
        <ImageSizeReport report={webImage.report} />
      </div>
    </FormField>
  );
}
