import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldOf, firstIssuePerField, parseForm } from './form-validation';

const schema = z.object({
  title: z.string().trim().min(1, { error: 'Title is required' }).max(5, { error: 'Title is too long' }),
  email: z.email({ error: 'Enter a valid e-mail' }),
});
const blank = { title: '', email: '' };

describe('parseForm', () => {
  it('returns the parsed input when every rule holds', () => {
    expect(parseForm(schema, { title: ' Gate ', email: 'a@b.co' }, fieldOf(blank))).toEqual({ ok: true, input: { title: 'Gate', email: 'a@b.co' } });
  });

  it('names one problem per field, the first the schema found', () => {
    expect(parseForm(schema, { title: '', email: 'nope' }, fieldOf(blank))).toEqual({
      ok: false,
      errors: { title: 'Title is required', email: 'Enter a valid e-mail' },
    });
  });
});

describe('firstIssuePerField', () => {
  it('keeps the first message of a field and drops names that are not fields of the form', () => {
    const issues = [
      { path: ['title'], message: 'first' },
      { path: ['title'], message: 'second' },
      { path: ['position'], message: 'not a form field' },
      { path: [], message: 'whole object' },
    ];
    expect(firstIssuePerField(issues, fieldOf(blank))).toEqual({ title: 'first' });
  });
});
