/** Labels of the /sitemap page (a footer page beyond the public spec). */
export const sitemapTexts = {
  title: 'Sitemap',
  lead: 'Every section of the Ironcrest website at a glance.',
  mainPages: 'Main Pages',
  navigation: 'Products, Services and More',
  information: 'Information',
  loading: 'Loading site map...',
  failed: 'The full site map could not be loaded right now. The main pages are listed above; please try again later.',
  empty: 'No further sections are available yet.',
} as const;

/** Pages that exist whatever the navigation holds. */
export const SITEMAP_MAIN_PAGES = [
  { to: '/', label: 'Home' },
  { to: '/about-us', label: 'About Us' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/careers', label: 'Careers' },
] as const;

/** The footer's information pages, served from the repository. */
export const SITEMAP_INFORMATION_PAGES = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Use' },
  { to: '/cookies', label: 'Cookie Policy' },
  { to: '/accessibility', label: 'Accessibility' },
  { to: '/sitemap', label: 'Sitemap' },
] as const;
