import { z } from 'zod';
import { CAREER_STATUSES, DEFAULT_JOB_TYPE, JOB_TYPES } from './constants';
import { flag, id, requiredText, text, timestamp } from './schema-helpers';

export const JobTypeSchema = z.enum(JOB_TYPES);
export type JobType = z.infer<typeof JobTypeSchema>;

export const CareerOpeningSchema = z.object({
  id: id(),
  title: z.string(),
  department: text(),
  location: text(),
  type: z.preprocess((v) => v || DEFAULT_JOB_TYPE, JobTypeSchema),
  experience: text(),
  salary_range: text(),
  description: text(),
  requirements: text(),
  benefits: text(),
  is_active: flag(true),
});
export type CareerOpening = z.infer<typeof CareerOpeningSchema>;

export const CareerOpeningInputSchema = z.object({
  title: requiredText('Title'),
  department: text(),
  location: text(),
  type: z.preprocess((v) => v || DEFAULT_JOB_TYPE, JobTypeSchema),
  experience: text(),
  salary_range: text(),
  description: text(),
  requirements: text(),
  benefits: text(),
  is_active: flag(true),
  /** The version of the record the form loaded (record-version.ts); a save over a newer version is a conflict. */
  expected_version: z.string().optional(),
});
export type CareerOpeningInput = z.infer<typeof CareerOpeningInputSchema>;

export const CareerStatusSchema = z.enum(CAREER_STATUSES);
export type CareerStatus = z.infer<typeof CareerStatusSchema>;

export const CareerApplicationSchema = z.object({
  id: id(),
  name: z.string(),
  email: z.string(),
  phone: text(),
  position: text(),
  experience: text(),
  education: text(),
  skills: text(),
  cover_letter: text(),
  /** The file name the applicant uploaded. */
  resume_filename: text(),
  /** The stored file name, passed to download_resume.php?file=. */
  resume_file: text(),
  status: z.preprocess((v) => v || 'new', CareerStatusSchema),
  created_at: timestamp(),
});
export type CareerApplication = z.infer<typeof CareerApplicationSchema>;

/** The public application form (public spec 5); the resume file travels beside these fields. */
export const CareerApplicationInputSchema = z.object({
  name: requiredText('Full Name'),
  email: z.email({ error: 'Email Address must be a valid e-mail address' }),
  phone: requiredText('Phone Number'),
  position: text(),
  experience: text(),
  cover_letter: text(),
});
export type CareerApplicationInput = z.infer<typeof CareerApplicationInputSchema> & { resume: File | null };

export type CareerApplicationFilter = {
  status?: CareerStatus | '';
  position?: string;
  dateFrom?: string;
  dateTo?: string;
  search?: string;
};
