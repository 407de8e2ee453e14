import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS, EXPERIENCE_OPTIONS } from './constants';
import { experienceText, subjectText } from './submission-labels';

describe('the labels of coded submission values', () => {
  it('reads every subject as its option label', () => {
    expect(CONTACT_SUBJECTS.map(subjectText)).toEqual([
      'General Inquiry',
      'Quote Request',
      'Product Information',
      'Manufacturing Services',
      'Sourcing Services',
      'Engineering Services',
      'Partnership',
      'Support',
    ]);
    expect(subjectText('')).toBe('');
  });

  it('reads every experience choice in years and keeps free text', () => {
    expect(EXPERIENCE_OPTIONS.map(experienceText)).toEqual(['0-1 years', '1-3 years', '3-5 years', '5-10 years', '10+ years']);
    expect(experienceText('About six years')).toBe('About six years');
  });
});
