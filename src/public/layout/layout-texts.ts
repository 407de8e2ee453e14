import { HEADER_ROW } from '../../domain/header-fit';

/** Labels of the public header, menu and footer that the specs describe but messages.ts does not hold. */
export const layoutTexts = {
  skipLink: 'Skip to main content',
  /** Announced after a client-side navigation, with the new page's main heading. */
  pageChanged: (heading: string) => `${heading} page`,
  mainNavigation: 'Main',
  footerNavigation: 'Footer',
  menuToggle: 'Toggle navigation menu',
  /** The menu toggle before the app runs: a link to the HTML sitemap page. */
  menuLink: 'Menu: all pages',
  toggleSubmenu: (title: string) => `Toggle ${title} submenu`,
  /** The desktop row's last entry, holding the top-level items it has no room for (the same word its width is measured with). */
  more: HEADER_ROW.moreLabel,
  /** More before the app runs: a link to the HTML sitemap page. */
  moreLink: `${HEADER_ROW.moreLabel}: all pages`,
  phone: 'Call us',
  email: 'E-mail us',
  homeLink: (company: string) => `${company} home`,
  quickLinks: 'Quick Links',
  information: 'Information',
  copyright: (year: number, company: string) => `© ${year} ${company}. All rights reserved.`,
} as const;

/**
 * The footer's fixed links (public spec 2.1), then the main pages. Social Activities is left out: the site has no
 * such content (its navigation entry is inactive), and a link that lands on the home page is a dead end.
 */
export const footerInfoLinks = [
  { to: '/sitemap', label: 'Sitemap' },
  { to: '/contact', label: 'Contact' },
  { to: '/accessibility', label: 'Accessibility' },
  { to: '/terms', label: 'Terms of Use' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/cookies', label: 'Cookie Policy' },
] as const;

export const footerMainLinks = [
  { to: '/', label: 'Home' },
  { to: '/about-us', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/products', label: 'Products' },
  { to: '/careers', label: 'Careers' },
  { to: '/contact-us', label: 'Contact Us' },
] as const;
