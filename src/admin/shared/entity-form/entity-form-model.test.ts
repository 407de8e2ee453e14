import { describe, expect, it } from 'vitest';
import { CareerOpeningInputSchema } from '../../../domain/careers';
import { ServiceInputSchema } from '../../../domain/catalog';
import { TeamMemberInputSchema } from '../../../domain/company';
import { blankValues, validateValues, valuesOf, type FieldSpec } from './entity-form-model';

const fields: FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'type', label: 'Type', kind: 'select', options: [{ value: 'full-time', label: 'Full-time' }, { value: 'contract', label: 'Contract' }] },
  { name: 'is_active', label: 'Active', kind: 'checkbox', defaultValue: true },
  { name: 'note', label: 'Note', kind: 'textarea' },
];

describe('entity form model', () => {
  it('starts a new record blank, with the first option selected and the given defaults', () => {
    expect(blankValues(fields)).toEqual({ name: '', type: 'full-time', is_active: true, note: '' });
  });

  it('reads the form values of a stored record', () => {
    expect(valuesOf(fields, { id: 3, name: 'Welder', type: 'contract', is_active: false, note: null })).toEqual({
      name: 'Welder',
      type: 'contract',
      is_active: false,
      note: '',
    });
  });

  it('answers the first message of each broken field from the domain schema', () => {
    const result = validateValues(TeamMemberInputSchema, {
      name: '',
      position: 'CEO',
      description: '',
      email: 'not-an-email',
      linkedin_url: 'javascript:alert(1)',
      image_url: '',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        description: 'Description is required',
        email: 'Email must be a valid e-mail address',
        linkedin_url: 'LinkedIn URL must be a valid URL',
      },
    });
  });

  it("names each field as the form's label does, not as the schema does", () => {
    const jobFields: FieldSpec[] = [
      { name: 'title', label: 'Job Title', kind: 'text', required: true },
      { name: 'department', label: 'Department', kind: 'text' },
    ];
    expect(validateValues(CareerOpeningInputSchema, { title: ' ', department: 'QA' }, jobFields)).toEqual({
      ok: false,
      errors: { title: 'Job Title is required' },
    });
    const serviceFields: FieldSpec[] = [{ name: 'link_url', label: 'Link URL', kind: 'url' }];
    const tooLong = validateValues(ServiceInputSchema, { title: 'Welding', link_url: `https://example.com/${'a'.repeat(3000)}` }, serviceFields);
    expect(tooLong.ok ? null : tooLong.errors.link_url).toMatch(/^Link URL must be at most [\d,]+ characters$/);
  });

  it('answers the parsed input when every rule holds', () => {
    const result = validateValues(TeamMemberInputSchema, {
      name: ' Asha ',
      position: 'CEO',
      description: 'Leads',
      email: 'asha@example.com',
      linkedin_url: 'https://www.linkedin.com/in/asha',
      image_url: '/images/team/asha.svg',
    });
    expect(result.ok && result.input.name).toBe('Asha');
  });
});
