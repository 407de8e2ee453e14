import type { NavigationNode } from '../domain/navigation';

type NodeSeed = { id: number; title: string; slug: string; children?: NodeSeed[] };

function node({ id, title, slug, children = [] }: NodeSeed, parentId: number | null, index: number): NavigationNode {
  return {
    id,
    title,
    slug,
    url: '',
    icon: '',
    has_page: false,
    order_index: index + 1,
    is_active: true,
    parent_id: parentId,
    external_url: '',
    has_children: children.length > 0,
    children: children.map((child, childIndex) => node(child, id, childIndex)),
  };
}

// Ids far above the stored ones: the built-in menu is only shown when no stored items are.
const SEEDS: readonly NodeSeed[] = [
  { id: 900001, title: 'Home', slug: 'home' },
  {
    id: 900002,
    title: 'About Us',
    slug: 'about-us',
    children: [
      { id: 900021, title: 'Company Overview', slug: 'company-overview' },
      { id: 900022, title: 'Vision & Mission', slug: 'vision-mission' },
      { id: 900023, title: 'Our Team', slug: 'our-team' },
      { id: 900024, title: 'Infrastructure', slug: 'infrastructure' },
    ],
  },
  { id: 900003, title: 'Services', slug: 'services' },
  { id: 900004, title: 'Products', slug: 'products' },
  { id: 900005, title: 'Contact Us', slug: 'contact-us' },
  { id: 900006, title: 'Careers', slug: 'careers' },
];

/**
 * The built-in menu used when the navigation call fails (public spec 8): Home, About Us (with children), Services,
 * Products, Contact Us, Careers. A fresh tree on every call so callers may not share mutations.
 */
export function fallbackNavigation(): NavigationNode[] {
  return SEEDS.map((seed, index) => node(seed, null, index));
}
