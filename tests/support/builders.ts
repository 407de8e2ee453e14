import type { CareerApplication, CareerOpening } from '../../src/domain/careers';
import type { Product, Service } from '../../src/domain/catalog';
import type { Certification, InfrastructureItem, TeamMember } from '../../src/domain/company';
import type { Dataset, StoredFile } from '../../src/domain/dataset';
import type { NavigationItem } from '../../src/domain/navigation';
import type { Page, PageImage } from '../../src/domain/pages';
import type { SeoSettings } from '../../src/domain/seo';
import type { SliderItem } from '../../src/domain/slider';
import type { ContactSubmission } from '../../src/domain/submissions';

/** Test builders: small, explicit records (buildX(overrides)) and one compact dataset for store-level suites. */

export const buildNavigationItem = (overrides: Partial<NavigationItem> & Pick<NavigationItem, 'id' | 'title' | 'slug'>): NavigationItem => ({
  url: '',
  icon: '',
  has_page: false,
  order_index: 0,
  is_active: true,
  parent_id: null,
  external_url: '',
  ...overrides,
});

export const buildPage = (overrides: Partial<Page> & Pick<Page, 'id' | 'title' | 'slug'>): Page => ({
  content: '<p>Content</p>',
  parent_id: null,
  is_active: true,
  meta_description: '',
  gallery_inheritance_type: 'parent',
  gallery_inheritance_id: null,
  gallery_source_name: '',
  created_at: '2026-01-10 09:00:00',
  updated_at: '2026-01-10 09:00:00',
  ...overrides,
});

export const buildPageImage = (overrides: Partial<PageImage> & Pick<PageImage, 'id' | 'page_id'>): PageImage => ({
  image_filename: `image-${overrides.id}.svg`,
  image_title: `Image ${overrides.id}`,
  image_description: '',
  created_at: '2026-01-10 09:00:00',
  ...overrides,
});

export const buildSliderItem = (overrides: Partial<SliderItem> & Pick<SliderItem, 'id'>): SliderItem => ({
  title: `Slide ${overrides.id}`,
  highlight: 'Steel',
  subtitle: 'Subtitle',
  description: 'Description',
  button_text: 'Learn more',
  button_url: '/products',
  background_image: `slide-${overrides.id}.svg`,
  display_order: overrides.id,
  is_active: true,
  red_section_1_title: 'Panel one',
  red_section_1_description: 'First panel description',
  red_section_1_image: 'img_1.svg',
  red_section_1_url: '/page/fencing',
  red_section_2_title: '',
  red_section_2_description: '',
  red_section_2_image: '',
  red_section_2_url: '',
  red_section_3_title: '',
  red_section_3_description: '',
  red_section_3_image: '',
  red_section_3_url: '',
  ...overrides,
});

export const buildService = (overrides: Partial<Service> & Pick<Service, 'id'>): Service => ({
  title: `Service ${overrides.id}`,
  description: 'What we do',
  icon: 'fa-cogs',
  image_url: '',
  link_url: '',
  is_active: true,
  display_order: overrides.id,
  ...overrides,
});

export const buildProduct = (overrides: Partial<Product> & Pick<Product, 'id'>): Product => ({
  title: `Product ${overrides.id}`,
  category: 'Fencing',
  description: 'A product',
  icon: 'fa-cube',
  image_url: '',
  link: '',
  specifications: '',
  features: '',
  sort_order: overrides.id,
  is_active: true,
  ...overrides,
});

export const buildTeamMember = (overrides: Partial<TeamMember> & Pick<TeamMember, 'id'>): TeamMember => ({
  name: `Person ${overrides.id}`,
  position: 'Engineer',
  description: 'Works here',
  image_url: '',
  email: '',
  linkedin_url: '',
  ...overrides,
});

export const buildInfrastructureItem = (overrides: Partial<InfrastructureItem> & Pick<InfrastructureItem, 'id'>): InfrastructureItem => ({
  title: `Facility ${overrides.id}`,
  description: 'A facility',
  icon: 'fa-industry',
  image_url: '',
  ...overrides,
});

