import { describe, expect, it } from 'vitest';
import { ContentServiceInputSchema, ProductInputSchema, ServiceInputSchema } from './catalog';
import { ruleMessages } from './messages';

const product = (overrides: Record<string, unknown> = {}) => ({
  title: 'Chain link fence',
  category: 'Fencing',
  description: 'Galvanised',
  icon: 'fa-border-all',
  image_url: 'https://example.com/fence.webp',
  link: '/page/fencing',
  specifications: '',
  features: '',
  is_active: true,
  ...overrides,
});
const messageAt = (value: unknown, field: string) =>
  ProductInputSchema.safeParse(value).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('ProductInputSchema (admin spec 5)', () => {
  it('requires the title', () => {
    expect(messageAt(product({ title: '' }), 'title')).toBe(ruleMessages.required('Title'));
  });

  it('defaults the sort order to 0', () => {
    expect(ProductInputSchema.parse(product()).sort_order).toBe(0);
    expect(ProductInputSchema.parse(product({ sort_order: '' })).sort_order).toBe(0);
    expect(ProductInputSchema.parse(product({ sort_order: null })).sort_order).toBe(0);
  });

  it('accepts a sort order of 0 or more, also as a numeric string', () => {
    expect(ProductInputSchema.parse(product({ sort_order: 0 })).sort_order).toBe(0);
    expect(ProductInputSchema.parse(product({ sort_order: 12 })).sort_order).toBe(12);
    expect(ProductInputSchema.parse(product({ sort_order: '7' })).sort_order).toBe(7);
  });

  it.each([-1, '-3', 'abc', 1.5, 'NaN'])('refuses the sort order %j with "Sort order must be a number of at least 0"', (value) => {
    expect(messageAt(product({ sort_order: value }), 'sort_order')).toBe(ruleMessages.minNumber('Sort order', 0));
    expect(ruleMessages.minNumber('Sort order', 0)).toBe('Sort order must be a number of at least 0');
  });

  it('requires the image and the link to be URL-formatted when given', () => {
    expect(messageAt(product({ image_url: 'fence.webp' }), 'image_url')).toBe(ruleMessages.invalidUrl('Image URL'));
    expect(messageAt(product({ link: 'javascript:alert(1)' }), 'link')).toBe(ruleMessages.invalidUrl('Link'));
    expect(ProductInputSchema.safeParse(product({ image_url: '', link: '' })).success).toBe(true);
  });

  it('defaults the product to active', () => {
    expect(ProductInputSchema.parse(product({ is_active: undefined })).is_active).toBe(true);
    expect(ProductInputSchema.parse(product({ is_active: 0 })).is_active).toBe(false);
  });
});

describe('service forms (admin spec 5)', () => {
  const service = { title: 'Sourcing', description: '', icon: '', image_url: '', link_url: '', is_active: true };

  it('the standalone screen requires only the title', () => {
    expect(ServiceInputSchema.safeParse(service).success).toBe(true);
    expect(ServiceInputSchema.safeParse({ ...service, title: '' }).error?.issues[0]?.message).toBe(ruleMessages.required('Title'));
  });

  it('the content tab also requires the description', () => {
    expect(ContentServiceInputSchema.safeParse(service).error?.issues[0]?.message).toBe(ruleMessages.required('Description'));
    expect(ContentServiceInputSchema.safeParse({ ...service, description: 'We source' }).success).toBe(true);
  });

  it('checks the service link against the allow-list', () => {
    expect(ServiceInputSchema.safeParse({ ...service, link_url: 'javascript:alert(1)' }).error?.issues[0]?.message).toBe(
      ruleMessages.invalidUrl('Link URL'),
    );
  });
});
