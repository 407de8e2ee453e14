import type { TreeOption } from '../shared/tree/tree-option';
import type { GalleryInheritanceType, Page, PageInput } from '../../domain/pages';
import { DEFAULT_GALLERY_INHERITANCE } from '../../domain/constants';
import { ruleMessages } from '../../domain/messages';
import { pageSlugProblem, uniqueSlug } from '../../domain/slug';
import { storedContent } from './editor-config';

/** The page form as the user edits it (ids as select values, '' for none). */
export type PageFormValues = {
  title: string;
  slug: string;
  /** True once the user typed a slug of their own: the title then no longer rewrites it. */
  slugEdited: boolean;
  content: string;
  parentId: string;
  isActive: boolean;
  metaDescription: string;
  galleryType: GalleryInheritanceType;
  gallerySourceId: string;
};

export type PageFormErrors = Partial<Record<'title' | 'slug' | 'gallerySourceId', string>>;

/**
 * A new page starts empty with a derived slug; an existing page keeps its slug (a stored URL is not rewritten
 * because its title was edited, unless the user clears the slug).
 */
export function pageFormValues(page?: Page): PageFormValues {
  if (!page) {
    return {
      title: '',
      slug: '',
      slugEdited: false,
      content: '',
      parentId: '',
      isActive: true,
      metaDescription: '',
      galleryType: DEFAULT_GALLERY_INHERITANCE,
      gallerySourceId: '',
    };
  }
  return {
    title: page.title,
    slug: page.slug,
    slugEdited: page.slug !== '',
    content: page.content,
    parentId: page.parent_id === null ? '' : String(page.parent_id),
    isActive: page.is_active,
    metaDescription: page.meta_description,
    galleryType: page.gallery_inheritance_type,
    gallerySourceId:
      page.gallery_inheritance_type === 'custom' && page.gallery_inheritance_id !== null ? String(page.gallery_inheritance_id) : '',
  };
}

/** While it follows the title the slug is numbered past the other pages' (`fencing-2`), as WordPress does. */
export function withTitle(values: PageFormValues, title: string, pages: readonly Page[] = [], pageId: number | null = null): PageFormValues {
  return { ...values, title, slug: values.slugEdited ? values.slug : uniqueSlug(title, pages, pageId) };
}

/** A slug typed by hand stops the derivation; clearing it starts the derivation again. */
export function withSlug(values: PageFormValues, slug: string): PageFormValues {
  return { ...values, slug, slugEdited: slug !== '' };
}

/** Changing the gallery type clears the chosen source page (admin spec 4). */
export function withGalleryType(values: PageFormValues, galleryType: GalleryInheritanceType): PageFormValues {
  return { ...values, galleryType, gallerySourceId: '' };
}

/** `pages` and `pageId`: the other pages, whose slugs this page may not take (the rule the store enforces). */
export function validatePageForm(values: PageFormValues, pages: readonly Page[] = [], pageId: number | null = null): PageFormErrors {
  const errors: PageFormErrors = {};
  if (values.title.trim() === '') errors.title = ruleMessages.required('Title');
  if (values.slug.trim() === '') errors.slug = ruleMessages.required('Slug');
  const taken = values.slug.trim() === '' ? null : pageSlugProblem(values.slug, pages, pageId);
  if (taken) errors.slug = taken;
  if (values.galleryType === 'custom' && values.gallerySourceId === '') {
    errors.gallerySourceId = ruleMessages.galleryInheritanceSource;
  }
  return errors;
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** What is saved; `loadedContent` is the content the form was loaded with (none for a new page), see storedContent. */
export function toPageInput(values: PageFormValues, loadedContent = ''): PageInput {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    content: storedContent(values.content, loadedContent),
    parent_id: idOrNull(values.parentId),
    is_active: values.isActive,
    meta_description: values.metaDescription,
    gallery_inheritance_type: values.galleryType,
    gallery_inheritance_id: values.galleryType === 'custom' ? idOrNull(values.gallerySourceId) : null,
  };
}

/** Pages that may become the parent: neither the page itself nor one of its descendants (no parent cycles). */
export function parentPageOptions(pages: readonly Page[], pageId: number | null): TreeOption[] {
  const excluded = new Set(pageId === null ? [] : [pageId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const page of pages) {
      if (page.parent_id !== null && excluded.has(page.parent_id) && !excluded.has(page.id)) {
        excluded.add(page.id);
        grew = true;
      }
    }
  }
  const allowed = pages.filter((page) => !excluded.has(page.id));
  // In tree order, each page under its parent (siblings by title), so the picker shows the hierarchy; a page whose
  // parent is not offered stands at the top level.
  const ids = new Set(allowed.map((page) => page.id));
  const byTitle = (a: Page, b: Page) => a.title.localeCompare(b.title, 'en', { numeric: true });
  const childrenOf = (parentId: number | null) =>
    allowed.filter((page) => (parentId === null ? page.parent_id === null || !ids.has(page.parent_id) : page.parent_id === parentId)).sort(byTitle);
  const options: TreeOption[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const page of childrenOf(parentId)) {
      options.push({ id: page.id, title: page.title, depth });
      walk(page.id, depth + 1);
    }
  };
  walk(null, 0);
  return options;
}
