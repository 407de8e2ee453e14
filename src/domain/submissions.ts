import { z } from 'zod';
import { CONTACT_STATUSES, CONTACT_SUBJECTS } from './constants';
import { publicMessages } from './messages';
import { id, requiredText, text, timestamp } from './schema-helpers';

export const ContactStatusSchema = z.enum(CONTACT_STATUSES);
export type ContactStatus = z.infer<typeof ContactStatusSchema>;

export const ContactSubmissionSchema = z.object({
  id: id(),
  name: z.string(),
  email: z.string(),
  phone: text(),
  company: text(),
  subject: text(),
  message: text(),
  status: z.preprocess((v) => v || 'new', ContactStatusSchema),
  created_at: timestamp(),
});
export type ContactSubmission = z.infer<typeof ContactSubmissionSchema>;

/** The public contact form (public spec 5). */
export const ContactSubmissionInputSchema = z.object({
  name: requiredText('Full Name'),
  email: z.email({ error: 'Email Address must be a valid e-mail address' }),
  phone: text(),
  company: text(),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Subject is required' }),
  message: requiredText('Message'),
});
export type ContactSubmissionInput = z.infer<typeof ContactSubmissionInputSchema>;

export type ContactSubmissionFilter = {
  status?: ContactStatus | '';
  dateFrom?: string;
  dateTo?: string;
  search?: string;
};

/** A brochure request from the home and content pages (beyond the spec: the submit is left open there). */
export const BrochureRequestSchema = z.object({
  id: id(),
  email: z.string(),
  created_at: timestamp(),
});
export type BrochureRequest = z.infer<typeof BrochureRequestSchema>;

export const BrochureRequestInputSchema = z.object({
  email: z.email({ error: publicMessages.brochure.invalidEmail }),
});
export type BrochureRequestInput = z.infer<typeof BrochureRequestInputSchema>;
