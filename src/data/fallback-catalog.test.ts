import { siteAssetUrl } from '../config';
import { describe, expect, it } from 'vitest';
import { ProductSchema, ServiceSchema } from '../domain/catalog';
import { fallbackProducts, fallbackServices } from './fallback-catalog';

const assetUrl = (path: string) => siteAssetUrl(path, '/');

describe('fallback catalogue', () => {
  it('has three valid, active sample products in order', () => {
    const products = fallbackProducts(assetUrl);
    expect(products).toHaveLength(3);
    for (const product of products) {
      expect(ProductSchema.parse(product)).toEqual(product);
      expect(product.is_active).toBe(true);
    }
    expect(products.map((p) => p.sort_order)).toEqual([1, 2, 3]);
  });

  it('has five valid, active sample services in order', () => {
    const services = fallbackServices(assetUrl);
    expect(services).toHaveLength(5);
    for (const service of services) {
      expect(ServiceSchema.parse(service)).toEqual(service);
      expect(service.is_active).toBe(true);
    }
    expect(services.map((s) => s.display_order)).toEqual([1, 2, 3, 4, 5]);
  });

  it('points the sample images at files the site ships', async () => {
    const { existsSync } = await import('node:fs');
    const images = [...fallbackProducts(assetUrl), ...fallbackServices(assetUrl)].map((item) => item.image_url);
    for (const image of images) expect(existsSync(`public${image}`), image).toBe(true);
    // The site's own files, never under the images base that a production API may own.
    for (const image of images) expect(image.startsWith('/site/'), image).toBe(true);
  });
});
