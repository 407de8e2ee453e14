import type { CareerApplication, CareerApplicationFilter, CareerApplicationInput, CareerOpening, CareerOpeningInput, CareerStatus } from '../domain/careers';
import type { Product, ProductInput, Service, ServiceInput } from '../domain/catalog';
import type {
  AboutContent,
  Certification,
  CertificationInput,
  ContactContent,
  HomepageContent,
  InfrastructureInput,
  InfrastructureItem,
  TeamMember,
  TeamMemberInput,
} from '../domain/company';
import type { DashboardStats } from '../domain/dashboard';
import type { Dataset } from '../domain/dataset';
import type { DatasetImportOptions, DatasetImportPart } from '../domain/dataset-import';
import type { NavigationInput, NavigationNode } from '../domain/navigation';
import type {
  Page,
  PageContent,
  PageContentQuery,
  PageGallery,
  PageImageUploadInput,
  PageInput,
  PageSummary,
} from '../domain/pages';
import type { ImageKind } from '../domain/image-location';
import type { SeoPageType, SeoSettings, SeoSettingsInput } from '../domain/seo';
import type { SliderItem, SliderItemInput } from '../domain/slider';
import type { Versioned } from '../domain/record-version';
import type {
  BrochureRequestInput,
  ContactStatus,
  ContactSubmission,
  ContactSubmissionFilter,
  ContactSubmissionInput,
} from '../domain/submissions';

/** What every write answers: the server's message (screens show it) and, for creates, the new id. */
/** `queued`: not sent yet, kept to be sent later (a kiosk without a connection, src/data/kiosk-outbox.ts). */
export type MutationResult = { message: string; id?: number; queued?: boolean };

/** Options of every read: `signal` cancels it (a screen left, a query superseded); adapters stop as soon as they can. */
export type ReadOptions = { signal?: AbortSignal };

/** Which page of a list (1-based) and how many rows a page holds. */
export type PageRequest = { page: number; perPage: number };

/** One page of a filtered submission list (newest first), the filtered list's size and its rows per status. */
export type SubmissionPage<T> = { rows: T[]; total: number; counts: Record<string, number> };