export const buildCertification = (overrides: Partial<Certification> & Pick<Certification, 'id'>): Certification => ({
  title: `Certificate ${overrides.id}`,
  description: 'Certified',
  icon: 'fa-certificate',
  image_url: '',
  cert_number: `CERT-${overrides.id}`,
  issued_date: '2025-01-01',
  expiry_date: '2028-01-01',
  issuing_body: 'Bureau',
  ...overrides,
});

export const buildCareerOpening = (overrides: Partial<CareerOpening> & Pick<CareerOpening, 'id'>): CareerOpening => ({
  title: `Job ${overrides.id}`,
  department: 'Production',
  location: 'Mohali',
  type: 'full-time',
  experience: '3-5 years',
  salary_range: '',
  description: 'A job',
  requirements: 'Skills',
  benefits: 'Benefits',
  is_active: true,
  ...overrides,
});

export const buildContactSubmission = (overrides: Partial<ContactSubmission> & Pick<ContactSubmission, 'id'>): ContactSubmission => ({
  name: `Visitor ${overrides.id}`,
  email: `visitor${overrides.id}@example.com`,
  phone: '',
  company: '',
  subject: 'general-inquiry',
  message: 'Hello',
  status: 'new',
  created_at: '2026-03-01 10:00:00',
  ...overrides,
});

export const buildCareerApplication = (overrides: Partial<CareerApplication> & Pick<CareerApplication, 'id'>): CareerApplication => ({
  name: `Applicant ${overrides.id}`,
  email: `applicant${overrides.id}@example.com`,
  phone: '+91 90000 00000',
  position: 'Welder',
  experience: '1-3',
  education: '',
  skills: '',
  cover_letter: '',
  resume_filename: '',
  resume_file: '',
  status: 'new',
  created_at: '2026-03-01 10:00:00',
  ...overrides,
});

export const buildSeoSettings = (overrides: Partial<SeoSettings> & Pick<SeoSettings, 'page_type'>): SeoSettings => ({
  page_title: `Title of ${overrides.page_type}`,
  meta_description: `Description of ${overrides.page_type}`,
  meta_keywords: 'steel, fencing',
  robots: 'index,follow',
  og_title: '',
  og_description: '',
  og_image: '',
  canonical_url: '',
  twitter_title: '',
  twitter_description: '',
  twitter_image: '',
  structured_data: '',
  ...overrides,
});

