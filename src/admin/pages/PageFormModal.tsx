import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useRepository } from '../../data/repository-context';
import { galleryInheritanceQueryOptions } from '../../data/queries/structure-queries';
import { GALLERY_INHERITANCE_TYPES } from '../../domain/constants';
import { adminMessages, ruleMessages } from '../../domain/messages';
import { isSlugTakenMessage, sameSlug, slugify, slugOwner } from '../../domain/slug';
import { GalleryInheritanceTypeSchema, type Page } from '../../domain/pages';
import { Alert } from '../../ui/Alert';
import { fieldAria, FormField } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';
import { treeOptionLabel } from '../shared/tree/tree-option';
import { differs, useUnsavedChanges } from '../shared/unsaved/unsaved-changes';
import { ConflictNotice } from '../shared/conflict/ConflictNotice';
import { pageVersion } from '../../domain/record-version';
import { isRepositoryError } from '../../domain/repository-error';
import { ContentEditor } from './ContentEditor';
import { storedContent } from './editor-config';
import { failureMessage } from './failure-message';
import {
  pageFormValues,
  parentPageOptions,
  toPageInput,
  validatePageForm,
  withGalleryType,
  withSlug,
  withTitle,
  type PageFormErrors,
} from './page-form';
import { PageGallery } from './PageGallery';
import styles from './PageFormModal.module.css';
import { pagesTexts } from './pages-texts';

export type PageFormModalProps = {
  /** The page to edit; null adds a new one. */
  page: Page | null;
  /** Every page, for the parent select. */
  pages: readonly Page[];
  onClose: () => void;
  /** Called with the documented success text after a save. */
  onSaved: (message: string) => void;
};

