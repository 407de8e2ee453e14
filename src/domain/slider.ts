import { z } from 'zod';
import { adminMessages, ruleMessages } from './messages';
import { flag, id, integer, requiredText, text } from './schema-helpers';
import { sliderLinkAction } from './slider-links';
import { isAllowedUrl } from './url';

const redSectionShape = {
  red_section_1_title: text(),
  red_section_1_description: text(),
  red_section_1_image: text(),
  red_section_1_url: text(),
  red_section_2_title: text(),
  red_section_2_description: text(),
  red_section_2_image: text(),
  red_section_2_url: text(),
  red_section_3_title: text(),
  red_section_3_description: text(),
  red_section_3_image: text(),
  red_section_3_url: text(),
};

export const SliderItemSchema = z.object({
  id: id(),
  title: z.string(),
  highlight: text(),
  subtitle: text(),
  description: text(),
  button_text: text(),
  button_url: text(),
  /** Stored filename, served from {images}/slider/{filename}. */
  background_image: text(),
  display_order: integer(1),
  is_active: flag(true),
  ...redSectionShape,
});
export type SliderItem = z.infer<typeof SliderItemSchema>;

const optionalUrl = (label: string) =>
  text().refine((value) => value === '' || isAllowedUrl(value), { error: ruleMessages.invalidUrl(label) });

/**
 * A panel link is not validated as a URL (admin spec 5 checks only the button URL): the public site treats anything
 * that is not http(s) or a /path as relative to the root ("engineering-design"). What could never become a safe link
 * (javascript:, data:, a protocol-relative //host) is still refused.
 */
const optionalPanelLink = (label: string) =>
  text().refine((value) => value.trim() === '' || sliderLinkAction(value).kind !== 'none', { error: ruleMessages.invalidUrl(label) });

/** The slider form (admin spec 5). */
export const SliderItemInputSchema = z.object({
  title: requiredText('Title'),
  highlight: requiredText('Highlight'),
  subtitle: requiredText('Subtitle'),
  description: requiredText('Description'),
  button_text: requiredText('Button text'),
  button_url: optionalUrl('Button URL'),
  background_image: z
    .string({ error: adminMessages.slider.backgroundRequired })
    .trim()
    .min(1, { error: adminMessages.slider.backgroundRequired }),
  display_order: integer(0),
  is_active: flag(true),
  ...redSectionShape,
  red_section_1_url: optionalPanelLink('Red section 1 URL'),
  red_section_2_url: optionalPanelLink('Red section 2 URL'),
  red_section_3_url: optionalPanelLink('Red section 3 URL'),
  /** The version of the record the form loaded (record-version.ts); a save over a newer version is a conflict. */
  expected_version: z.string().optional(),
});
export type SliderItemInput = z.infer<typeof SliderItemInputSchema>;

