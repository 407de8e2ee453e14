import { z } from 'zod';
import { type CareerApplication, CareerApplicationSchema, CareerOpeningSchema, CareerStatusSchema } from './careers';
import { ProductSchema, ServiceSchema } from './catalog';
import { AboutContentSchema, CertificationSchema, ContactContentSchema, HomepageContentSchema, InfrastructureItemSchema, TeamMemberSchema } from './company';
import { DashboardStatsSchema } from './dashboard';
import { DatasetSchema } from './dataset';
import { NavigationNodeSchema } from './navigation';
import { capNavigationDepth } from './navigation-depth';
import { GalleryInheritanceTypeSchema, PageContentSchema, PageImageSchema, PageSchema } from './pages';
import { SeoSettingsSchema } from './seo';
import { SliderItemSchema } from './slider';
import { type ContactSubmission, ContactStatusSchema, ContactSubmissionSchema } from './submissions';
import { id, text } from './schema-helpers';

/**
 * The documented `.php` JSON contract (both specs, section 7): every endpoint's base, method, body kind, which
 * credential it carries, and the envelope of its answer. The HTTP adapter and the MSW handlers are both built from this.
 */

export type ApiBase = 'public' | 'admin' | 'seo';
export type BodyKind = 'none' | 'json' | 'multipart';

/**
 * What an endpoint sends as X-API-Key (public spec 6, admin spec 6):
 * - 'none': nothing (the public lists and pages, the visitors' submissions);
 * - 'public': the key public screens send (VITE_API_KEY). The specs send it from public pages (about, team,
 *   infrastructure, certifications, openings, SEO, home and contact content), so it is in every visitor's bundle
 *   and public by nature: only reads of content the site publishes anyway carry it;
 * - 'admin': the back-office credential: every other admin-base and SEO-base call, every write, the submission
 *   reads and download_resume.php. With a single shared key (the specs' deployment) it is VITE_API_KEY as well;
 *   in hardened mode (VITE_ADMIN_CREDENTIAL=derived) it is derived from the password at login and never in the bundle.
 */
export type Credential = 'none' | 'public' | 'admin';

export type Endpoint = {
  path: `${string}.php`;
  base: ApiBase;
  method: 'GET' | 'POST';
  body: BodyKind;
  credential: Credential;
};

const get = (path: Endpoint['path'], base: ApiBase, credential: Credential = 'none'): Endpoint => ({ path, base, method: 'GET', body: 'none', credential });
const post = (path: Endpoint['path'], base: ApiBase, credential: Credential = 'admin', body: BodyKind = 'json'): Endpoint => ({
  path,
  base,
  method: 'POST',
  body,
  credential,
});

export const API_KEY_HEADER = 'X-API-Key';

/** Whether a call to the endpoint carries X-API-Key at all. */
export const sendsKey = (endpoint: Endpoint): boolean => endpoint.credential !== 'none';

