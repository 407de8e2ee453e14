import { isWrite } from '../../../data/mutations/repository-writes';
import type { Repository } from '../../../data/repository';
import type { AboutContent, HomepageContent } from '../../../domain/company';
import type { PageContent, PageContentQuery } from '../../../domain/pages';
import { RepositoryError, isRepositoryError } from '../../../domain/repository-error';
import type { SliderItem } from '../../../domain/slider';
import { slugify } from '../../../domain/slug';
import { previewSlug, type PreviewRecord } from './preview-record';
import { previewTexts } from './preview-texts';

type PagePreview = Extract<PreviewRecord, { kind: 'page' }>;

/** Whether a public page read asks for the page being edited (by its stored or its typed slug). */
export function readsPage(query: PageContentQuery, record: PagePreview): boolean {
  if (!('slug' in query)) return false;
  const asked = slugify(query.slug);
  return asked === previewSlug(record) || (record.storedSlug !== null && asked === slugify(record.storedSlug));
}

/** The public reading of the edited page: the stored one (or a new one) with the unsaved title, text and description. */
export function pageContentWith(stored: PageContent | null, record: PagePreview): PageContent {
  return {
    pm_id: stored?.pm_id ?? record.id ?? 0,
    pm_timestamp: stored?.pm_timestamp ?? new Date(0).toISOString(),
    nav_key: stored?.nav_key ?? '',
    pm_title: record.title,
    pm_content: record.content,
    pm_meta_description: record.metaDescription,
  };
}

/**
 * The slides the hero shows with the edited one: it replaces its stored self and comes first, so the preview opens on
 * it (also while it is inactive: the editor is looking at it).
 */
export function slidesWith(stored: readonly SliderItem[], slide: SliderItem): SliderItem[] {
  return [slide, ...stored.filter((other) => other.id !== slide.id || slide.id === 0)];
}

/** The homepage texts with the form's fields ("hero.title" …) over the stored ones. */
export function homepageWith(stored: HomepageContent, fields: Record<string, string>): HomepageContent {
  const merged = structuredClone(stored);
  for (const [key, value] of Object.entries(fields)) {
    const [section, part] = key.split('.') as [keyof HomepageContent, keyof HomepageContent['hero'] | undefined];
    if (part && section in merged && part in merged[section]) merged[section][part] = value;
  }
  return merged;
}

/** The About Us main texts with the form's fields over the stored ones (only fields the record has). */
export function aboutWith(stored: AboutContent, fields: Record<string, string>): AboutContent {
  const own = Object.entries(fields).filter(([key]) => key in stored && typeof stored[key as keyof AboutContent] === 'string');
  return { ...stored, ...Object.fromEntries(own) };
}

/** Thrown by every write of the preview's Repository. */
export const previewRefusal = () => new RepositoryError('validation', previewTexts.refused);

type Reads = { [Area in keyof Repository]?: Partial<Record<string, (...args: never[]) => Promise<unknown>>> };

/**
 * The preview's Repository: every read goes to the real one, except the edited record's, which answers the unsaved
 * values laid over the stored record (read once and kept, so typing calls nothing); every write is refused, so nothing
 * in the preview (a form, a status change) can reach the server. `current` is read on each call: the frame swaps the
 * record as the editor types and refetches the area.
 */
export function previewRepository(real: Repository, current: () => PreviewRecord | null): Repository {
  const once = new Map<string, Promise<unknown>>();
  const stored = <T,>(key: string, read: () => Promise<T>): Promise<T> => {
    let pending = once.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = read();
      once.set(key, pending);
      // A failed read is tried again next time (it may be a passing failure).
      pending.catch(() => once.delete(key));
    }
    return pending;
  };
  const storedPage = (slug: string | null) =>
    slug === null
      ? Promise.resolve(null)
      : stored(`page:${slug}`, () => real.pages.content({ slug })).catch((error: unknown) => {
          if (isRepositoryError(error) && error.kind === 'not-found') return null;
          throw error;
        });

  const reads: Reads = {
    pages: {
      content: async (query: PageContentQuery, options?: { signal?: AbortSignal }) => {
        const record = current();
        if (record?.kind !== 'page' || !readsPage(query, record)) return real.pages.content(query, options);
        return pageContentWith(await storedPage(record.storedSlug), record);
      },
    },
    slider: {
      listPublished: async () => {
        const record = current();
        const list = await stored('slides:published', () => real.slider.listPublished());
        return record?.kind === 'slide' ? slidesWith(list, record.slide) : list;
      },
      list: async () => {
        const record = current();
        const list = await stored('slides', () => real.slider.list());
        return record?.kind === 'slide' ? slidesWith(list, record.slide) : list;
      },
    },
    homepageContent: {
      get: async () => {
        const record = current();
        const content = await stored('homepage', () => real.homepageContent.get());
        return record?.kind === 'homepage' ? homepageWith(content, record.fields) : content;
      },
    },
    about: {
      get: async () => {
        const record = current();
        const content = await stored('about', () => real.about.get());
        return record?.kind === 'about' ? aboutWith(content, record.fields) : content;
      },
    },
  };

  return new Proxy(real, {
    get(target, areaName: string) {
      const area = target[areaName as keyof Repository] as unknown as Record<string, unknown> | undefined;
      if (!area || typeof area !== 'object') return area;
      return new Proxy(area, {
        get(areaTarget, method: string) {
          const own = reads[areaName as keyof Repository]?.[method];
          if (own) return own;
          if (isWrite(areaName as keyof Repository, method)) return () => Promise.reject(previewRefusal());
          const value = areaTarget[method];
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(areaTarget) : value;
        },
      });
    },
  });
}
