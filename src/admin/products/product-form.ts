import { type Product, type ProductInput, ProductInputSchema } from '../../domain/catalog';
import { DEFAULT_PRODUCT_SORT_ORDER } from '../../domain/constants';

/** The product form (admin spec 3, 5); sort order is kept as typed until it is checked. */
export type ProductFormValues = Omit<ProductInput, 'sort_order'> & { sort_order: string };
export type ProductFormField = keyof ProductFormValues;
export type ProductFormErrors = Partial<Record<ProductFormField, string>>;

export const emptyProductForm: ProductFormValues = {
  title: '',
  category: '',
  description: '',
  icon: '',
  image_url: '',
  link: '',
  specifications: '',
  features: '',
  sort_order: String(DEFAULT_PRODUCT_SORT_ORDER),
  is_active: true,
};

export function productFormFromProduct(product: Product): ProductFormValues {
  const { id: _id, sort_order, ...rest } = product;
  return { ...rest, sort_order: String(sort_order) };
}

/** Checks the form with the store's rules: the input to send, or the problem of each field. */
export function parseProductForm(values: ProductFormValues): { input: ProductInput; errors: null } | { input: null; errors: ProductFormErrors } {
  const result = ProductInputSchema.safeParse(values);
  if (result.success) return { input: result.data, errors: null };
  const errors: ProductFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProductFormField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { input: null, errors };
}