/** A small valid PDF, as the career form would upload. */
export function buildPdfBytes(text = 'Resume'): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% ${text}\n%%EOF\n`);
}

/** A stored upload; `name` is the uploader's own file name (by default the stored one). */
export function buildStoredFile(path: string, bytes: Uint8Array<ArrayBuffer>, type: string, name?: string): StoredFile {
  return {
    path,
    name: name ?? path.split('/').pop() ?? path,
    type,
    size: bytes.byteLength,
    data_url: `data:${type};base64,${Buffer.from(bytes).toString('base64')}`,
  };
}

/** The compact dataset the store-level suites start from (a fresh object each call). */
export function buildDataset(overrides: Partial<Dataset> = {}): Dataset {
  return {
    navigation: [
      buildNavigationItem({ id: 1, title: 'Home', slug: 'home', order_index: 1 }),
      buildNavigationItem({ id: 2, title: 'About Us', slug: 'about-us', order_index: 2 }),
      buildNavigationItem({ id: 3, title: 'Our Team', slug: 'our-team', parent_id: 2, order_index: 2 }),
      buildNavigationItem({ id: 4, title: 'Vision & Mission', slug: 'vision-mission', parent_id: 2, order_index: 1 }),
      buildNavigationItem({ id: 5, title: 'Manufacturing', slug: 'manufacturing', has_page: true, order_index: 3 }),
      buildNavigationItem({ id: 6, title: 'Fencing', slug: 'fencing', parent_id: 5, has_page: true, order_index: 1 }),
      buildNavigationItem({ id: 7, title: 'Chain Link Fencing', slug: 'chain-link-fencing', parent_id: 6, has_page: true, order_index: 1 }),
      buildNavigationItem({ id: 8, title: 'Archive', slug: 'archive', order_index: 9, is_active: false }),
    ],
    pages: [
      buildPage({ id: 1, title: 'Manufacturing - Ironcrest Steel Industries', slug: 'manufacturing', gallery_inheritance_type: 'none' }),
      buildPage({ id: 2, title: 'Fencing', slug: 'fencing', parent_id: 1 }),
      buildPage({ id: 3, title: 'Chain Link Fencing', slug: 'chain-link-fencing', parent_id: 2, gallery_inheritance_type: 'custom', gallery_inheritance_id: 1, gallery_source_name: 'Manufacturing - Ironcrest Steel Industries' }),
      buildPage({ id: 4, title: 'Old page', slug: 'old-page', is_active: false }),
    ],
    pageImages: [
      buildPageImage({ id: 1, page_id: 1 }),
      buildPageImage({ id: 2, page_id: 1 }),
      buildPageImage({ id: 3, page_id: 2, image_title: 'Fence panel' }),
    ],
    sliderItems: [buildSliderItem({ id: 1 }), buildSliderItem({ id: 2 }), buildSliderItem({ id: 3 })],
    services: [buildService({ id: 1 }), buildService({ id: 2 }), buildService({ id: 3, is_active: false })],
    products: [buildProduct({ id: 1, sort_order: 0 }), buildProduct({ id: 2, sort_order: 1 }), buildProduct({ id: 3, sort_order: 2, is_active: false })],
    aboutContent: {
      title: 'About Ironcrest',
      subtitle: 'Steel you can build on',
      description: 'We make steel products.',
      mission: 'Our mission',
      vision: 'Our vision',
      values_text: 'Integrity',
      team_title: 'Leadership',
      team_description: 'Our leaders',
    },
    teamMembers: [buildTeamMember({ id: 1 }), buildTeamMember({ id: 2 })],
    infrastructure: [buildInfrastructureItem({ id: 1 })],
    certifications: [buildCertification({ id: 1 })],
    homepageContent: {
      hero: { title: 'Hero', subtitle: 'Hero subtitle', description: 'Hero text' },
      products: { title: 'Our Products', subtitle: '', description: '' },
      about: { title: 'About Us', subtitle: '', description: 'About text' },
      services: { title: 'Our Services', subtitle: '', description: '' },
      cta: { title: 'Get a quote', subtitle: '', description: '' },
    },
    contactContent: {
      title: 'Contact Us',
      subtitle: 'Get in Touch with Ironcrest',
      address: 'Mohali',
      phone: '+91 98140 22750',
      email: 'info@ironcreststeel.com',
      office_hours: 'Monday-Friday 9:00 AM-6:00 PM',
      map_embed: '',
    },
    careerOpenings: [buildCareerOpening({ id: 1, title: 'Welder' }), buildCareerOpening({ id: 2, title: 'Design Engineer', type: 'contract' })],
    contactSubmissions: [
      buildContactSubmission({ id: 1, status: 'new', created_at: '2026-01-15 09:00:00', name: 'Asha Verma', company: 'Verma Farms' }),
      buildContactSubmission({ id: 2, status: 'read', created_at: '2026-02-10 12:30:00', subject: 'quote-request' }),
      buildContactSubmission({ id: 3, status: 'replied', created_at: '2026-02-20 16:45:00' }),
      buildContactSubmission({ id: 4, status: 'closed', created_at: '2026-03-05 08:15:00', message: 'Need galvanised bolts' }),
    ],
    careerApplications: [
      buildCareerApplication({ id: 1, status: 'new', created_at: '2026-01-20 10:00:00', resume_filename: 'cv.pdf', resume_file: 'seed-cv.pdf' }),
      buildCareerApplication({ id: 2, status: 'reviewed', position: 'Design Engineer', created_at: '2026-02-11 11:00:00' }),
      buildCareerApplication({ id: 3, status: 'hired', created_at: '2026-03-02 14:00:00', name: 'Ravi Kumar' }),
    ],
    brochureRequests: [],
    seoSettings: [buildSeoSettings({ page_type: 'homepage' }), buildSeoSettings({ page_type: 'about' })],
    files: [buildStoredFile('resumes/seed-cv.pdf', buildPdfBytes('Applicant 1'), 'application/pdf')],
    ...overrides,
  };
}
