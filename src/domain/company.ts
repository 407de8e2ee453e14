import { z } from 'zod';
import { ruleMessages } from './messages';
import { id, requiredText, text } from './schema-helpers';
import { isAllowedUrl } from './url';

const optionalUrl = (label: string) =>
  text().refine((value) => value === '' || isAllowedUrl(value), { error: ruleMessages.invalidUrl(label) });
const optionalEmail = (label: string) =>
  text().refine((value) => value === '' || z.email().safeParse(value).success, {
    error: ruleMessages.invalidEmail(label),
  });

/** About content, main record (admin spec 3; the public site reads subtitle, description, vision, mission). */
export const AboutContentSchema = z.object({
  title: text(),
  subtitle: text(),
  description: text(),
  mission: text(),
  vision: text(),
  values_text: text(),
  team_title: text(),
  team_description: text(),
});
export type AboutContent = z.infer<typeof AboutContentSchema>;

export const TeamMemberSchema = z.object({
  id: id(),
  name: z.string(),
  position: text(),
  description: text(),
  image_url: text(),
  email: text(),
  linkedin_url: text(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamMemberInputSchema = z.object({
  name: requiredText('Name'),
  position: requiredText('Position'),
  description: requiredText('Description'),
  image_url: optionalUrl('Image URL'),
  email: optionalEmail('Email'),
  linkedin_url: optionalUrl('LinkedIn URL'),
  /** The version of the record the form loaded (record-version.ts); a save over a newer version is a conflict. */
  expected_version: z.string().optional(),
});
export type TeamMemberInput = z.infer<typeof TeamMemberInputSchema>;

export const InfrastructureItemSchema = z.object({
  id: id(),
  title: z.string(),
  description: text(),
  icon: text(),
  image_url: text(),
});
export type InfrastructureItem = z.infer<typeof InfrastructureItemSchema>;

export const InfrastructureInputSchema = z.object({
  title: requiredText('Title'),
  description: requiredText('Description'),
  icon: text(),
  image_url: optionalUrl('Image URL'),
  /** The version of the record the form loaded (record-version.ts); a save over a newer version is a conflict. */
  expected_version: z.string().optional(),
});
export type InfrastructureInput = z.infer<typeof InfrastructureInputSchema>;

export const CertificationSchema = z.object({
  id: id(),
  title: z.string(),
  description: text(),
  icon: text(),
  image_url: text(),
  /** The wire also carries certificate_number (admin list); the adapters translate. */
  cert_number: text(),
  issued_date: text(),
  expiry_date: text(),
  issuing_body: text(),
});
export type Certification = z.infer<typeof CertificationSchema>;

export const CertificationInputSchema = z.object({
  title: requiredText('Title'),
  description: requiredText('Description'),
  icon: text(),
  image_url: optionalUrl('Image URL'),
  cert_number: text(),
  issued_date: text(),
  expiry_date: text(),
  issuing_body: text(),
  /** The version of the record the form loaded (record-version.ts); a save over a newer version is a conflict. */
  expected_version: z.string().optional(),
});
export type CertificationInput = z.infer<typeof CertificationInputSchema>;

export const ContentSectionSchema = z.object({
  title: text(),
  subtitle: text(),
  description: text(),
});
export type ContentSection = z.infer<typeof ContentSectionSchema>;

const emptySection = { title: '', subtitle: '', description: '' };
const section = () => z.preprocess((value) => value ?? emptySection, ContentSectionSchema);

export const HomepageContentSchema = z.object({
  hero: section(),
  products: section(),
  about: section(),
  services: section(),
  cta: section(),
});
export type HomepageContent = z.infer<typeof HomepageContentSchema>;

export const ContactContentSchema = z.object({
  title: text(),
  subtitle: text(),
  address: text(),
  phone: text(),
  email: text(),
  office_hours: text(),
  map_embed: text(),
});
export type ContactContent = z.infer<typeof ContactContentSchema>;
