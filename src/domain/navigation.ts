import { z } from 'zod';
import { flag, id, integer, optionalId, requiredText, slugText, text } from './schema-helpers';

/** A stored navigation item (flat). */
export const NavigationItemSchema = z.object({
  id: id(),
  title: z.string(),
  slug: z.string(),
  url: text(),
  icon: text(),
  has_page: flag(),
  order_index: integer(0),
  is_active: flag(true),
  parent_id: optionalId(),
  external_url: text(),
});
export type NavigationItem = z.infer<typeof NavigationItemSchema>;

/** A navigation item with its nested children, as get_navigation.php answers. */
export const NavigationNodeSchema = NavigationItemSchema.extend({
  has_children: flag(),
  get children(): z.ZodDefault<z.ZodArray<typeof NavigationNodeSchema>> {
    return z.array(NavigationNodeSchema).default([]);
  },
});
export type NavigationNode = z.infer<typeof NavigationNodeSchema>;

/** What the admin form sends to create or update an item. */
export const NavigationInputSchema = z.object({
  title: requiredText('Title'),
  slug: slugText(),
  url: text(),
  icon: text(),
  parent_id: optionalId(),
  order_index: integer(0),
  is_active: flag(true),
  has_page: flag(false),
  external_url: text(),
  /** The version of the record the form loaded (record-version.ts); a save over a newer version is a conflict. */
  expected_version: z.string().optional(),
});
export type NavigationInput = z.infer<typeof NavigationInputSchema>;
