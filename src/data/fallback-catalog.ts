import type { Product, Service } from '../domain/catalog';

/** Where the site's own sample images are served (siteAssetUrl): the samples must not depend on the API's images. */
export type SiteAssetUrl = (path: string) => string;

// Ids far above the stored ones: the samples are only shown when the stored lists could not be read.
const product = (id: number, fields: Pick<Product, 'title' | 'category' | 'description' | 'icon' | 'image_url'>): Product => ({
  id,
  link: '',
  specifications: '',
  features: '',
  sort_order: id - 900100,
  is_active: true,
  ...fields,
});

const service = (id: number, fields: Pick<Service, 'title' | 'description' | 'icon' | 'image_url'>): Service => ({
  id,
  link_url: '',
  is_active: true,
  display_order: id - 900200,
  ...fields,
});

/** Three built-in sample products for the home grid when the products call fails (public spec 8). */
export function fallbackProducts(assetUrl: SiteAssetUrl): Product[] {
  return [
    product(900101, {
      title: 'Fencing Solutions',
      category: 'Fencing',
      description: 'Chain link, welded mesh and security fencing, galvanised and supplied with posts and fittings.',
      icon: 'fa-border-all',
      image_url: assetUrl('samples/chain-link-fencing.svg'),
    }),
    product(900102, {
      title: 'Animal Handling Equipment',
      category: 'Animal Handling',
      description: 'Cattle yards, sheep handling systems and livestock gates built for low-stress handling.',
      icon: 'fa-horse',
      image_url: assetUrl('samples/cattle-yard-panels.svg'),
    }),
    product(900103, {
      title: 'Building Hardware & Fasteners',
      category: 'Building Hardware',
      description: 'Angle brackets, timber connectors, hex bolts and anchor bolts made to international standards.',
      icon: 'fa-tools',
      image_url: assetUrl('samples/angle-brackets.svg'),
    }),
  ];
}

/** Five built-in sample services for the home page when the services call fails (public spec 8). */
export function fallbackServices(assetUrl: SiteAssetUrl): Service[] {
  return [
    service(900201, {
      title: 'Procurement Services',
      description: 'Supplier discovery, RFQs, negotiation and expediting for steel products and components.',
      icon: 'fa-handshake',
      image_url: assetUrl('samples/procurement.svg'),
    }),
    service(900202, {
      title: 'Global Sourcing',
      description: 'Castings, forgings, fabrications and raw materials from audited partner suppliers.',
      icon: 'fa-globe',
      image_url: assetUrl('samples/global-sourcing.svg'),
    }),
    service(900203, {
      title: 'Engineering Design',
      description: 'CAD, production drawings and load calculations, from sketch to a product that is right first time.',
      icon: 'fa-drafting-compass',
      image_url: assetUrl('samples/engineering-design.svg'),
    }),
    service(900204, {
      title: 'Custom Fabrication',
      description: 'Cutting, bending, welding and finishing of steel parts to your drawings.',
      icon: 'fa-industry',
      image_url: assetUrl('samples/fabrication.svg'),
    }),
    service(900205, {
      title: 'Quality Inspection',
      description: 'Pre-shipment inspection, test certificates and third-party audits for every order.',
      icon: 'fa-clipboard-check',
      image_url: assetUrl('samples/quality-inspection.svg'),
    }),
  ];
}
