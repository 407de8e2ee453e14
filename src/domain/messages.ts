/**
 * Every documented user-visible string of both specifications, verbatim.
 * Screens and tests import these constants instead of repeating the text.
 */

export const publicMessages = {
  navigation: {
    loading: 'Loading navigation...',
    fallbackWarning: 'Using fallback navigation',
    empty: 'No navigation available',
    httpError: (status: number) => `HTTP error! status: ${status}`,
    noData: 'No navigation data received from database',
    databaseError: (message: string) => `Database Error: ${message}`,
    timeout: 'Navigation request timed out',
  },
  slider: {
    loading: 'Loading slider content...',
  },
  home: {
    serviceNoLink: (title: string) => `Learn more about ${title}`,
    brochurePlaceholder: 'Email Address*',
  },
  about: {
    loadFailed: 'Failed to load content. Using default content.',
    noTeam: 'No team members found.',
    noInfrastructure: 'No infrastructure items found.',
    noCertifications: 'No certifications found.',
    companyOverview: 'Company Overview',
    stats: { years: 'Years of Experience', clients: 'Satisfied Clients', countries: 'Countries Served' },
    vision: 'Our Vision',
    mission: 'Our Mission',
    team: 'Our Leadership Team',
    infrastructure: 'Our Infrastructure',
    certifications: 'Certifications & Standards',
  },
  page: {
    noContent: 'No content found',
    notFound:
      'Page Content Not Found - The content for this page is currently not available in our database. Please check again soon or contact us for more information.',
    notFoundHeading: 'Page Content Not Found',
    notFoundText:
      'The content for this page is currently not available in our database. Please check again soon or contact us for more information.',
    relatedFallbackHeading: 'Related Products',
    noRelated: 'No related pages available',
  },
  contact: {
    heroTitle: 'Contact Us',
    heroSubtitlePrefix: 'Get in Touch with',
    formTitle: 'Send us a Message',
    sending: 'Sending...',
    failed: 'Failed to submit form. Please try again.',
    networkError: 'Network error. Please check your connection and try again.',
    successMarker: 'Thank you',
    mapPlaceholder: 'Interactive Map Coming Soon',
    findUs: 'Find Us',
    success: 'Thank you for contacting us! We will get back to you within 24 hours.',
    checkAndResend: 'Please check your details and press Send Message again.',
  },
  careers: {
    whyWorkWithUs: 'Why Work With Us',
    currentOpenings: 'Current Openings',
    noOpenings: 'No Current Openings',
    contactHr: 'Contact HR',
    submitting: 'Submitting...',
    failed: 'Failed to submit application. Please try again.',
    exception: 'An error occurred while submitting your application. Please try again.',
    successMarker: 'successfully',
    success: 'Your application has been submitted successfully! We will review it and get back to you soon.',
    resumeType: 'Please upload your resume as a .pdf, .doc or .docx file.',
    resumeTooLarge: 'The resume file must be 10 MB or smaller.',
    checkAndResend: 'Please check your details and press Submit Application again.',
  },
  brochure: {
    success: 'Thank you! The brochure link has been sent to your e-mail address.',
    invalidEmail: 'Please enter a valid e-mail address.',
    checkAndResend: 'Please check your e-mail address and press Know More again.',
  },
} as const;

