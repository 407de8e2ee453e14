import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { pageImageMutations } from '../../data/mutations/page-mutations';
import { useWriter } from '../../data/mutations/writer';
import { adminMessages, ruleMessages } from '../../domain/messages';
import { Alert } from '../../ui/Alert';
import { fieldAria, FormField } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';
import { useUnsavedChanges } from '../shared/unsaved/unsaved-changes';
import { failureMessage } from './failure-message';
import { ImageSizeReport } from '../shared/web-image/ImageSizeReport';
import { useWebImage } from '../shared/web-image/use-web-image';
import { GALLERY_IMAGE_ACCEPT, titleFromFileName } from './image-upload';
import { pagesTexts } from './pages-texts';

export type ImageUploadModalProps = {
  pageId: number;
  onClose: () => void;
  /** Called with the server's message once the image is stored. */
  onUploaded: (message: string) => void;
};

/** The gallery's upload sub-modal: an image file, a required title (suggested by the file name), a description. */
export function ImageUploadModal({ pageId, onClose, onUploaded }: ImageUploadModalProps) {
  const upload = useMutation(pageImageMutations(useWriter()).upload);
  const busy = upload.isPending;
  const formId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  // True once the editor typed a title of their own; until then (and again once they empty the field) the title is
  // the newest chosen file's name.
  const [titleTyped, setTitleTyped] = useState(false);
  const [description, setDescription] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const failure = upload.error ? failureMessage(upload.error, adminMessages.pages.imageUploadFailed, adminMessages.pages.imageUploadError) : null;
  // Closing the dialog with changes asks first (useUnsavedChanges); so does leaving the section.
  const unsaved = useUnsavedChanges(file !== null || title !== '' || description !== '');
  const close = () => unsaved.confirmDiscard(onClose);

  const webImage = useWebImage('gallery-image');
  // The chosen file is made web-ready (oriented, stripped, scaled) first; the upload rules apply to the file sent.
  const chooseFile = (chosen: File | null) => {
    upload.reset();
    webImage.choose(chosen, ({ file: usable, problem }) => {
      setFileError(problem);
      setFile(usable);
      // The suggestion follows the newest file (none for a refused file or an emptied choice), unless the editor typed
      // a title of their own.
      if (!titleTyped) setTitle(usable && chosen ? titleFromFileName(chosen.name) : '');
    });
  };

  const canUpload = file !== null && title.trim() !== '' && !busy && !webImage.working;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || title.trim() === '') return;
    try {
      const result = await upload.mutateAsync({
        page_id: pageId,
        image_title: title.trim(),
        image_description: description.trim(),
        image: file,
      });
      onUploaded(result.message);
    } catch {
      // Shown from upload.error.
    }
  };

  const titleMissing = file !== null && title.trim() === '' ? ruleMessages.required('Image title') : null;

  return (
    <>
      <Modal
        open
        onClose={busy ? () => undefined : close}
        title={pagesTexts.uploadTitle}
        maxWidth={520}
        footer={
          <>
            <button type="button" className="btn btn--secondary" onClick={close} disabled={busy}>
              {pagesTexts.cancel}
            </button>
            <button type="submit" form={formId} className="btn btn--primary" disabled={!canUpload}>
              {busy ? pagesTexts.uploading : pagesTexts.uploadImage}
            </button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} noValidate>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <FormField id={`${formId}-file`} label={pagesTexts.imageFile} required error={fileError}>
            <input
              {...fieldAria(`${formId}-file`, { error: fileError })}
              type="file"
              accept={GALLERY_IMAGE_ACCEPT}
              required
              className="form-control"
              onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
            />
            <ImageSizeReport report={webImage.report} />
          </FormField>
          <FormField id={`${formId}-title`} label={pagesTexts.imageTitle} required error={titleMissing}>
            <input
              {...fieldAria(`${formId}-title`, { error: titleMissing })}
              type="text"
              required
              className="form-control"
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                setTitleTyped(event.target.value !== '');
              }}
            />
          </FormField>
          <FormField id={`${formId}-description`} label={pagesTexts.imageDescription}>
            <textarea
              {...fieldAria(`${formId}-description`)}
              className="form-control"
              rows={3}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </FormField>
        </form>
      </Modal>
      {unsaved.prompt}
    </>
  );
}
