import type { CareerApplicationFilter } from '../domain/careers';
import type { PageContentQuery } from '../domain/pages';
import type { SeoPageType } from '../domain/seo';
import type { ContactSubmissionFilter } from '../domain/submissions';
import type { ImageKind, Repository } from './repository';

/** A Repository area; every query key starts with one, so a write invalidates its area by that first element. */
export type DataArea = Exclude<keyof Repository, 'dataset'>;

const listKeys = <A extends DataArea>(area: A) => ({
  all: [area] as const,
  /** Every row, inactive ones included (the back office). */
  list: () => [area, 'list'] as const,
  /** The active rows, as the public site shows them. */
  published: () => [area, 'published'] as const,
});

/** The query keys, one factory per Repository area (TanStack Query matches keys by prefix). */
export const queryKeys = {
  navigation: { all: ['navigation'] as const, tree: () => ['navigation', 'tree'] as const, adminTree: () => ['navigation', 'admin-tree'] as const },
  pages: {
    ...listKeys('pages'),
    galleryInheritance: () => ['pages', 'gallery-inheritance'] as const,
    content: (query: PageContentQuery | null) => ['pages', 'content', query] as const,
  },
  pageImages: {
    all: ['pageImages'] as const,
    gallery: (pageId: number) => ['pageImages', 'gallery', pageId] as const,
    /** The public gallery: the images with the URLs an <img> shows. */
    publicGallery: (pageId: number) => ['pageImages', 'public-gallery', pageId] as const,
  },
  slider: listKeys('slider'),
  services: listKeys('services'),
  products: listKeys('products'),
  about: {
    all: ['about'] as const,
    main: () => ['about', 'main'] as const,
    /** The About Us page: the texts plus team, infrastructure and certifications. */
    page: () => ['about', 'page'] as const,
  },
  team: listKeys('team'),
  infrastructure: listKeys('infrastructure'),
  certifications: listKeys('certifications'),
  homepageContent: { all: ['homepageContent'] as const, content: () => ['homepageContent', 'content'] as const },
  contactContent: { all: ['contactContent'] as const, content: () => ['contactContent', 'content'] as const },
  careerOpenings: listKeys('careerOpenings'),
  contactSubmissions: {
    all: ['contactSubmissions'] as const,
    list: (filter: ContactSubmissionFilter = {}) => ['contactSubmissions', 'list', filter] as const,
  },
  careerApplications: {
    all: ['careerApplications'] as const,
    list: (filter: CareerApplicationFilter = {}) => ['careerApplications', 'list', filter] as const,
  },
  brochureRequests: { all: ['brochureRequests'] as const },
  seo: { all: ['seo'] as const, settings: (pageType: SeoPageType) => ['seo', 'settings', pageType] as const },
  dashboard: { all: ['dashboard'] as const, stats: () => ['dashboard', 'stats'] as const },
  files: {
    all: ['files'] as const,
    imageUrl: (kind: ImageKind, filename: string) => ['files', 'image-url', kind, filename] as const,
    /** The URLs of one slide's background and panel images. */
    slideImages: (files: readonly string[]) => ['files', 'slide-images', ...files] as const,
  },
} satisfies Record<DataArea, { all: readonly [DataArea] } & Record<string, unknown>>;
