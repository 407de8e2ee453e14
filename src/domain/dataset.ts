import { z } from 'zod';
import { CareerApplicationSchema, CareerOpeningSchema } from './careers';
import { ProductSchema, ServiceSchema } from './catalog';
import {
  AboutContentSchema,
  CertificationSchema,
  ContactContentSchema,
  HomepageContentSchema,
  InfrastructureItemSchema,
  TeamMemberSchema,
} from './company';
import { NavigationItemSchema } from './navigation';
import { PageImageSchema, PageSchema } from './pages';
import { SeoSettingsSchema } from './seo';
import { SliderItemSchema } from './slider';
import { BrochureRequestSchema, ContactSubmissionSchema } from './submissions';

/** A stored file (uploaded image or resume), carried as a data: URL in exports and db.json. */
export const StoredFileSchema = z.object({
  /** "page_images/x.webp", "slider/y.png" or "resumes/z.pdf". */
  path: z.string().min(1),
  name: z.string(),
  type: z.string(),
  size: z.number().int().nonnegative(),
  data_url: z.string().startsWith('data:'),
});
export type StoredFile = z.infer<typeof StoredFileSchema>;

/**
 * The whole store: what fixtures seed, what db.json holds and what the demo exports and imports.
 * Navigation is kept flat; the tree is built from parent_id and order_index.
 */
export const DatasetSchema = z.object({
  navigation: z.array(NavigationItemSchema),
  pages: z.array(PageSchema),
  pageImages: z.array(PageImageSchema),
  sliderItems: z.array(SliderItemSchema),
  services: z.array(ServiceSchema),
  products: z.array(ProductSchema),
  aboutContent: AboutContentSchema,
  teamMembers: z.array(TeamMemberSchema),
  infrastructure: z.array(InfrastructureItemSchema),
  certifications: z.array(CertificationSchema),
  homepageContent: HomepageContentSchema,
  contactContent: ContactContentSchema,
  careerOpenings: z.array(CareerOpeningSchema),
  contactSubmissions: z.array(ContactSubmissionSchema),
  careerApplications: z.array(CareerApplicationSchema),
  brochureRequests: z.array(BrochureRequestSchema),
  seoSettings: z.array(SeoSettingsSchema),
  files: z.array(StoredFileSchema),
});
export type Dataset = z.infer<typeof DatasetSchema>;

export const DATASET_COLLECTIONS = [
  'navigation',
  'pages',
  'pageImages',
  'sliderItems',
  'services',
  'products',
  'teamMembers',
  'infrastructure',
  'certifications',
  'careerOpenings',
  'contactSubmissions',
  'careerApplications',
  'brochureRequests',
  'seoSettings',
] as const;
export type DatasetCollection = (typeof DATASET_COLLECTIONS)[number];
