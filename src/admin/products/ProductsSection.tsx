import { ProductInputSchema, type Product, type ProductInput } from '../../domain/catalog';
import { DEFAULT_PRODUCT_SORT_ORDER, HOME_PRODUCTS_LIMIT } from '../../domain/constants';
import { homeProducts } from '../../domain/home-products';
import { adminMessages } from '../../domain/messages';
import { safeUrl } from '../../domain/url';
import { Badge } from '../../ui/Badge';
import { CatalogSection, type CatalogTexts } from '../shared/catalog/CatalogSection';
import { CatalogTable, catalogCells, type CatalogColumn } from '../shared/catalog/CatalogTable';
import type { FieldSpec } from '../shared/entity-form/entity-form-model';
import styles from '../shared/catalog/Catalog.module.css';

const texts: CatalogTexts = {
  heading: 'Products Management',
  noun: 'Product',
  plural: 'products',
  loading: adminMessages.products.loading,
  empty: adminMessages.products.empty,
  fetchFailed: adminMessages.products.fetchFailed,
  saveFailed: adminMessages.products.saveFailed,
  deleteFailed: adminMessages.products.deleteFailed,
  orderFailed: adminMessages.products.orderFailed,
};

/** The product form (admin spec 3, 5); the store's input schema checks it. */
const fields: readonly FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'category', label: 'Category', kind: 'text', hint: 'e.g. steel products, fabrication' },
  { name: 'description', label: 'Description', kind: 'textarea' },
  { name: 'icon', label: 'Icon', kind: 'text', hint: 'Icon class name, e.g. fa-industry' },
  { name: 'image_url', label: 'Image URL', kind: 'url' },
  { name: 'link', label: 'Link', kind: 'url' },
  { name: 'specifications', label: 'Specifications', kind: 'textarea' },
  { name: 'features', label: 'Features', kind: 'textarea' },
  { name: 'sort_order', label: 'Sort order', kind: 'number', min: 0, hint: 'Lower numbers come first', defaultValue: String(DEFAULT_PRODUCT_SORT_ORDER) },
  { name: 'is_active', label: 'Active', kind: 'checkbox', defaultValue: true },
];

/**
 * The top nine (admin spec 2) are the rows the public home really shows: the first nine active products in this
 * order. They are highlighted and labelled; an inactive row is dimmed wherever it stands, and the highlight goes on
 * past it to the ninth product shown.
 */
const columnsFor = (onHome: ReadonlySet<number>): ReadonlyArray<CatalogColumn<Product>> => [
  { header: 'Icon', cell: catalogCells.icon },
  {
    header: 'Title',
    rowHeader: true,
    cell: (product) => (
      <>
        {product.title}
        {onHome.has(product.id) ? <span className={styles.topLabel}>{adminMessages.products.topNine}</span> : null}
      </>
    ),
  },
  { header: 'Category', cell: (product) => (product.category ? <Badge tone="info">{product.category}</Badge> : '—') },
  { header: 'Description', cell: catalogCells.description },
  { header: 'Sort order', cell: (product) => product.sort_order },
  { header: 'Status', cell: catalogCells.status },
  {
    header: 'Link',
    cell: (product) => {
      const href = safeUrl(product.link);
      return href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`Open link: ${product.title}`}>
          Open
        </a>
      ) : (
        '—'
      );
    },
  },
];

/** Products Management (admin spec 2, 4, 5, 8): the catalogue in sort order; a reorder saves sort orders from 1. */
export function ProductsSection() {
  return (
    <CatalogSection<Product, ProductInput>
      texts={texts}
      dataArea="products"
      version="product"
      area={(repository) => repository.products}
      atPosition={(product, position) => ({ ...product, sort_order: position })}
      form={{ fields, schema: ProductInputSchema, maxWidth: 700 }}
      table={(slot) => {
        const onHome = new Set(homeProducts(slot.items).map((product) => product.id));
        return (
          <CatalogTable
            {...slot}
            caption={`Products, in sort order; the first ${HOME_PRODUCTS_LIMIT} active ones appear on the home page`}
            columns={columnsFor(onHome)}
            rowClass={(product) => (onHome.has(product.id) ? styles.top : undefined)}
          />
        );
      }}
    />
  );
}
