import { describe, expect, it } from 'vitest';
import { defaultTexts } from '../domain/messages';
import { aboutTextsWithDefaults, STATIC_ABOUT_SECTIONS } from './fallback-about';

describe('aboutTextsWithDefaults', () => {
  it('uses the built-in defaults when the content could not be loaded', () => {
    expect(aboutTextsWithDefaults(undefined)).toEqual(defaultTexts.about);
  });

  it('keeps the stored fields and fills only the missing or blank ones', () => {
    expect(aboutTextsWithDefaults({ subtitle: 'Stored subtitle', description: '', vision: '  ', mission: 'Stored mission' })).toEqual({
      subtitle: 'Stored subtitle',
      description: defaultTexts.about.description,
      vision: defaultTexts.about.vision,
      mission: 'Stored mission',
    });
  });
});

describe('STATIC_ABOUT_SECTIONS', () => {
  it('holds the three anchored sections of the static About variant', () => {
    expect(STATIC_ABOUT_SECTIONS.map((section) => [section.id, section.label])).toEqual([
      ['vision-and-mission', 'Vision & Mission'],
      ['our-team', 'Our Team'],
      ['infrastructure', 'Infrastructure'],
    ]);
  });
});
