/** Business constants of both specifications (public section 9, admin section 9). */

export const NAVIGATION_TIMEOUT_MS = 5000;
/** Every other API call gives up after this long (VITE_API_TIMEOUT_MS), so no screen or form waits for ever. */
export const DEFAULT_API_TIMEOUT_MS = 15_000;
/** Uploads carry up to 10 MB, so they get this many times the call timeout. */
export const UPLOAD_TIMEOUT_FACTOR = 4;
export const SLIDER_AUTO_ADVANCE_MS = 5000;
export const HASH_SCROLL_DELAY_MS = 100;
export const APPLICATION_MODAL_CLOSE_MS = 2000;
export const STATUS_MESSAGE_MS = 3000;
export const SEO_MESSAGE_MS = 3000;

export const HOME_SERVICES_LIMIT = 5;
export const HOME_PRODUCTS_LIMIT = 9;
export const SLIDER_PANEL_TRUNCATE = 30;
export const SLIDER_PANEL_COUNT = 3;
export const MAX_SLIDER_ITEMS = 5;
export const MAX_PAGE_IMAGES = 25;
export const DRAG_ACTIVATION_DISTANCE_PX = 8;
export const DASHBOARD_RECENT_MAX_HEIGHT_PX = 300;
export const DASHBOARD_RECENT_LIMIT = 5;

export const COMPANY_FIGURES = {
  years: '30+',
  clients: '500+',
  countries: '50+',
} as const;

export const CONTACT_REPLY_HOURS = 24;

export const SEO_LIMITS = {
  page_title: 60,
  meta_description: 160,
  og_title: 60,
  twitter_title: 60,
  og_description: 200,
  twitter_description: 200,
} as const;

export const SEO_RECOMMENDED = {
  page_title: { min: 50, max: 60 },
  meta_description: { min: 150, max: 160 },
} as const;

export const SEO_IMAGE_SIZES = {
  og: '1200x630',
  twitter: '1200x600',
} as const;

export const ROBOTS_OPTIONS = ['index,follow', 'noindex,follow', 'index,nofollow', 'noindex,nofollow'] as const;
export const DEFAULT_ROBOTS = 'index,follow';

export const CONTACT_STATUSES = ['new', 'read', 'replied', 'closed'] as const;
export const CAREER_STATUSES = ['new', 'reviewed', 'shortlisted', 'interviewed', 'hired', 'rejected'] as const;
/** The dashboard also knows the value pending (admin spec 4). */
export const DASHBOARD_CAREER_STATUSES = ['pending', ...CAREER_STATUSES] as const;

export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export const DEFAULT_JOB_TYPE = 'full-time';
export const DEFAULT_PRODUCT_SORT_ORDER = 0;

export const GALLERY_INHERITANCE_TYPES = ['parent', 'none', 'custom'] as const;
export const DEFAULT_GALLERY_INHERITANCE = 'parent';

export const CONTACT_SUBJECTS = [
  'general-inquiry',
  'quote-request',
  'product-information',
  'manufacturing-services',
  'sourcing-services',
  'engineering-services',
  'partnership',
  'support',
] as const;

export const EXPERIENCE_OPTIONS = ['0-1', '1-3', '3-5', '5-10', '10+'] as const;

export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

export const SLIDER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const SLIDER_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif'] as const;
export const SLIDER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const NAVIGATION_ICONS = [
  'none',
  'home',
  'manufacturing',
  'tools',
  'sourcing',
  'services',
  'careers',
  'projects',
  'about us',
  'contact',
  'building hardware',
  'fencing',
  'animal handling',
  'angle brackets',
  'timber connector',
  'scaffolding',
  'automobile',
  'fasteners',
] as const;

/** Public page types whose SEO settings are stored; homepage first (the admin selector's default). */
export const SEO_PAGE_TYPES = [
  'homepage',
  'about',
  'contact',
  'careers',
  'page',
  'manufacturing',
  'sourcing',
  'services',
  'products',
  'projects',
  'resources',
  'sitemap',
] as const;

/** About Us children and the anchors they link to (public spec 2.3). */
export const ABOUT_ANCHORS: Readonly<Record<string, string>> = {
  'vision-mission': 'vision-and-mission',
  'our-team': 'our-team',
  infrastructure: 'infrastructure',
  'company-overview': 'company-overview',
};

export const ADMIN_SESSION_MARKER = 'authenticated';
export const ADMIN_SESSION_MAX_AGE_MS = 8 * 60 * 60 * 1000;

export const CONTENT_TABS = [
  'Homepage Content',
  'About Us Content',
  'Services Management',
  'Career Openings',
  'Contact Us Content',
] as const;

export const CONTACT_CSV_COLUMNS = ['name', 'email', 'phone', 'subject', 'message', 'status', 'submitted time'] as const;
export const CAREER_CSV_COLUMNS = [
  'name',
  'email',
  'phone',
  'position',
  'experience',
  'resume file',
  'status',
  'applied time',
] as const;

export const SLIDER_DEFAULT_PANEL_IMAGES = ['img_1', 'img_2', 'img_3'] as const;

/**
 * The most rows one page of a submission list may ask for (PAGED_LIST_QUERY in contract.ts, beyond the spec): a larger
 * per_page is not a paged query, and the whole list is answered.
 */
export const MAX_PAGE_ROWS = 10_000;
