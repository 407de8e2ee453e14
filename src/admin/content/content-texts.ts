import { JOB_TYPES } from '../../domain/constants';
import type { JobType } from '../../domain/careers';

/** Labels of the Content Management screens that the spec leaves to the product (documented texts are in messages.ts). */
export const contentTexts = {
  save: 'Save Changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  retry: 'Retry',
  edit: 'Edit',
  delete: 'Delete',
  active: 'Active',
  inactive: 'Inactive',
  homepageSections: {
    hero: 'Hero Section',
    products: 'Products Section',
    about: 'About Section',
    services: 'Services Section',
    cta: 'Call to Action Section',
  },
  mapEmbedHint: 'Stored as text for the public contact page; it is not rendered here.',
  /** Where the hero texts show: the slides have texts of their own, so these show only in the slider's stead. */
  heroHint:
    'Shown on the home page only when no slide is active, in the welcome banner that takes the slider’s place; while slides are active, each shows its own texts.',
  addressHint:
    'Shown in the contact page’s Contact Information, one office per line: “Registered Office: …”. Empty: the company’s offices.',
  certificateNumber: (value: string) => `Certificate No.: ${value}`,
} as const;

const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};

/** The job type choices (admin spec 4), full-time first as the default. */
export const JOB_TYPE_OPTIONS = JOB_TYPES.map((value) => ({ value, label: JOB_TYPE_LABELS[value] }));

export const jobTypeLabel = (value: JobType): string => JOB_TYPE_LABELS[value];
