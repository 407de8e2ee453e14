import { describe, expect, it } from 'vitest';
import { buildCareerApplication, buildContactSubmission } from '../../tests/support/builders';
import { matchesCareerFilter, matchesContactFilter, newestFirst } from './filters';

describe('matchesContactFilter (get_contact_form_data.php: status, dateFrom, dateTo, search)', () => {
  const row = buildContactSubmission({
    id: 1,
    name: 'Asha Verma',
    email: 'asha@vermafarms.in',
    phone: '+91 98765 00000',
    company: 'Verma Farms',
    subject: 'quote-request',
    message: 'Need galvanised cattle gates',
    status: 'read',
    created_at: '2026-02-10 12:30:00',
  });

  it('matches everything without a filter, or with every field blank', () => {
    expect(matchesContactFilter(row)).toBe(true);
    expect(matchesContactFilter(row, { status: '', dateFrom: '', dateTo: '', search: '' })).toBe(true);
  });

  it('matches on the exact status', () => {
    expect(matchesContactFilter(row, { status: 'read' })).toBe(true);
    expect(matchesContactFilter(row, { status: 'new' })).toBe(false);
  });

  it('includes both ends of the date range, by day', () => {
    expect(matchesContactFilter(row, { dateFrom: '2026-02-10' })).toBe(true);
    expect(matchesContactFilter(row, { dateTo: '2026-02-10' })).toBe(true);
    expect(matchesContactFilter(row, { dateFrom: '2026-02-10', dateTo: '2026-02-10' })).toBe(true);
    expect(matchesContactFilter(row, { dateFrom: '2026-02-11' })).toBe(false);
    expect(matchesContactFilter(row, { dateTo: '2026-02-09' })).toBe(false);
  });

  it.each([
    ['name', 'asha'],
    ['email', 'VERMAFARMS.IN'],
    ['phone', '98765'],
    ['company', 'verma farms'],
    ['subject', 'Quote'],
    ['message', 'Cattle Gates'],
  ])('searches the %s case-insensitively', (_field, search) => {
    expect(matchesContactFilter(row, { search })).toBe(true);
  });

  it('trims the search and refuses a row that contains it nowhere', () => {
    expect(matchesContactFilter(row, { search: '  asha  ' })).toBe(true);
    expect(matchesContactFilter(row, { search: 'bolts' })).toBe(false);
  });

  it('requires every given condition', () => {
    expect(matchesContactFilter(row, { status: 'read', search: 'asha', dateFrom: '2026-02-01' })).toBe(true);
    expect(matchesContactFilter(row, { status: 'read', search: 'bolts' })).toBe(false);
  });
});

describe('matchesCareerFilter (get_career_applications.php: status, position, dateFrom, dateTo, search)', () => {
  const row = buildCareerApplication({
    id: 1,
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    phone: '+91 90000 11111',
    position: 'Design Engineer',
    education: 'B.Tech Mechanical',
    skills: 'SolidWorks, AutoCAD',
    cover_letter: 'I love steel',
    status: 'shortlisted',
    created_at: '2026-03-02 14:00:00',
  });

  it('matches everything without a filter', () => {
    expect(matchesCareerFilter(row)).toBe(true);
    expect(matchesCareerFilter(row, { status: '', position: '', search: '' })).toBe(true);
  });

  it('matches on the exact status', () => {
    expect(matchesCareerFilter(row, { status: 'shortlisted' })).toBe(true);
    expect(matchesCareerFilter(row, { status: 'hired' })).toBe(false);
  });

  it('matches the whole position, ignoring case', () => {
    expect(matchesCareerFilter(row, { position: 'design engineer' })).toBe(true);
    expect(matchesCareerFilter(row, { position: 'Design' })).toBe(false);
    expect(matchesCareerFilter(row, { position: 'Welder' })).toBe(false);
  });

  it('includes both ends of the date range, by day', () => {
    expect(matchesCareerFilter(row, { dateFrom: '2026-03-02', dateTo: '2026-03-02' })).toBe(true);
    expect(matchesCareerFilter(row, { dateFrom: '2026-03-03' })).toBe(false);
    expect(matchesCareerFilter(row, { dateTo: '2026-03-01' })).toBe(false);
  });

  it.each([
    ['name', 'RAVI'],
    ['email', 'ravi@'],
    ['phone', '11111'],
    ['position', 'engineer'],
    ['skills', 'autocad'],
    ['education', 'b.tech'],
  ])('searches the %s case-insensitively', (_field, search) => {
    expect(matchesCareerFilter(row, { search })).toBe(true);
  });

  it('refuses a row that contains the search nowhere', () => {
    expect(matchesCareerFilter(row, { search: 'welding' })).toBe(false);
  });
});

describe('newestFirst', () => {
  it('orders by created_at, newest first, then by id, highest first', () => {
    const rows = [
      buildContactSubmission({ id: 1, created_at: '2026-01-15 09:00:00' }),
      buildContactSubmission({ id: 2, created_at: '2026-03-05 08:15:00' }),
      buildContactSubmission({ id: 3, created_at: '2026-02-20 16:45:00' }),
      buildContactSubmission({ id: 4, created_at: '2026-03-05 08:15:00' }),
    ];
    expect([...rows].sort(newestFirst).map((row) => row.id)).toEqual([4, 2, 3, 1]);
  });
});