export const adminMessages = {
  login: {
    invalid: 'Invalid credentials',
    sessionExpired: 'Your session has expired. Please log in again.',
    checkFailed: 'The password could not be checked in this browser. Please try again, or open the back office over https.',
    // Beyond the spec: hardened mode keeps the back-office key in this tab's session only (README, Production).
    credentialMissing: 'This tab has no back-office key for the session. Please log in again.',
    signedOutIdle: 'You were signed out after a period of inactivity. Please log in again.',
    /** `wait` is a countdown such as 0:28. */
    tooManyAttempts: (wait: string) => `Too many failed attempts. Try again in ${wait}.`,
  },
  /** The warning shown shortly before an idle back office signs out. */
  idle: {
    title: 'Are you still there?',
    /** `remaining` is a countdown such as 1:59. */
    warning: (remaining: string) => `You will be signed out in ${remaining} for inactivity.`,
    stay: 'Stay signed in',
  },
  dashboard: {
    fetchFailed: (message: string) => `Failed to fetch dashboard stats: ${message}`,
    fetchError: 'Error fetching dashboard stats',
    noRecentContacts: 'No recent contact submissions',
    noRecentCareers: 'No recent career applications',
  },
  pages: {
    deleteFailed: (message: string) => `Error deleting page: ${message}`,
    deleteError: 'Error deleting page',
    saveFailed: (message: string) => `Error: ${message}`,
    saveError: 'Error saving page',
    imageDeleteFailed: (message: string) => `Failed to delete image: ${message}`,
    imageDeleteError: 'Error deleting image',
    imageUploadFailed: (message: string) => `Failed to upload image: ${message}`,
    imageUploadError: 'Error uploading image',
    deleted: 'Page deleted successfully!',
    // Beyond the spec: a delete names what it changes on other pages before it is confirmed.
    confirmDeleteBorrowed: (titles: readonly string[]) =>
      `Are you sure you want to delete this page? ${titles.join(', ')} ${titles.length === 1 ? 'shows' : 'show'} its gallery; ${titles.length === 1 ? 'that page goes' : 'those pages go'} back to ${titles.length === 1 ? 'its' : 'their'} own gallery.`,
    updated: 'Page updated successfully!',
    created: 'Page created successfully!',
    empty: 'No pages found',
    maximumReached: 'Maximum reached',
    customGalleryNotice: 'Images cannot be uploaded or deleted here',
  },
  navigation: {
    deleteFailed: (message: string) => `Error deleting item: ${message}`,
    deleteError: 'Error deleting navigation item',
    saveFailed: (message: string) => `Error: ${message}`,
    saveError: 'Error saving navigation item',
    deleted: 'Navigation item deleted!',
    updated: 'Navigation item updated!',
    created: 'Navigation item created!',
    empty: 'No navigation items found',
    // Beyond the spec: a delete names what it changes before it is confirmed (the children move up a level).
    confirmDeleteWithChildren: (children: readonly string[], parent: string | null) =>
      `Are you sure you want to delete this navigation item? ${children.length === 1 ? 'Its sub-item' : 'Its sub-items'} ${children.join(', ')} ${children.length === 1 ? 'moves' : 'move'} up a level, ${parent ? `under ${parent}` : 'to the top of the menu'}.`,
  },
  slider: {
    loadFailed: (message?: string) => `Error loading slider items: ${message || 'Unknown error'}`,
    uploadFailed: (message?: string) => `Upload failed: ${message || 'Unknown error'}`,
    uploadError: (text: string) => `Upload error: ${text}`,
    error: (message?: string) => `Error: ${message || 'Unknown error'}`,
    imageUploaded: 'Image uploaded successfully!',
    statusUpdated: 'Status updated successfully!',
    updated: 'Slider item updated successfully!',
    created: 'Slider item created successfully!',
    deleted: 'Slider item deleted successfully!',
    maxItems: 'Maximum 5 slider items allowed!',
    backgroundRequired: 'Error: Background image is required',
    pendingUploadFailed: 'Failed to upload image. Please try again.',
    confirmDelete: 'Are you sure you want to delete this slider item?',
    empty: 'No slider items found. Add your first slider item to get started.',
    imageHint: 'JPG, PNG, GIF, maximum 5MB',
    // Beyond the spec: the slider screen's loading text and count label.
    loading: 'Loading slider items...',
    count: (count: number, max: number) => `${count}/${max}`,
  },
  submissions: {
    statusUpdated: 'Status updated successfully!',
    statusFailed: (message: string) => `Error updating status: ${message}`,
    statusError: 'Error updating status',
    submissionDeleted: 'Submission deleted successfully!',
    submissionDeleteFailed: (message: string) => `Error deleting submission: ${message}`,
    applicationDeleted: 'Application deleted successfully!',
    applicationDeleteFailed: (message: string) => `Error deleting application: ${message}`,
    noSubmissions: 'No submissions found',
    // Beyond the spec: a list that failed to load says so and offers to ask again.
    retry: 'Retry',
    noApplications: 'No applications found',
    noDataToExport: 'No data to export',
    noResume: 'No resume file available for download',
    // Beyond the spec: large lists, exports built in chunks, downloads that can fail.
    loadingSubmissions: 'Loading submissions...',
    loadingApplications: 'Loading applications...',
    exporting: 'Exporting…',
    exportFailed: (message: string) => `Error exporting CSV: ${message}`,
    resumeDownloadFailed: (message: string) => `Error downloading resume: ${message}`,
  },
  content: {
    updated: 'Content updated successfully!',
    updateFailed: (message: string) => `Error updating content: ${message}`,
    entityError: (message: string) => `Error: ${message}`,
    saveError: (entity: string) => `Error saving ${entity}`,
    deleteError: (entity: string) => `Error deleting ${entity}`,
    serviceOrderFailed: (message: string) => `Error updating service order: ${message}`,
    noTeam: 'No team members found...',
    noInfrastructure: 'No infrastructure items found',
    noCertifications: 'No certifications found',
    noJobs: 'No job openings found',
    noServices: 'No services found...',
    // Beyond the spec: the content tabs' own loading and load-failure texts.
    loading: (what: string) => `Loading ${what}...`,
    loadFailed: (what: string, message: string) => `Error loading ${what}: ${message}`,
  },
  services: {
    fetchFailed: (message: string) => `Failed to fetch services: ${message}`,
    deleteFailed: (message: string) => `Failed to delete service: ${message}`,
    saveFailed: (message: string) => `Failed to save service: ${message}`,
    networkError: (action: string) => `Error ${action}`,
    // Beyond the spec: the standalone services screen's loading text.
    loading: 'Loading services...',
  },
  products: {
    fetchFailed: (message: string) => `Failed to fetch products: ${message}`,
    deleteFailed: (message: string) => `Failed to delete product: ${message}`,
    orderFailed: (message: string) => `Failed to update product order: ${message}`,
    saveFailed: (message: string) => `Failed to save product: ${message}`,
    saveError: 'Error saving product',
    saving: 'Saving...',
    networkError: (action: string) => `Error ${action}`,
    // Beyond the spec: the products screen's loading and empty texts and the top-nine label.
    loading: 'Loading products...',
    empty: 'No products found',
    topNine: 'Top 9',
  },
  seo: {
    loadFailed: (message?: string) => `Error loading SEO settings: ${message || 'Unknown error'}`,
    updated: 'SEO settings updated successfully!',
    updateFailed: (message?: string) => `Error updating SEO settings: ${message || 'Unknown error'}`,
    reset: 'Form reset to default values',
    invalidStructuredData: 'Structured data must be valid JSON',
  },
  confirmDelete: (entity: string) => `Are you sure you want to delete this ${entity}?`,
  // A create whose answer never came: the list is read again to learn whether it was stored.
  lostAnswer: {
    saved: 'Saved — the answer was slow, but the record is there',
    notSaved: 'No answer came and the record is not in the list: it was not saved. Save again to send it.',
  },
  conflict: {
    changedElsewhere: 'This record was changed elsewhere — reload or overwrite',
    reload: 'Reload',
    overwrite: 'Overwrite',
    // Reload found no such record any more: it was deleted elsewhere.
    gone: 'This record was deleted elsewhere',
  },
} as const;