export const endpoints = {
  // Public reads (public spec 7); the keyed ones carry the public key
  getNavigation: get('get_navigation.php', 'public'),
  getSeoSettings: get('get_seo_settings.php', 'seo', 'public'),
  getServices: get('get_services.php', 'public'),
  getProducts: get('get_products.php', 'public'),
  getSliderItems: get('get_slider_items.php', 'public'),
  getAboutContent: get('get_about_content.php', 'admin', 'public'),
  getTeamMembers: get('get_team_members.php', 'admin', 'public'),
  getInfrastructure: get('get_infrastructure.php', 'admin', 'public'),
  getCertifications: get('get_certifications.php', 'admin', 'public'),
  getPageContent: get('get_page_content.php', 'public'),
  getPageImages: get('get_page_images.php', 'public'),
  submitContactForm: post('submit_contact_form.php', 'public', 'none'),
  getCareerOpenings: get('get_career_openings.php', 'admin', 'public'),
  submitCareerApplication: post('submit_career_application.php', 'public', 'none', 'multipart'),
  /** Only the back office downloads résumés: the specs send no key, but the file holds an applicant's data. */
  downloadResume: get('download_resume.php', 'public', 'admin'),
  /** Beyond the spec: the brochure block's submit (public spec 2.4 leaves it open). */
  requestBrochure: post('request_brochure.php', 'public', 'none'),

  // Dashboard and pages (admin spec 7)
  getDashboardStats: get('get_dashboard_stats.php', 'admin', 'admin'),
  getPages: get('get_pages.php', 'admin', 'admin'),
  getPagesForGalleryInheritance: get('get_pages_for_gallery_inheritance.php', 'admin', 'admin'),
  createPage: post('create_page.php', 'admin'),
  updatePage: post('update_page.php', 'admin'),
  deletePage: post('delete_page.php', 'admin'),
  uploadPageImage: post('upload_page_image.php', 'admin', 'admin', 'multipart'),
  deletePageImage: post('delete_page_image.php', 'admin'),

  // Navigation (public API base; every back-office write carries the key)
  createNavigation: post('create_navigation.php', 'public'),
  updateNavigation: post('update_navigation.php', 'public'),
  deleteNavigation: post('delete_navigation.php', 'public'),

  // Slider. Admin spec 6 describes an old client that left the key off some of these calls; a server that checks the
  // key on its admin base refuses such calls, so every admin call carries it.
  getAdminSliderItems: get('get_slider_items.php', 'admin', 'admin'),
  uploadImage: post('upload_image.php', 'admin', 'admin', 'multipart'),
  createSliderItem: post('create_slider_item.php', 'admin'),
  updateSliderItem: post('update_slider_item.php', 'admin'),
  deleteSliderItem: post('delete_slider_item.php', 'admin'),
  updateSliderOrder: post('update_slider_order.php', 'admin'),

  // Contact submissions and career applications
  getContactFormData: get('get_contact_form_data.php', 'admin', 'admin'),
  updateFormStatus: post('update_form_status.php', 'admin'),
  deleteContactSubmission: post('delete_contact_submission.php', 'admin'),
  getCareerApplications: get('get_career_applications.php', 'admin', 'admin'),
  updateCareerStatus: post('update_career_status.php', 'admin'),
  deleteCareerApplication: post('delete_career_application.php', 'admin'),

  // Content
  getHomepageContent: get('get_homepage_content.php', 'admin', 'public'),
  getContactContent: get('get_contact_content.php', 'admin', 'public'),
  updateHomepageContent: post('update_homepage_content.php', 'admin'),
  updateAboutContent: post('update_about_content.php', 'admin'),
  updateContactContent: post('update_contact_content.php', 'admin'),
  createCareerOpening: post('create_career_opening.php', 'admin'),
  updateCareerOpening: post('update_career_opening.php', 'admin'),
  deleteCareerOpening: post('delete_career_opening.php', 'admin'),
  createTeamMember: post('create_team_member.php', 'admin'),
  updateTeamMember: post('update_team_member.php', 'admin'),
  deleteTeamMember: post('delete_team_member.php', 'admin'),
  createInfrastructureItem: post('create_infrastructure_item.php', 'admin'),
  updateInfrastructureItem: post('update_infrastructure_item.php', 'admin'),
  deleteInfrastructureItem: post('delete_infrastructure_item.php', 'admin'),
  createCertification: post('create_certification.php', 'admin'),
  updateCertification: post('update_certification.php', 'admin'),
  deleteCertification: post('delete_certification.php', 'admin'),
  getAdminServices: get('get_services.php', 'admin', 'admin'),
  createService: post('create_service.php', 'admin'),
  updateService: post('update_service.php', 'admin'),
  deleteService: post('delete_service.php', 'admin'),
  updateServiceOrder: post('update_service_order.php', 'admin'),

  // Products. The back office lists from the admin base (admin spec 7), where inactive rows are included.
  getAdminProducts: get('get_products.php', 'admin', 'admin'),
  createProduct: post('create_product.php', 'admin'),
  updateProduct: post('update_product.php', 'admin'),
  deleteProduct: post('delete_product.php', 'admin'),
  updateProductOrder: post('update_product_order.php', 'admin'),

  // SEO
  updateSeoSettings: post('update_seo_settings.php', 'admin'),

  /** Beyond the spec: demo tooling (export, import, reset of the whole dataset). */
  exportDataset: get('demo_export.php', 'admin', 'admin'),
  importDataset: post('demo_import.php', 'admin'),
  resetDataset: post('demo_reset.php', 'admin'),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

// ---------------------------------------------------------------------------------------------------------------
// Envelopes. Every answer carries success and (usually) message; the fields read are listed per endpoint.

const base = { success: z.literal(true), message: text() };

/**
 * Beyond the spec: the demo's list endpoints also answer one page (page, per_page) with the filtered list's size and
 * its count per status, so a back office with 100,000 submissions moves 25 rows per request, not 100,000. The HTTP
 * adapter sends these only when told the server pages (the demo); a PHP server answers the whole list.
 */
export const PAGED_LIST_QUERY = { page: 'page', perPage: 'per_page' } as const;
const pagedListFields = { total: z.number().int().nonnegative().optional(), counts: z.record(z.string(), z.number().int()).optional() };

/** Any failed answer: {success:false, message}; PHP servers send it with 200 or 4xx/5xx. */
export const FailureEnvelopeSchema = z.object({
  success: z.literal(false),
  message: text(),
  error: text().optional(),
});

export const MutationEnvelopeSchema = z.object({ ...base, id: id().optional() });

/** certificate_number is what the admin list displays (admin spec 3); the public site reads cert_number. */
export const WireCertificationSchema = z.preprocess((value) => {
  if (value && typeof value === 'object' && !('cert_number' in value) && 'certificate_number' in value) {
    return { ...value, cert_number: (value as { certificate_number: unknown }).certificate_number };
  }
  return value;
}, CertificationSchema);

/** The dashboard lists applications with first_name/last_name (admin spec 3). */
export const WireRecentCareerSubmissionSchema = z.preprocess((value) => {
  if (value && typeof value === 'object' && !('name' in value)) {
    const v = value as { first_name?: unknown; last_name?: unknown };
    return { ...value, name: [v.first_name, v.last_name].filter((part) => typeof part === 'string' && part).join(' ') };
  }
  return value;
}, DashboardStatsSchema.shape.recentCareerSubmissions.element);

/** How a field of a large list's row looks in the domain's own form: an id, any string, a timestamp or one of a set. */
type CanonicalField = 'id' | 'string' | 'timestamp' | readonly string[];

function isCanonicalField(kind: CanonicalField, value: unknown): boolean {
  if (kind === 'id') return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
  if (kind === 'string') return typeof value === 'string';
  if (kind === 'timestamp') return typeof value === 'string' && value.length > 0;
  return typeof value === 'string' && kind.includes(value);
}

/**
 * A row of one of the large lists (10,000 contact submissions), read with its domain schema behind a fast path: a row
 * already in the domain's own form (every field present with its plain type, a known status, no other field), as the
 * mock and a well-behaved server send it, is exactly what the domain schema would answer for it, so it is checked
 * field by field and kept as it is. Any other row (numeric-string ids, nulls, an empty status, extra fields) goes
 * through the domain schema and its normalisation. The domain schema's readers (preprocess, union and transform per
 * field) and the copy of every row cost several times more, which shows at 10,000 rows.
 */
function listRow<T>(fields: { [K in keyof T]-?: CanonicalField }, domain: z.ZodType<T>): z.ZodType<T> {
  const entries = Object.entries(fields) as [string, CanonicalField][];
  const isCanonical = (value: unknown): value is T => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const row = value as Record<string, unknown>;
    // Every field present and valid, and no more fields than that: nothing for the schema to add, change or drop.
    return entries.every(([key, kind]) => isCanonicalField(kind, row[key])) && Object.keys(row).length === entries.length;
  };
  return z.union([z.custom<T>(isCanonical), domain]);
}

