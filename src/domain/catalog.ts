import { z } from 'zod';
import { DEFAULT_PRODUCT_SORT_ORDER } from './constants';
import { ruleMessages } from './messages';
import { flag, id, integer, requiredText, text } from './schema-helpers';
import { isAllowedUrl } from './url';

const optionalUrl = (label: string) =>
  text().refine((value) => value === '' || isAllowedUrl(value), { error: ruleMessages.invalidUrl(label) });

export const ServiceSchema = z.object({
  id: id(),
  title: z.string(),
  description: text(),
  icon: text(),
  image_url: text(),
  link_url: text(),
  is_active: flag(true),
  /** Position in the list, from 1 (admin spec 3: order is by list position). */
  display_order: integer(0),
});
export type Service = z.infer<typeof ServiceSchema>;

/** Standalone services screen: description optional (admin spec 5). */
export const ServiceInputSchema = z.object({
  title: requiredText('Title'),
  description: text(),
  icon: text(),
  image_url: optionalUrl('Image URL'),
  link_url: optionalUrl('Link URL'),
  is_active: flag(true),
  /** The version of the record the form loaded (record-version.ts); a save over a newer version is a conflict. */
  expected_version: z.string().optional(),
});
export type ServiceInput = z.infer<typeof ServiceInputSchema>;

/** Content tab's service form: description required there (admin spec 5). */
export const ContentServiceInputSchema = ServiceInputSchema.extend({
  description: requiredText('Description'),
});

export const ProductSchema = z.object({
  id: id(),
  title: z.string(),
  category: text(),
  description: text(),
  icon: text(),
  image_url: text(),
  link: text(),
  specifications: text(),
  features: text(),
  sort_order: integer(DEFAULT_PRODUCT_SORT_ORDER),
  is_active: flag(true),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductInputSchema = z.object({
  title: requiredText('Title'),
  category: text(),
  description: text(),
  icon: text(),
  image_url: optionalUrl('Image URL'),
  link: optionalUrl('Link'),
  specifications: text(),
  features: text(),
  sort_order: z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? DEFAULT_PRODUCT_SORT_ORDER : value),
    z.coerce
      .number({ error: ruleMessages.minNumber('Sort order', 0) })
      .int({ error: ruleMessages.minNumber('Sort order', 0) })
      .min(0, { error: ruleMessages.minNumber('Sort order', 0) }),
  ),
  is_active: flag(true),
  /** The version of the record the form loaded (record-version.ts); a save over a newer version is a conflict. */
  expected_version: z.string().optional(),
});
export type ProductInput = z.infer<typeof ProductInputSchema>;

