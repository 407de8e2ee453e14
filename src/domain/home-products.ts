import type { Product } from './catalog';
import { HOME_PRODUCTS_LIMIT } from './constants';

/**
 * What the public home page shows of the products in their saved order: the first nine active ones (public spec
 * 2.4). The back office highlights the same rows as the top nine (admin spec 2).
 */
export function homeProducts<T extends Pick<Product, 'is_active'>>(products: readonly T[]): T[] {
  return products.filter((product) => product.is_active).slice(0, HOME_PRODUCTS_LIMIT);
}