/** The add/edit page form with the rich-text editor and, for a saved page, its gallery (admin spec 2, 5). */
export function PageFormModal({ page, pages, onClose, onSaved }: PageFormModalProps) {
  const repository = useRepository();
  const id = useId();
  const sources = useQuery(galleryInheritanceQueryOptions(repository));
  const [values, setValues] = useState(() => pageFormValues(page ?? undefined));
  const [errors, setErrors] = useState<PageFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: string) => `${id}-${name}`;
  // The version this form was loaded from: saving over a newer one (another tab) is refused as a conflict.
  const [loaded, setLoaded] = useState(page);
  const [conflict, setConflict] = useState(false);
  // A reload gives the editor new content to start from; it owns its contents otherwise.
  const [editorKey, setEditorKey] = useState(0);
  const initial = pageFormValues(loaded ?? undefined);
  // Closing the dialog with changes asks first (useUnsavedChanges); so does leaving the section. The content is
  // compared in the form it would be saved in, so Quill's own spelling of unchanged content is no change.
  const unsaved = useUnsavedChanges(differs({ ...values, content: storedContent(values.content, initial.content) }, initial));
  const close = () => unsaved.confirmDiscard(onClose);

  const pageId = page?.id ?? null;
  const update = (next: typeof values) => {
    setValues(next);
    // After a first save attempt the errors follow the input, so a fixed field stops being flagged at once.
    if (submitted) setErrors(validatePageForm(next, pages, pageId));
  };

  const save = async (overwrite: boolean) => {
    setBusy(true);
    setFailure(null);
    setConflict(false);
    try {
      const input = { ...toPageInput(values, initial.content), expected_version: loaded && !overwrite ? pageVersion(loaded) : undefined };
      if (page) await repository.pages.update(page.id, input);
      else await repository.pages.create(input);
      onSaved(page ? adminMessages.pages.updated : adminMessages.pages.created);
    } catch (error) {
      if (isRepositoryError(error) && error.kind === 'conflict') setConflict(true);
      else if (isRepositoryError(error) && isSlugTakenMessage(error.message)) {
        // Another page took the slug since the list was read: said at the field, as the form says it.
        setErrors({ slug: error.message });
        document.getElementById(field('slug'))?.focus();
      } else setFailure(failureMessage(error, adminMessages.pages.saveFailed, adminMessages.pages.saveError));
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validatePageForm(values, pages, pageId);
    setErrors(found);
    const firstInvalid = (['title', 'slug', 'gallerySourceId'] as const).find((name) => found[name]);
    if (firstInvalid) {
      document.getElementById(field(firstInvalid === 'gallerySourceId' ? 'gallery-source' : firstInvalid))?.focus();
      return;
    }
    await save(false);
  };

  /** Loads the newer version into the form (the user's unsaved edits are replaced by it). */
  const reload = async () => {
    if (!page) return;
    setBusy(true);
    try {
      const fresh = (await repository.pages.list()).find((candidate) => candidate.id === page.id);
      if (fresh) {
        setLoaded(fresh);
        setValues(pageFormValues(fresh));
        setEditorKey((key) => key + 1);
      }
      setConflict(false);
    } catch (error) {
      setFailure(failureMessage(error, adminMessages.pages.saveFailed, adminMessages.pages.saveError));
    } finally {
      setBusy(false);
    }
  };

  const parents = parentPageOptions(pages, page?.id ?? null);
  // A derived slug numbered past another page's says whose it is, so the editor can pick a better one.
  const takenBy = values.slugEdited ? undefined : slugOwner(values.title, pages, pageId);
  const slugHint = takenBy
    ? ruleMessages.slugSuffixed(slugify(values.title), ruleMessages.slugOwnerPage(takenBy.title))
    : savedSlugHint(page, values.slug);
  const sourceOptions = sources.isSuccess ? sources.data.filter((option) => option.id !== page?.id) : [];

  return (
    <>
      <Modal
        open
        onClose={busy ? () => undefined : close}
        title={page ? pagesTexts.editTitle : pagesTexts.addTitle}
        maxWidth={900}
        footer={
          <>
            <button type="button" className="btn btn--secondary" onClick={close} disabled={busy}>
              {pagesTexts.cancel}
            </button>
            <button type="submit" form={field('form')} className="btn btn--primary" disabled={busy}>
              {busy ? pagesTexts.saving : pagesTexts.save}
            </button>
          </>
        }
      >
        <form id={field('form')} onSubmit={submit} noValidate className={styles.form}>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          {conflict ? <ConflictNotice busy={busy} onReload={() => void reload()} onOverwrite={() => void save(true)} /> : null}
          <div className={styles.row}>
            <FormField id={field('title')} label="Title" required error={errors.title}>
              <input
                {...fieldAria(field('title'), { error: errors.title })}
                type="text"
                required
                className="form-control"
                value={values.title}
                onChange={(event) => update(withTitle(values, event.target.value, pages, pageId))}
              />
            </FormField>
            <FormField id={field('slug')} label="Slug" required error={errors.slug} hint={slugHint}>
              <input
                {...fieldAria(field('slug'), { error: errors.slug, hint: true })}
                type="text"
                required
                className="form-control"
                value={values.slug}
                onChange={(event) => update(withSlug(values, event.target.value))}
              />
            </FormField>
          </div>
          <div className={styles.field}>
            <span id={field('content-label')} className={styles.label}>
              Content
            </span>
            <ContentEditor
              key={editorKey}
              labelId={field('content-label')}
              fallbackId={field('content')}
              value={values.content}
              onChange={(content) => setValues((current) => ({ ...current, content }))}
            />
          </div>
          <div className={styles.row}>
            <FormField id={field('parent')} label="Parent Page">
              <select
                {...fieldAria(field('parent'))}
                className="form-control"
                value={values.parentId}
                onChange={(event) => update({ ...values, parentId: event.target.value })}
              >
                <option value="">{pagesTexts.noParent}</option>
                {parents.map((option) => (
                  <option key={option.id} value={String(option.id)}>
                    {treeOptionLabel(option)}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id={field('gallery-type')} label="Gallery Inheritance" required>
              <select
                {...fieldAria(field('gallery-type'))}
                required
                className="form-control"
                value={values.galleryType}
                onChange={(event) => update(withGalleryType(values, GalleryInheritanceTypeSchema.parse(event.target.value)))}
              >
                {GALLERY_INHERITANCE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {pagesTexts.galleryTypes[type]}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          {values.galleryType === 'custom' ? (
            <FormField id={field('gallery-source')} label="Gallery Source Page" required error={errors.gallerySourceId}>
              <select
                {...fieldAria(field('gallery-source'), { error: errors.gallerySourceId })}
                required
                className="form-control"
                value={values.gallerySourceId}
                onChange={(event) => update({ ...values, gallerySourceId: event.target.value })}
              >
                <option value="">{pagesTexts.chooseSource}</option>
                {sourceOptions.map((option) => (
                  <option key={option.id} value={String(option.id)}>
                    {option.title}
                  </option>
                ))}
              </select>
            </FormField>
          ) : null}
          <FormField id={field('meta')} label="Meta Description" hint={pagesTexts.metaDescriptionHint}>
            <textarea
              {...fieldAria(field('meta'), { hint: pagesTexts.metaDescriptionHint })}
              className="form-control"
              rows={2}
              value={values.metaDescription}
              onChange={(event) => update({ ...values, metaDescription: event.target.value })}
            />
          </FormField>
          <label className={styles.checkbox}>
            <input type="checkbox" checked={values.isActive} onChange={(event) => update({ ...values, isActive: event.target.checked })} />
            {pagesTexts.active}
          </label>
        </form>
        {page ? <PageGallery pageId={page.id} chosenType={values.galleryType} /> : <p className={styles.hint}>{pagesTexts.gallerySaveFirst}</p>}
      </Modal>
      {unsaved.prompt}
    </>
  );
}

/**
 * The slug's hint. A new page's slug follows its title until edited; a saved page's slug is its address (its title
 * no longer changes it), so the hint says the address and that changing it breaks links to the old one.
 */
function savedSlugHint(page: Page | null, slug: string): string {
  if (!page) return pagesTexts.slugDerived;
  const stored = `/page/${page.slug}`;
  const typed = slugify(slug);
  return typed === '' || sameSlug(typed, page.slug) ? pagesTexts.slugAddress(stored) : pagesTexts.slugMoved(stored, `/page/${typed}`);
}
