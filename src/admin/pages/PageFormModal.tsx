import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { pageMutations } from '../../data/mutations/page-mutations';
import { useWriter } from '../../data/mutations/writer';
import { useRepository } from '../../data/repository-context';
import { galleryInheritanceQueryOptions } from '../../data/queries/structure-queries';
import { GALLERY_INHERITANCE_TYPES } from '../../domain/constants';
import { adminMessages, ruleMessages } from '../../domain/messages';
import { PageInputSchema, type Page } from '../../domain/pages';
import { isRepositoryError } from '../../domain/repository-error';
import { isSlugTakenMessage, sameSlug, slugify, slugOwner } from '../../domain/slug';
import { expectedVersion } from '../shared/conflict/save-conflict';
import { domainResolver } from '../shared/form/domain-resolver';
import { CheckboxControl, SelectControl, TextControl } from '../shared/form/RecordFields';
import { RecordFormModal } from '../shared/form/RecordFormModal';
import { slugFollowsTitle } from '../shared/form/slug-follows-title';
import { useRecordForm } from '../shared/form/use-record-form';
import { TreeOptions } from '../shared/tree/TreeOptions';
import { PageLivePreview } from '../shared/preview/form-previews';
import { differs } from '../shared/unsaved/unsaved-changes';
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
  type PageFormValues,
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
  const field = (name: string) => `${id}-${name}`;
  const pageId = page?.id ?? null;
  const sources = useQuery(galleryInheritanceQueryOptions(repository));
  const saving = useMutation(pageMutations(useWriter()).save);
  const record = useRecordForm<Page, PageFormValues>({
    record: page,
    toValues: (loaded) => pageFormValues(loaded ?? undefined),
    // The domain's page rules (PageInputSchema) over what would be saved, after the form's own (a slug another page has).
    resolver: domainResolver(PageInputSchema, {
      toInput: (values) => toPageInput(values),
      fieldOf: { gallery_inheritance_id: 'gallerySourceId' },
      rules: (values) => validatePageForm(values, pages, pageId),
    }),
    // The content is compared in the form it would be saved in, so Quill's own spelling of unchanged content is no change.
    isChange: (values, saved) => differs({ ...values, content: storedContent(values.content, saved.content) }, saved),
    mutation: saving,
    save: async (values, { loaded, overwrite }) => {
      const input = { ...toPageInput(values, loaded?.content ?? ''), expected_version: expectedVersion('page', loaded, overwrite) };
      await saving.mutateAsync({ id: page?.id ?? null, input });
      onSaved(page ? adminMessages.pages.updated : adminMessages.pages.created);
    },
    reload: async (loaded) => (await repository.pages.list()).find((candidate) => candidate.id === loaded.id) ?? null,
    failure: (error) =>
      // Another page took the slug since the list was read: said at the field, as the form says it.
      isRepositoryError(error) && isSlugTakenMessage(error.message)
        ? { field: 'slug', text: error.message }
        : { text: failureMessage(error, adminMessages.pages.saveFailed, adminMessages.pages.saveError) },
    draft: { form: 'page', record: page?.id },
  });
  const { form } = record;
  const [title, slug, slugEdited, galleryType] = useWatch({ control: form.control, name: ['title', 'slug', 'slugEdited', 'galleryType'] });
  const slugs = slugFollowsTitle(form, {
    withTitle: (values, typed) => withTitle(values, typed, pages, pageId),
    withSlug,
  });

  // A derived slug numbered past another page's says whose it is, so the editor can pick a better one.
  const takenBy = slugEdited ? undefined : slugOwner(title, pages, pageId);
  const slugHint = takenBy ? ruleMessages.slugSuffixed(slugify(title), ruleMessages.slugOwnerPage(takenBy.title)) : savedSlugHint(page, slug);
  const sourceOptions = sources.isSuccess ? sources.data.filter((option) => option.id !== page?.id) : [];

  return (
    <RecordFormModal
      record={record}
      title={page ? pagesTexts.editTitle : pagesTexts.addTitle}
      submitLabel={pagesTexts.save}
      maxWidth={900}
      onClose={onClose}
      className={styles.form}
      after={page ? <PageGallery pageId={page.id} chosenType={galleryType} /> : <p className={styles.hint}>{pagesTexts.gallerySaveFirst}</p>}
    >
      <PageLivePreview form={form} page={page} />
      <div className={styles.row}>
        <TextControl form={form} name="title" id={field('title')} label="Title" required onChange={slugs.onTitle} />
        <TextControl form={form} name="slug" id={field('slug')} label="Slug" required hint={slugHint} onChange={slugs.onSlug} />
      </div>
      <div className={styles.field}>
        <span id={field('content-label')} className={styles.label}>
          Content
        </span>
        <Controller
          control={form.control}
          name="content"
          render={({ field: content }) => (
            // The editor keeps its own contents; a Reload gives it new ones to start from.
            <ContentEditor key={record.reloads} labelId={field('content-label')} fallbackId={field('content')} value={content.value} onChange={content.onChange} />
          )}
        />
      </div>
      <div className={styles.row}>
        <SelectControl form={form} name="parentId" id={field('parent')} label="Parent Page">
          <TreeOptions none={pagesTexts.noParent} options={parentPageOptions(pages, pageId)} />
        </SelectControl>
        <SelectControl
          form={form}
          name="galleryType"
          id={field('gallery-type')}
          label="Gallery Inheritance"
          required
          // Changing the gallery type clears the chosen source page (admin spec 4).
          onChange={() => form.setValue('gallerySourceId', withGalleryType(form.getValues(), form.getValues('galleryType')).gallerySourceId)}
        >
          {GALLERY_INHERITANCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {pagesTexts.galleryTypes[type]}
            </option>
          ))}
        </SelectControl>
      </div>
      {galleryType === 'custom' ? (
        <SelectControl form={form} name="gallerySourceId" id={field('gallery-source')} label="Gallery Source Page" required>
          <option value="">{pagesTexts.chooseSource}</option>
          {sourceOptions.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.title}
            </option>
          ))}
        </SelectControl>
      ) : null}
      <TextControl form={form} name="metaDescription" id={field('meta')} label="Meta Description" hint={pagesTexts.metaDescriptionHint} multiline rows={2} />
      <CheckboxControl form={form} name="isActive" label={pagesTexts.active} className={styles.checkbox} />
    </RecordFormModal>
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
