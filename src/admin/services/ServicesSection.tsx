import { ServiceInputSchema, type Service, type ServiceInput } from '../../domain/catalog';
import { adminMessages } from '../../domain/messages';
import { safeUrl } from '../../domain/url';
import { CatalogSection, type CatalogTexts } from '../shared/catalog/CatalogSection';
import { CatalogTable, catalogCells, type CatalogColumn } from '../shared/catalog/CatalogTable';
import type { FieldSpec } from '../shared/entity-form/entity-form-model';

const texts: CatalogTexts = {
  heading: 'Services Management',
  noun: 'Service',
  plural: 'services',
  loading: adminMessages.services.loading,
  empty: adminMessages.content.noServices,
  fetchFailed: adminMessages.services.fetchFailed,
  saveFailed: adminMessages.services.saveFailed,
  deleteFailed: adminMessages.services.deleteFailed,
  orderFailed: adminMessages.content.serviceOrderFailed,
};

/** The standalone screen's service form (admin spec 3, 5): description optional here. */
const fields: readonly FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'description', label: 'Description', kind: 'textarea' },
  { name: 'icon', label: 'Icon', kind: 'text', hint: 'Icon class name, e.g. fa-cogs' },
  { name: 'image_url', label: 'Image URL', kind: 'text' },
  { name: 'link_url', label: 'Link URL', kind: 'text' },
  { name: 'is_active', label: 'Active', kind: 'checkbox', defaultValue: true },
];

const columns: ReadonlyArray<CatalogColumn<Service>> = [
  { header: 'Order', cell: (_service, index) => index + 1 },
  { header: 'Title', rowHeader: true, cell: catalogCells.title },
  { header: 'Description', cell: catalogCells.description },
  { header: 'Icon', cell: catalogCells.icon },
  {
    header: 'Link',
    cell: (service) => {
      const href = safeUrl(service.link_url);
      return href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {service.link_url}
        </a>
      ) : (
        '—'
      );
    },
  },
  { header: 'Status', cell: catalogCells.status },
];

/** Services Management, standalone (admin spec 2, 5, 8): the services in display order, reorder saved at once. */
export function ServicesSection() {
  return (
    <CatalogSection<Service, ServiceInput>
      texts={texts}
      dataArea="services"
      version="service"
      area={(repository) => repository.services}
      atPosition={(service, position) => ({ ...service, display_order: position })}
      form={{ fields, schema: ServiceInputSchema }}
      table={(slot) => <CatalogTable {...slot} caption="Services, in display order" columns={columns} />}
    />
  );
}
