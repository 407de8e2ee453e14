import { z } from 'zod';
import { SliderItemSchema } from '../../../domain/slider';
import { slugify } from '../../../domain/slug';

/*
 * What the editor's form sends to the preview frame: the unsaved values of the one record being edited, already in the
 * shape the public site reads (preview-model.ts overlays them on the stored records). Sent by postMessage between two
 * documents of the same origin, so the frame checks it with these schemas before using it.
 */

const FieldsSchema = z.record(z.string(), z.string());

export const PreviewRecordSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('page'),
    /** The stored page's id and slug (null for a page not saved yet): the public read the values replace. */
    id: z.number().nullable(),
    storedSlug: z.string().nullable(),
    title: z.string(),
    slug: z.string(),
    content: z.string(),
    metaDescription: z.string(),
  }),
  z.object({ kind: z.literal('slide'), slide: SliderItemSchema }),
  /** The homepage texts as the content form keys them ("hero.title", "about.description"…). */
  z.object({ kind: z.literal('homepage'), fields: FieldsSchema }),
  /** The About Us main texts by their stored names (title, mission, team_title…). */
  z.object({ kind: z.literal('about'), fields: FieldsSchema }),
]);
export type PreviewRecord = z.infer<typeof PreviewRecordSchema>;
export type PreviewKind = PreviewRecord['kind'];

/** The head a public page computes for itself (useSeo), as the frame reports it: what the snippet and card show. */
export const PreviewHeadSchema = z.object({
  title: z.string(),
  description: z.string(),
  url: z.string(),
  ogTitle: z.string(),
  ogDescription: z.string(),
  image: z.string(),
  robots: z.string(),
});
export type PreviewHead = z.infer<typeof PreviewHeadSchema>;

/** One tag on every message, so the frame and the form ignore any other message the window receives. */
const TAG = 'ironcrest-live-preview';

export const PreviewMessageSchema = z.discriminatedUnion('type', [
  /** Form → frame: show this record. */
  z.object({ tag: z.literal(TAG), type: z.literal('record'), record: PreviewRecordSchema }),
  /** Frame → form: listening (the form sends its current values). */
  z.object({ tag: z.literal(TAG), type: z.literal('ready') }),
  /** Frame → form: the page's head after a render. */
  z.object({ tag: z.literal(TAG), type: z.literal('head'), head: PreviewHeadSchema }),
  /** Frame → form: the page could not be rendered. */
  z.object({ tag: z.literal(TAG), type: z.literal('failed'), reason: z.string() }),
]);
export type PreviewMessage = z.infer<typeof PreviewMessageSchema>;

type Untagged<M> = M extends unknown ? Omit<M, 'tag'> : never;

/** A message ready to post. */
export const previewMessage = (message: Untagged<PreviewMessage>): PreviewMessage => ({ tag: TAG, ...message }) as PreviewMessage;

/**
 * A message from the other document, or null: only from `expectedSource` (the frame's window, or the frame's parent),
 * on this document's own origin, and in the preview's shape.
 */
export function readPreviewMessage(event: MessageEvent, expectedSource: MessageEventSource | null, origin: string): PreviewMessage | null {
  if (event.origin !== origin || expectedSource === null || event.source !== expectedSource) return null;
  const parsed = PreviewMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** The public address a record shows at, under the site's base path (the frame's route renders it). */
export function previewPath(record: PreviewRecord): string {
  if (record.kind === 'page') return `/page/${previewSlug(record)}`;
  return record.kind === 'about' ? '/about-us' : '/';
}

/** The address a page previews at: its typed slug as it would be saved, else its stored one, else one from its title. */
export function previewSlug(record: Extract<PreviewRecord, { kind: 'page' }>): string {
  return slugify(record.slug) || record.storedSlug || slugify(record.title) || 'new-page';
}