/** How many of `rows` have each status. */
export function countByStatus(rows: readonly { status: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return counts;
}

/** The page `request` of `rows` (already filtered and sorted), with the size and the counts per status. */
export function pageOf<T extends { status: string }>(rows: readonly T[], request: PageRequest): SubmissionPage<T> {
  const counts = countByStatus(rows);
  const start = (Math.max(1, request.page) - 1) * request.perPage;
  return { rows: rows.slice(start, start + request.perPage), total: rows.length, counts };
}

/** A downloaded file (resume). */
export type DownloadedFile = { blob: Blob; filename: string };

export type { ImageKind } from '../domain/image-location';

/** Basic CRUD of an admin-managed list; `list` answers every record, inactive ones included. */
export interface CrudArea<T, Input> {
  list(options?: ReadOptions): Promise<T[]>;
  create(input: Input): Promise<MutationResult>;
  update(id: number, input: Input): Promise<MutationResult>;
  remove(id: number): Promise<MutationResult>;
}

/**
 * An admin-ordered list the public site shows: the back office reads every row from the admin base, the public site
 * only the active ones from the public base (a real server filters them there).
 */
export interface OrderedArea<T, Input> extends CrudArea<T, Input> {
  /** The active rows, in their display order, as the public site shows them. */
  listPublished(options?: ReadOptions): Promise<T[]>;
  /** The ids of every row in their new order; positions are saved from 1 (the wire shape is the adapter's concern). */
  reorder(ids: number[]): Promise<MutationResult>;
}

/**
 * The port every screen talks to: one method per documented call of both specs' section 7.
 * Failures are thrown as RepositoryError carrying the server's message.
 */
export interface Repository {
  navigation: {
    /**
     * The whole tree, inactive items included (the public menu filters them). A server may leave inactive items out
     * unless asked for them (includeInactive: the back office asks; get_navigation.php?include_inactive=1); one that
     * ignores the question still leaves them out.
     */
    tree(options?: ReadOptions & { includeInactive?: boolean }): Promise<NavigationNode[]>;
    create(input: NavigationInput): Promise<MutationResult>;
    update(id: number, input: NavigationInput): Promise<MutationResult>;
    remove(id: number): Promise<MutationResult>;
  };
  pages: CrudArea<Page, PageInput> & {
    listForGalleryInheritance(options?: ReadOptions): Promise<PageSummary[]>;
    /** get_page_content.php; throws RepositoryError 'No content found' when there is none. */
    content(query: PageContentQuery, options?: ReadOptions): Promise<PageContent>;
  };
  pageImages: {
    gallery(pageId: number, options?: ReadOptions): Promise<PageGallery>;
    upload(input: PageImageUploadInput): Promise<MutationResult>;
    remove(id: number): Promise<MutationResult>;
  };
  slider: OrderedArea<SliderItem, SliderItemInput>;
  services: OrderedArea<Service, ServiceInput>;
  products: OrderedArea<Product, ProductInput>;
  about: {
    get(options?: ReadOptions): Promise<AboutContent>;
    update(main: Versioned<AboutContent>): Promise<MutationResult>;
  };
  team: CrudArea<TeamMember, TeamMemberInput>;
  infrastructure: CrudArea<InfrastructureItem, InfrastructureInput>;
  certifications: CrudArea<Certification, CertificationInput>;
  homepageContent: {
    get(options?: ReadOptions): Promise<HomepageContent>;
    update(content: Versioned<HomepageContent>): Promise<MutationResult>;
  };
  contactContent: {
    get(options?: ReadOptions): Promise<ContactContent>;
    update(content: Versioned<ContactContent>): Promise<MutationResult>;
  };
  careerOpenings: CrudArea<CareerOpening, CareerOpeningInput>;
  contactSubmissions: {
    submit(input: ContactSubmissionInput): Promise<MutationResult>;
    list(filter?: ContactSubmissionFilter, options?: ReadOptions): Promise<ContactSubmission[]>;
    /** One page of list(filter), with its size and counts (absent on a port that only lists: the caller pages). */
    page?(filter: ContactSubmissionFilter, request: PageRequest, options?: ReadOptions): Promise<SubmissionPage<ContactSubmission>>;
    updateStatus(id: number, status: ContactStatus): Promise<MutationResult>;
    remove(id: number): Promise<MutationResult>;
  };
  careerApplications: {
    submit(input: CareerApplicationInput): Promise<MutationResult>;
    list(filter?: CareerApplicationFilter, options?: ReadOptions): Promise<CareerApplication[]>;
    page?(filter: CareerApplicationFilter, request: PageRequest, options?: ReadOptions): Promise<SubmissionPage<CareerApplication>>;
    updateStatus(id: number, status: CareerStatus): Promise<MutationResult>;
    remove(id: number): Promise<MutationResult>;
    /**
     * The resume stored as `file`, named as the server names it (Content-Disposition), else `fallbackName` (the
     * applicant's file name as listed), else the storage name.
     */
    downloadResume(file: string, fallbackName?: string): Promise<DownloadedFile>;
  };
  brochureRequests: {
    submit(input: BrochureRequestInput): Promise<MutationResult>;
  };
  seo: {
    /** Settings of one page type, or null when none are stored. */
    get(pageType: SeoPageType, options?: ReadOptions): Promise<SeoSettings | null>;
    update(input: SeoSettingsInput): Promise<MutationResult>;
  };
  dashboard: {
    stats(options?: ReadOptions): Promise<DashboardStats>;
  };
  files: {
    /**
     * upload_image.php: stores a slider or red-section image and answers its filename (what the slide stores), and the
     * URL the server serves it at when it says so.
     */
    uploadImage(image: File): Promise<{ filename: string; url?: string; message: string }>;
    /** A URL an <img> can show for a stored image filename. */
    imageUrl(kind: ImageKind, filename: string): Promise<string>;
    /** The bytes of an uploaded image; throws 'not-found' for images the store does not hold (static seed files). */
    readImage(kind: ImageKind, filename: string): Promise<DownloadedFile>;
  };
  dataset: {
    export(): Promise<Dataset>;
    /**
     * Replaces every record with the given (validated) dataset: a large one in parts (src/domain/dataset-import.ts),
     * each answered quickly, with `onProgress` told after each; a new import replaces everything again, never adds.
     */
    import(dataset: Dataset, options?: DatasetImportOptions): Promise<void>;
    /** Stores one part of an import sent in parts (what demo_import.php receives); screens call import(). */
    importPart(part: DatasetImportPart): Promise<void>;
    /** Back to the seed data. */
    reset(): Promise<void>;
  };
}
