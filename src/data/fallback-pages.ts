import { COMPANY } from '../domain/company-info';

/**
 * Built-in content the dynamic page shows when its content cannot be loaded (public spec 8: "a title is derived from
 * the route and built-in static content is shown"). Written as plain structured text rather than HTML so it needs no
 * sanitising and cannot drift into markup the store would reject.
 */
export type FallbackPage = {
  /** Opening paragraph(s). */
  paragraphs: readonly string[];
  /** A short list heading and its points. */
  highlightsHeading: string;
  highlights: readonly string[];
};

const FALLBACK_PAGES: Readonly<Record<string, FallbackPage>> = {
  manufacturing: {
    paragraphs: [
      `${COMPANY.name} manufactures customised engineering steel products at its integrated works in Mohali, India. Wire drawing, mesh welding, CNC fabrication, fastener forging and hot-dip galvanising run under one roof, so every order is controlled from raw material to packed goods.`,
      'Products are made to your drawings and specifications, in the sizes, grades, coatings and packing your market requires.',
    ],
    highlightsHeading: 'What we manufacture',
    highlights: [
      'Fencing: chain link, welded mesh panels and security fencing',
      'Animal handling equipment: cattle yards, sheep handling systems and gates',
      'Building hardware: angle brackets, timber connectors and scaffolding fittings',
      'Fasteners: hex bolts, anchor bolts and custom forged parts',
    ],
  },
  sourcing: {
    paragraphs: [
      'Our sourcing team connects global buyers with qualified steel and engineering suppliers across India. We audit suppliers, manage samples and production, and inspect every shipment before it leaves the factory.',
      'You deal with one accountable partner, with our engineers on the ground from first enquiry to delivery.',
    ],
    highlightsHeading: 'What we source',
    highlights: [
      'Castings and forgings, including investment castings and closed-die forgings',
      'Fabricated and machined components',
      'Automotive components',
      'Raw materials: wire rod, sections, sheet and plate',
    ],
  },
  services: {
    paragraphs: [
      `Beyond our own production, ${COMPANY.name} offers procurement, sourcing and engineering design services that take a product from concept to container.`,
    ],
    highlightsHeading: 'Our services',
    highlights: [
      'Procurement services for steel products and engineered components',
      'Engineering design, value engineering and drawing support',
      'Custom fabrication to your specification',
      'Third-party quality inspection and pre-shipment checks',
    ],
  },
  products: {
    paragraphs: [
      'Our product ranges cover fencing, animal handling equipment, building hardware and fasteners. Every range can be adapted in size, material, coating and packing to suit your project and market.',
    ],
    highlightsHeading: 'Product ranges',
    highlights: [
      'Fencing and welded mesh',
      'Cattle yards, sheep handling systems and gates',
      'Angle brackets, timber connectors and scaffolding fittings',
      'Hex bolts, anchor bolts and special fasteners',
    ],
  },
  resources: {
    paragraphs: [
      'Technical resources to help you specify, order and install our products: datasheets, coating guides and installation notes prepared by our engineering team.',
    ],
    highlightsHeading: 'Available resources',
    highlights: ['Technical datasheets', 'Galvanising and coating guide', 'Installation notes', 'Product brochures on request'],
  },
  projects: {
    paragraphs: [
      'From solar park perimeter fencing to dairy cattle yards, our products are at work on projects in more than 50 countries. Each project is engineered, manufactured and inspected to the client’s standards.',
    ],
    highlightsHeading: 'Project capabilities',
    highlights: [
      'Perimeter and security fencing for infrastructure sites',
      'Livestock handling installations',
      'Building hardware supply for construction programmes',
      'Engineered components for industrial customers',
    ],
  },
  optimizing: {
    paragraphs: [
      'We help clients optimise their steel products for cost, weight and performance: reviewing designs, materials, coatings and packing so that every shipment delivers more value.',
    ],
    highlightsHeading: 'How we optimise',
    highlights: [
      'Value engineering of existing designs',
      'Material and coating selection for the target environment',
      'Packing and container-load planning',
      'Supplier consolidation and lead-time reduction',
    ],
  },
};

/**
 * The built-in content for a route: the first of `keys` (most specific first, e.g. slug, sub-category, navigation type)
 * that has content, or null when the route is unknown.
 */
export function findFallbackPage(keys: readonly (string | undefined)[]): FallbackPage | null {
  for (const key of keys) {
    if (key && Object.hasOwn(FALLBACK_PAGES, key)) return FALLBACK_PAGES[key] ?? null;
  }
  return null;
}
