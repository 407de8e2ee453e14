import { z } from 'zod';
import { GALLERY_INHERITANCE_TYPES } from './constants';
import { ruleMessages } from './messages';
import { flag, id, optionalId, requiredText, slugText, text, timestamp } from './schema-helpers';

export const GalleryInheritanceTypeSchema = z.enum(GALLERY_INHERITANCE_TYPES);
export type GalleryInheritanceType = z.infer<typeof GalleryInheritanceTypeSchema>;

/** A content page as the back office manages it (admin spec 3). */
export const PageSchema = z.object({
  id: id(),
  title: z.string(),
  slug: z.string(),
  content: text(),
  parent_id: optionalId(),
  is_active: flag(true),
  meta_description: text(),
  gallery_inheritance_type: z.preprocess((v) => v || 'parent', GalleryInheritanceTypeSchema),
  gallery_inheritance_id: optionalId(),
  /** Title of the page whose gallery a custom page shows; derived by the store. */
  gallery_source_name: text(),
  created_at: timestamp(),
  updated_at: timestamp(),
});
export type Page = z.infer<typeof PageSchema>;

const pageInputShape = z.object({
  title: requiredText('Title'),
  slug: slugText(),
  content: text(),
  parent_id: optionalId(),
  is_active: flag(true),
  meta_description: text(),
  gallery_inheritance_type: z.preprocess((v) => v || 'parent', GalleryInheritanceTypeSchema),
  gallery_inheritance_id: optionalId(),
  /** The version of the page the form loaded (record-version.ts); a save over a newer version is a conflict. */
  expected_version: z.string().optional(),
});

/** The page form (admin spec 5): the source page is required for a custom gallery. */
export const PageInputSchema = pageInputShape.superRefine((page, ctx) => {
  if (page.gallery_inheritance_type === 'custom' && page.gallery_inheritance_id === null) {
    ctx.addIssue({ code: 'custom', path: ['gallery_inheritance_id'], message: ruleMessages.galleryInheritanceSource });
  }
});
export type PageInput = z.infer<typeof PageInputSchema>;

/** The public reading of a page (public spec 3). */
export const PageContentSchema = z.object({
  pm_id: id(),
  pm_title: z.string(),
  pm_content: text(),
  pm_timestamp: timestamp(),
  /** Navigation key the page was found by, e.g. "manufacturing/fencing". */
  nav_key: text(),
  /** The page's Meta Description (admin spec 3), its description for search engines; empty or missing when none. */
  pm_meta_description: text(),
});
export type PageContent = z.infer<typeof PageContentSchema>;

/** How a page is looked up by get_page_content.php. */
export type PageContentQuery = { slug: string } | { nav: string; sub?: string };

export const PageImageSchema = z.object({
  id: id(),
  page_id: id(),
  image_filename: z.string().min(1),
  image_title: z.string(),
  image_description: text(),
  created_at: timestamp(),
});
export type PageImage = z.infer<typeof PageImageSchema>;

/** Where a page's effective gallery comes from (admin spec 3: gallery inheritance info). */
export const GallerySourceSchema = z.object({
  type: GalleryInheritanceTypeSchema,
  /** The page whose images are shown: the page itself, its parent, or the chosen custom source. */
  source_page: z.object({ id: id(), page_title: z.string() }).nullable(),
});
export type GallerySource = z.infer<typeof GallerySourceSchema>;

export type PageGallery = { images: PageImage[]; source: GallerySource };

export const PageImageUploadInputSchema = z.object({
  page_id: id(),
  image_title: requiredText('Image title'),
  image_description: text(),
});
export type PageImageUploadInput = z.infer<typeof PageImageUploadInputSchema> & { image: File };

export type PageSummary = { id: number; title: string };
