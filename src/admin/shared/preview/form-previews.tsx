import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { Page } from '../../../domain/pages';
import type { SliderItem } from '../../../domain/slider';
import type { PageFormValues } from '../../pages/page-form';
import type { SliderFormValues } from '../../slider/slider-form';
import { LivePreview } from './LivePreview';

/*
 * The Preview of each edited record, reading the form's values where the form keeps them: the page and slide forms'
 * react-hook-form state, watched here, so only the preview re-renders as the editor types (and a Reload or a restored
 * draft shows at once).
 */

/** A page's preview: its typed title, slug, content and Meta Description over the stored page. */
export function PageLivePreview({ form, page }: { form: UseFormReturn<PageFormValues>; page: Page | null }) {
  const [title, slug, content, metaDescription] = useWatch({ control: form.control, name: ['title', 'slug', 'content', 'metaDescription'] });
  return <LivePreview record={{ kind: 'page', id: page?.id ?? null, storedSlug: page?.slug ?? null, title, slug, content, metaDescription }} />;
}

/** A slide's preview: the typed slide as the hero shows it (a new one numbered 0, after nothing). */
export function SlideLivePreview({ form, item }: { form: UseFormReturn<SliderFormValues>; item: SliderItem | null }) {
  const values = useWatch({ control: form.control });
  const slide: SliderItem = { ...item, ...(values as SliderFormValues), id: item?.id ?? 0, display_order: item?.display_order ?? 1 };
  return <LivePreview record={{ kind: 'slide', slide }} />;
}

/** A content record's preview (homepage, About Us): the content form's typed fields, by their keys ('hero.title'). */
export function ContentLivePreview<Values extends FieldValues>({ kind, form, keys }: { kind: 'homepage' | 'about'; form: UseFormReturn<Values>; keys: readonly string[] }) {
  const typed = useWatch({ control: form.control, name: keys as Path<Values>[] }) as unknown[];
  const fields = Object.fromEntries(keys.map((key, index) => [key, typeof typed[index] === 'string' ? typed[index] : '']));
  return <LivePreview record={{ kind, fields }} />;
}
