import { describe, expect, it } from 'vitest';
import { CareerApplicationInputSchema, CareerApplicationSchema, CareerOpeningInputSchema, CareerOpeningSchema } from './careers';
import { JOB_TYPES } from './constants';
import { ruleMessages } from './messages';

const opening = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  title: 'Welder',
  department: 'Production',
  location: 'Mohali',
  experience: '3-5 years',
  description: 'MIG/TIG welding',
  requirements: 'ITI',
  benefits: 'PF',
  ...overrides,
});

describe('career openings (admin spec 4: job type full-time by default)', () => {
  it('defaults a missing or empty type to full-time', () => {
    expect(CareerOpeningSchema.parse(opening()).type).toBe('full-time');
    expect(CareerOpeningSchema.parse(opening({ type: '' })).type).toBe('full-time');
    expect(CareerOpeningSchema.parse(opening({ type: null })).type).toBe('full-time');
    expect(CareerOpeningInputSchema.parse(opening({ type: undefined })).type).toBe('full-time');
  });

  it.each(JOB_TYPES)('keeps the type %s', (type) => {
    expect(CareerOpeningInputSchema.parse(opening({ type })).type).toBe(type);
  });

  it('refuses an unknown type', () => {
    expect(CareerOpeningInputSchema.safeParse(opening({ type: 'freelance' })).success).toBe(false);
  });

  it('requires only the title, and leaves the salary range optional', () => {
    expect(CareerOpeningInputSchema.safeParse({ title: '' }).error?.issues[0]?.message).toBe(ruleMessages.required('Title'));
    expect(CareerOpeningInputSchema.parse({ title: 'Welder' })).toMatchObject({ salary_range: '', is_active: true });
  });
});

describe('CareerApplicationInputSchema (public spec 5)', () => {
  const form = { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '+91 90000 11111', position: 'Welder', experience: '', cover_letter: '' };

  it('requires Full Name, Email Address and Phone Number', () => {
    expect(CareerApplicationInputSchema.safeParse(form).success).toBe(true);
    expect(CareerApplicationInputSchema.safeParse({ ...form, name: '' }).error?.issues[0]?.message).toBe(ruleMessages.required('Full Name'));
    expect(CareerApplicationInputSchema.safeParse({ ...form, email: 'x' }).error?.issues[0]?.message).toBe(
      ruleMessages.invalidEmail('Email Address'),
    );
    expect(CareerApplicationInputSchema.safeParse({ ...form, phone: ' ' }).error?.issues[0]?.message).toBe(
      ruleMessages.required('Phone Number'),
    );
  });

  it('leaves experience and the cover letter optional', () => {
    const { experience: _e, cover_letter: _c, ...required } = form;
    expect(CareerApplicationInputSchema.parse(required)).toMatchObject({ experience: '', cover_letter: '' });
  });
});

describe('CareerApplicationSchema', () => {
  it('defaults a missing status to new and refuses an unknown one', () => {
    const stored = { id: 1, name: 'Ravi', email: 'r@example.com', created_at: '2026-03-01 10:00:00' };
    expect(CareerApplicationSchema.parse(stored).status).toBe('new');
    expect(CareerApplicationSchema.parse({ ...stored, status: 'interviewed' }).status).toBe('interviewed');
    expect(CareerApplicationSchema.safeParse({ ...stored, status: 'pending' }).success).toBe(false);
  });
});