/** Messages the store answers with when a rule is broken (both specs' section 5 and 9). */
export const ruleMessages = {
  required: (field: string) => `${field} is required`,
  invalidUrl: (field: string) => `${field} must be a valid URL`,
  invalidEmail: (field: string) => `${field} must be a valid e-mail address`,
  maxLength: (field: string, max: number) => `${field} must be at most ${max} characters`,
  minNumber: (field: string, min: number) => `${field} must be a number of at least ${min}`,
  maxSliderItems: adminMessages.slider.maxItems,
  maxPageImages: 'Maximum 25 images per page allowed!',
  galleryCustomReadOnly: 'Images cannot be uploaded or deleted for a page with a custom gallery',
  galleryNeedsPage: 'Save the page before managing its gallery',
  invalidResumeType: 'Resume must be a .pdf, .doc or .docx file',
  resumeTooLarge: 'Resume must be 10 MB or smaller',
  invalidImageType: 'Only image files can be uploaded',
  imageTooLarge: 'Image must be 5 MB or smaller',
  sliderImageType: 'Only JPG, PNG and GIF images can be uploaded',
  emptyFile: 'The file is empty; choose another file',
  svgRefused: 'SVG images cannot be uploaded; use a JPG, PNG, GIF or WebP image',
  imageContentMismatch: "The file's content is not a JPG, PNG, GIF or WebP image",
  resumeContentMismatch: "The file's content is not a PDF or Word document",
  invalidJson: 'Invalid JSON in request body',
  notFound: (entity: string) => `${entity} not found`,
  fileNotFound: 'File not found',
  parentIsSelf: 'A navigation item cannot be its own parent or a child of its descendants',
  // Beyond the spec: two records with one slug share one address, and only one of them can be reached.
  slugTaken: (slug: string, owner: string) => `The slug "${slug}" is already used by ${owner}. Choose another slug.`,
  slugOwnerPage: (title: string) => `the page "${title}"`,
  slugOwnerNavigation: (title: string) => `the navigation item "${title}"`,
  slugSuffixed: (slug: string, owner: string) => `"${slug}" is already used by ${owner}, so this one gets a number.`,
  galleryInheritanceSource: 'Source page is required for a custom gallery',
  invalidStatus: (status: string) => `Invalid status: ${status}`,
  noContent: publicMessages.page.noContent,
  invalidPageType: (pageType: string) => `Unknown page type: ${pageType}`,
  unknownEndpoint: 'Unknown endpoint',
  requestTimedOut: 'The server did not answer in time. Please try again.',
} as const;

