import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS } from './constants';
import { ruleMessages } from './messages';
import { ContactSubmissionInputSchema, ContactSubmissionSchema } from './submissions';

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '',
  company: '',
  subject: 'quote-request',
  message: 'Please quote 200 m of chain link fence.',
  ...overrides,
});
const messageAt = (value: unknown, field: string) =>
  ContactSubmissionInputSchema.safeParse(value).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('ContactSubmissionInputSchema (public spec 5)', () => {
  it('accepts the required fields with phone and company left out', () => {
    const { phone: _phone, company: _company, ...required } = form();
    expect(ContactSubmissionInputSchema.parse(required)).toMatchObject({ phone: '', company: '' });
  });

  it('requires Full Name, Email Address, Subject and Message', () => {
    expect(messageAt(form({ name: '' }), 'name')).toBe(ruleMessages.required('Full Name'));
    expect(messageAt(form({ email: '' }), 'email')).toBe(ruleMessages.invalidEmail('Email Address'));
    expect(messageAt(form({ subject: '' }), 'subject')).toBe(ruleMessages.required('Subject'));
    expect(messageAt(form({ message: '  ' }), 'message')).toBe(ruleMessages.required('Message'));
  });

  it('requires an e-mail address', () => {
    expect(messageAt(form({ email: 'asha@' }), 'email')).toBe(ruleMessages.invalidEmail('Email Address'));
  });

  it.each(CONTACT_SUBJECTS)('accepts the subject %s', (subject) => {
    expect(ContactSubmissionInputSchema.parse(form({ subject })).subject).toBe(subject);
  });

  it('has the eight documented subject options', () => {
    expect(CONTACT_SUBJECTS).toEqual([
      'general-inquiry',
      'quote-request',
      'product-information',
      'manufacturing-services',
      'sourcing-services',
      'engineering-services',
      'partnership',
      'support',
    ]);
  });

  it('refuses a subject outside the options', () => {
    expect(messageAt(form({ subject: 'complaint' }), 'subject')).toBe(ruleMessages.required('Subject'));
  });
});

describe('ContactSubmissionSchema', () => {
  it('defaults a missing status to new', () => {
    const stored = ContactSubmissionSchema.parse({ ...form(), id: '5', status: '', created_at: '2026-03-01 10:00:00' });
    expect(stored).toMatchObject({ id: 5, status: 'new' });
  });
});
