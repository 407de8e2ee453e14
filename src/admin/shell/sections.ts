/** The ten back-office sections (admin spec 2), in sidebar order, with their names verbatim. */
export const ADMIN_SECTIONS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'pages', label: 'Page Management' },
  { id: 'navigation', label: 'Navigation Management' },
  { id: 'slider', label: 'Slider Management' },
  { id: 'contact-data', label: 'Contact Form Data' },
  { id: 'career-data', label: 'Career Form Data' },
  { id: 'services', label: 'Services Management' },
  { id: 'products', label: 'Products Management' },
  { id: 'content', label: 'Content Management' },
  { id: 'seo', label: 'SEO Management' },
] as const;

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];

export const DEFAULT_SECTION: AdminSectionId = 'dashboard';

/** Dashboard targets (admin spec 2): `images` has no section of its own; the galleries live in Page Management. */
export type SectionTarget = AdminSectionId | 'images';

export function resolveSection(target: string | undefined): AdminSectionId {
  if (target === 'images') return 'pages';
  return ADMIN_SECTIONS.find((section) => section.id === target)?.id ?? DEFAULT_SECTION;
}

/** The URL of a section (beyond the spec: the section shows in the URL so reload and back keep it). */
export function sectionPath(target: SectionTarget): string {
  return `/admin/${resolveSection(target)}`;
}

export function sectionLabel(id: AdminSectionId): string {
  return ADMIN_SECTIONS.find((section) => section.id === id)?.label ?? id;
}
