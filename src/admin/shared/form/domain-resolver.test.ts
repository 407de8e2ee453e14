import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { NavigationInputSchema } from '../../../domain/navigation';
import { PageInputSchema } from '../../../domain/pages';
import { domainResolver } from './domain-resolver';

type Values = { title: string; slug: string; order: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const toInput = (values: Values) => ({ title: values.title, slug: values.slug, order_index: values.order });

describe('a form resolver over a domain input schema', () => {
  const resolver = domainResolver<Values>(NavigationInputSchema, { toInput, fieldOf: { order_index: 'order' } });

  it('passes valid values on unchanged', async () => {
    const values = { title: 'Gates', slug: 'gates', order: '2' };
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it("says the schema's messages at the form's fields, in the domain's words", async () => {
    const { errors } = await resolver({ title: ' ', slug: '!!!', order: '2000000' }, undefined, options);
    expect(errors.title?.message).toBe('Title is required');
    expect(errors.slug?.message).toBe('Slug must contain letters or digits');
    expect(errors.order?.message).toBe('Order index must be at most 1,000,000');
  });

  it('says a text over its limit at its field, as the store would refuse it', async () => {
    const { errors } = await resolver({ title: 'x'.repeat(256), slug: 'gates', order: '1' }, undefined, options);
    expect(errors.title?.message).toBe('Title must be at most 255 characters');
  });

  it("puts the form's own rules first, and the schema's where they say nothing", async () => {
    const withRules = domainResolver<Values>(NavigationInputSchema, {
      toInput,
      fieldOf: { order_index: 'order' },
      rules: (values) => (values.order.trim() === '' ? { order: 'Order Index must be a whole number' } : {}),
    });
    const { errors } = await withRules({ title: '', slug: 'gates', order: '' }, undefined, options);
    expect(errors.order?.message).toBe('Order Index must be a whole number');
    expect(errors.title?.message).toBe('Title is required');
  });

  it("names the form's field for an input field it calls otherwise (a custom gallery's source page)", async () => {
    type PageValues = { title: string; slug: string; gallerySourceId: string };
    const pageResolver = domainResolver<PageValues>(PageInputSchema, {
      toInput: (values) => ({ title: values.title, slug: values.slug, gallery_inheritance_type: 'custom', gallery_inheritance_id: values.gallerySourceId || null }),
      fieldOf: { gallery_inheritance_id: 'gallerySourceId' },
    });
    const { errors } = await pageResolver({ title: 'Gates', slug: 'gates', gallerySourceId: '' }, undefined, options as never);
    expect(errors.gallerySourceId?.message).toBe('Source page is required for a custom gallery');
  });
});