/** Default texts used when content is missing (public spec 8, 9). */
export const defaultTexts = {
  about: {
    subtitle: 'Engineering steel solutions for a global market',
    description:
      'We manufacture and export customised engineering steel products — fencing, animal handling equipment, building hardware and fasteners — and offer procurement, sourcing and engineering design services to clients worldwide.',
    vision:
      'To be the most trusted partner for engineered steel products, known for quality, reliability and on-time delivery across every market we serve.',
    mission:
      'To deliver precisely engineered steel products and sourcing services that meet international standards, through skilled people, modern facilities and lasting client relationships.',
  },
  sliderPanels: [
    { title: 'Manufacturing', description: 'Custom steel fabrication to your drawings' },
    { title: 'Sourcing', description: 'Qualified suppliers across India' },
    { title: 'Engineering', description: 'Design support from concept to delivery' },
  ],
  welcomeBanner: {
    title: 'Welcome',
    subtitle: 'Engineering steel products for a global market',
  },
} as const;

/** What the store answers on success when the specs leave the text to the server (screens show it as given). */
export const serverMessages = {
  created: (entity: string) => `${entity} created successfully!`,
  updated: (entity: string) => `${entity} updated successfully!`,
  deleted: (entity: string) => `${entity} deleted successfully!`,
  orderUpdated: (entity: string) => `${entity} order updated successfully!`,
  imageUploaded: 'Image uploaded successfully!',
  imageDeleted: 'Image deleted successfully!',
  datasetImported: 'Demo data imported successfully!',
  datasetReset: 'Demo data reset to the seed content.',
} as const;

/** The entity names the server messages use. */
export const entityLabels = {
  service: 'Service',
  product: 'Product',
  teamMember: 'Team member',
  infrastructure: 'Infrastructure item',
  certification: 'Certification',
  careerOpening: 'Career opening',
  pageImage: 'Image',
} as const;

/** The installable, offline and kiosk demo's own texts. */
export const appMessages = {
  updateAvailable: 'A new version is available',
  updateReload: 'Reload',
  updateLater: 'Later',
  kioskIdleWarning: 'Still there? The screen starts over for the next visitor in',
  kioskIdleSeconds: (seconds: number) => `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
  kioskIdleContinue: 'Continue',
  /** Instead of the usual thank-you when a kiosk without a connection keeps a message to send later (src/data/kiosk-outbox.ts). */
  kioskContactSaved: 'Thank you! Your message is saved — it will be sent when the kiosk is back online.',
  kioskBrochureSaved: 'Thank you! Your request is saved — it will be sent when the kiosk is back online.',
  /** The kiosk's outbox, for staff (src/app/kiosk/OutboxStatus.tsx). */
  kioskOutboxWaiting: (count: number) => `${count} ${count === 1 ? 'message' : 'messages'} waiting to be sent`,
  kioskOutboxRefused: (count: number) => `${count} refused by the server`,
  kioskOutboxLastAttempt: (time: string) => `last attempt ${time}`,
  kioskOutboxLastError: (error: string) => `last error: ${error}`,
  kioskOutboxNotTried: 'not tried yet',
} as const;
