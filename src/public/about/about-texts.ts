/** Labels of the About pages that the spec names but messages.ts does not hold. */
export const aboutTexts = {
  heroTitle: 'About Us',
  loading: 'Loading content...',
  email: 'Email',
  linkedin: 'LinkedIn',
  certificateNumber: 'Certificate No.',
  issuedBy: 'Issued by',
  pageSections: 'On this page',
  staticIntro:
    'A manufacturer and exporter of customised engineering steel products, offering procurement, sourcing and engineering design services to global clients.',
} as const;
