import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CareerOpeningInputSchema, CareerOpeningSchema } from './careers';
import { ProductInputSchema, ProductSchema, ServiceInputSchema, ServiceSchema } from './catalog';
import {
  AboutContentSchema,
  CertificationInputSchema,
  CertificationSchema,
  ContactContentSchema,
  HomepageContentSchema,
  InfrastructureInputSchema,
  InfrastructureItemSchema,
  TeamMemberInputSchema,
  TeamMemberSchema,
} from './company';
import { NavigationInputSchema, NavigationItemSchema } from './navigation';
import { PageInputSchema, PageSchema } from './pages';
import { RepositoryError } from './repository-error';
import { SeoSettingsInputSchema, SeoSettingsSchema } from './seo';
import { SliderItemInputSchema, SliderItemSchema } from './slider';
import { refuseStaleSave, VERSION_FIELDS, type VersionedRecord, versionOf, withoutVersion } from './record-version';

type Shaped = { shape: Record<string, z.ZodType> };

/**
 * Each record type: the schema of what its form sends (every field but the version and the key is a version field),
 * what is stored beside them and versioned too, and the stored record's schema (which must carry every version field).
 */
const TYPES: Record<VersionedRecord, { input: Shaped; key?: string; extra?: string[]; stored: Shaped }> = {
  page: { input: PageInputSchema, extra: ['updated_at'], stored: PageSchema },
  seo: { input: SeoSettingsInputSchema, key: 'page_type', stored: SeoSettingsSchema },
  product: { input: ProductInputSchema, stored: ProductSchema },
  service: { input: ServiceInputSchema, stored: ServiceSchema },
  slide: { input: SliderItemInputSchema, stored: SliderItemSchema },
  navigation: { input: NavigationInputSchema, stored: NavigationItemSchema },
  teamMember: { input: TeamMemberInputSchema, stored: TeamMemberSchema },
  infrastructure: { input: InfrastructureInputSchema, stored: InfrastructureItemSchema },
  certification: { input: CertificationInputSchema, stored: CertificationSchema },
  careerOpening: { input: CareerOpeningInputSchema, stored: CareerOpeningSchema },
  aboutContent: { input: AboutContentSchema, stored: AboutContentSchema },
  homepageContent: { input: HomepageContentSchema, stored: HomepageContentSchema },
  contactContent: { input: ContactContentSchema, stored: ContactContentSchema },
};

describe('record versions', () => {
  it.each(Object.keys(TYPES) as VersionedRecord[])('versions every edited field of a %s, and only those', (type) => {
    const { input, key, extra = [], stored } = TYPES[type];
    const edited = Object.keys(input.shape).filter((field) => field !== 'expected_version' && field !== key);
    expect([...VERSION_FIELDS[type]].sort()).toEqual([...edited, ...extra].sort());
    for (const field of VERSION_FIELDS[type]) expect(Object.keys(stored.shape)).toContain(field);
  });

  it('lets an edit form send its version with every input schema', () => {
    for (const { input } of Object.values(TYPES)) {
      if (input !== AboutContentSchema && input !== HomepageContentSchema && input !== ContactContentSchema) {
        expect(Object.keys(input.shape)).toContain('expected_version');
      }
    }
  });

  it('changes with any versioned field and ignores the others', () => {
    const product = { id: 3, title: 'Beams', category: '', description: '', icon: '', image_url: '', link: '', specifications: '', features: '', sort_order: 1, is_active: true };
    const version = versionOf('product', product);
    expect(versionOf('product', { ...product })).toBe(version);
    expect(versionOf('product', { ...product, features: 'Galvanised' })).not.toBe(version);
    expect(versionOf('product', { ...product, is_active: false })).not.toBe(version);
    expect(versionOf('product', { ...product, id: 4 })).toBe(version);
  });

  it('refuses a stale save with a conflict, lets a save without a version or over a missing record through', () => {
    const slide = { title: 'Steel', display_order: 1 };
    const stale = versionOf('slide', slide);
    expect(() => refuseStaleSave('slide', stale, { ...slide, title: 'Saved elsewhere' })).toThrow(RepositoryError);
    expect(() => refuseStaleSave('slide', stale, { ...slide, title: 'Saved elsewhere' })).toThrow(expect.objectContaining({ kind: 'conflict' }));
    expect(() => refuseStaleSave('slide', stale, slide)).not.toThrow();
    expect(() => refuseStaleSave('slide', undefined, { ...slide, title: 'Saved elsewhere' })).not.toThrow();
    expect(() => refuseStaleSave('slide', stale, null)).not.toThrow();
  });

  it('never stores the version a form sent', () => {
    expect(withoutVersion({ title: 'A', expected_version: 'x1' })).toEqual({ title: 'A' });
  });
});
