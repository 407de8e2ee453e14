import { describe, expect, it } from 'vitest';
import { ROBOTS_OPTIONS } from './constants';
import { adminMessages, ruleMessages } from './messages';
import { SeoSettingsInputSchema } from './seo';
import { defaultSeoSettings } from './seo-defaults';

const settings = (overrides: Record<string, unknown> = {}) => ({
  page_type: 'homepage',
  page_title: 'Ironcrest Steel Industries',
  meta_description: 'Engineering steel products',
  meta_keywords: 'steel, fencing, fasteners',
  robots: 'index,follow',
  og_title: '',
  og_description: '',
  og_image: '',
  canonical_url: '',
  twitter_title: '',
  twitter_description: '',
  twitter_image: '',
  structured_data: '',
  ...overrides,
});
const messageAt = (value: unknown, field: string) =>
  SeoSettingsInputSchema.safeParse(value).error?.issues.find((issue) => issue.path[0] === field)?.message;
const chars = (n: number) => 'x'.repeat(n);

describe('SeoSettingsInputSchema (admin spec 5)', () => {
  it('accepts a complete record', () => {
    expect(SeoSettingsInputSchema.safeParse(settings()).success).toBe(true);
  });

  it('requires the page title and the meta description', () => {
    expect(messageAt(settings({ page_title: ' ' }), 'page_title')).toBe(ruleMessages.required('Page title'));
    expect(messageAt(settings({ meta_description: '' }), 'meta_description')).toBe(ruleMessages.required('Meta description'));
  });

  it.each([
    ['page_title', 'Page title', 60],
    ['meta_description', 'Meta description', 160],
    ['og_title', 'OG title', 60],
    ['twitter_title', 'Twitter title', 60],
    ['og_description', 'OG description', 200],
    ['twitter_description', 'Twitter description', 200],
  ] as const)('allows %s up to its limit (%s, %i characters)', (field, label, max) => {
    expect(messageAt(settings({ [field]: chars(max) }), field)).toBeUndefined();
    expect(messageAt(settings({ [field]: chars(max + 1) }), field)).toBe(ruleMessages.maxLength(label, max));
  });

  it.each(ROBOTS_OPTIONS)('accepts the robots option %s', (robots) => {
    expect(SeoSettingsInputSchema.parse(settings({ robots })).robots).toBe(robots);
  });

  it('defaults robots to index,follow and refuses any other value', () => {
    expect(SeoSettingsInputSchema.parse(settings({ robots: '' })).robots).toBe('index,follow');
    expect(SeoSettingsInputSchema.parse(settings({ robots: undefined })).robots).toBe('index,follow');
    expect(SeoSettingsInputSchema.safeParse(settings({ robots: 'none' })).success).toBe(false);
    expect(SeoSettingsInputSchema.safeParse(settings({ robots: 'index, follow' })).success).toBe(false);
  });

  it.each([
    ['canonical_url', 'Canonical URL'],
    ['og_image', 'OG image'],
    ['twitter_image', 'Twitter image'],
  ])('requires %s to be a URL when given', (field, label) => {
    expect(messageAt(settings({ [field]: 'https://ironcreststeel.com/og.png' }), field)).toBeUndefined();
    expect(messageAt(settings({ [field]: '' }), field)).toBeUndefined();
    expect(messageAt(settings({ [field]: 'not a url' }), field)).toBe(ruleMessages.invalidUrl(label));
    expect(messageAt(settings({ [field]: 'javascript:alert(1)' }), field)).toBe(ruleMessages.invalidUrl(label));
  });

  it('requires structured data to be JSON when given', () => {
    expect(messageAt(settings({ structured_data: '{"@context":"https://schema.org","@type":"Organization"}' }), 'structured_data')).toBeUndefined();
    expect(messageAt(settings({ structured_data: '   ' }), 'structured_data')).toBeUndefined();
    expect(messageAt(settings({ structured_data: '{"@type": Organization}' }), 'structured_data')).toBe(
      adminMessages.seo.invalidStructuredData,
    );
  });

  it('refuses an unknown page type', () => {
    expect(SeoSettingsInputSchema.safeParse(settings({ page_type: 'blog' })).success).toBe(false);
  });
});

describe('defaultSeoSettings (Reset to Default)', () => {
  it('empties every field and sets robots to index,follow', () => {
    expect(defaultSeoSettings('about')).toEqual({
      page_type: 'about',
      page_title: '',
      meta_description: '',
      meta_keywords: '',
      robots: 'index,follow',
      og_title: '',
      og_description: '',
      og_image: '',
      canonical_url: '',
      twitter_title: '',
      twitter_description: '',
      twitter_image: '',
      structured_data: '',
    });
  });
});