const ContactSubmissionRowSchema = listRow<ContactSubmission>(
  {
    id: 'id',
    name: 'string',
    email: 'string',
    phone: 'string',
    company: 'string',
    subject: 'string',
    message: 'string',
    status: ContactStatusSchema.options,
    created_at: 'timestamp',
  },
  ContactSubmissionSchema,
);

const CareerApplicationRowSchema = listRow<CareerApplication>(
  {
    id: 'id',
    name: 'string',
    email: 'string',
    phone: 'string',
    position: 'string',
    experience: 'string',
    education: 'string',
    skills: 'string',
    cover_letter: 'string',
    resume_filename: 'string',
    resume_file: 'string',
    status: CareerStatusSchema.options,
    created_at: 'timestamp',
  },
  CareerApplicationSchema,
);

export const envelopes = {
  // Capped before it is validated: a recursive check of a tree thousands of levels deep would exhaust the stack.
  getNavigation: z.object({ ...base, navigation: z.preprocess((raw) => capNavigationDepth(raw), z.array(NavigationNodeSchema)) }),
  getSeoSettings: z.object({ ...base, settings: SeoSettingsSchema.nullable() }),
  getServices: z.object({ ...base, services: z.array(ServiceSchema) }),
  getProducts: z.object({ ...base, data: z.array(ProductSchema) }),
  getSliderItems: z.object({ ...base, slider_items: z.array(SliderItemSchema) }),
  getAdminServices: z.object({ ...base, services: z.array(ServiceSchema) }),
  getAdminProducts: z.object({ ...base, data: z.array(ProductSchema) }),
  getAdminSliderItems: z.object({ ...base, slider_items: z.array(SliderItemSchema) }),
  getAboutContent: z.object({ ...base, content: z.object({ main: AboutContentSchema }) }),
  getTeamMembers: z.object({ ...base, team_members: z.array(TeamMemberSchema) }),
  getInfrastructure: z.object({ ...base, infrastructure: z.array(InfrastructureItemSchema) }),
  getCertifications: z.object({ ...base, certifications: z.array(WireCertificationSchema) }),
  getPageContent: z.object({ ...base, data: z.array(PageContentSchema) }),
  getPageImages: z.object({
    ...base,
    data: z.array(PageImageSchema),
    gallery_source: text(),
    gallery_inheritance: z.object({
      type: GalleryInheritanceTypeSchema,
      source_page: z.object({ id: id(), page_title: z.string() }).nullable(),
    }),
  }),
  getCareerOpenings: z.object({ ...base, careers: z.array(CareerOpeningSchema) }),
  getDashboardStats: z.object({
    ...base,
    data: DashboardStatsSchema.extend({ recentCareerSubmissions: z.array(WireRecentCareerSubmissionSchema) }),
  }),
  getPages: z.object({ ...base, pages: z.array(PageSchema) }),
  getPagesForGalleryInheritance: z.object({ ...base, pages: z.array(z.object({ id: id(), title: z.string() })) }),
  /** url: where the server serves the stored file (absolute or site-relative), when it says. */
  uploadImage: z.object({ ...base, filename: z.string().min(1), url: z.string().optional() }),
  // total and counts: beyond the spec, the demo's answer to a paged query (PAGED_LIST_QUERY); absent from a PHP server.
  getContactFormData: z.object({ ...base, submissions: z.array(ContactSubmissionRowSchema), ...pagedListFields }),
  getCareerApplications: z.object({ ...base, applications: z.array(CareerApplicationRowSchema), ...pagedListFields }),
  getHomepageContent: z.object({ ...base, content: HomepageContentSchema }),
  getContactContent: z.object({ ...base, content: ContactContentSchema }),
  /** Beyond the spec: demo_export.php answers the whole dataset (files as data: URLs). */
  exportDataset: z.object({ ...base, data: DatasetSchema }),
  mutation: MutationEnvelopeSchema,
} as const;

/** Query names of the filtered lists (admin spec 7). */
export const CONTACT_FILTER_QUERY = ['status', 'dateFrom', 'dateTo', 'search'] as const;
export const CAREER_FILTER_QUERY = ['status', 'position', 'dateFrom', 'dateTo', 'search'] as const;
