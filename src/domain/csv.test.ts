import { describe, expect, it } from 'vitest';
import type { CareerApplication } from './careers';
import { CAREER_CSV_HEADERS, CONTACT_CSV_HEADERS, careerCsvRow, contactCsvRow, CSV_BOM, csvFileName, neutraliseCell } from './csv';
import type { ContactSubmission } from './submissions';

const submission: ContactSubmission = {
  id: 7,
  name: 'Zoë Müller',
  email: 'zoe@example.com',
  phone: '+49 151 2233 445',
  company: 'Müller GmbH',
  subject: 'quote-request',
  message: 'Need 400 panels, "galvanised", please',
  status: 'replied',
  created_at: '2026-03-05 08:15:00',
};

const application: CareerApplication = {
  id: 3,
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '98140 22750',
  position: 'Welding Supervisor',
  experience: '5-10',
  education: 'ITI Welder',
  skills: 'MIG',
  cover_letter: 'Hello',
  resume_filename: 'Ravi_CV.pdf',
  resume_file: 'resume_20260302_ravi.pdf',
  status: 'shortlisted',
  created_at: '2026-03-02 14:00:00',
};

const SITE_ZONE = 'Asia/Kolkata';

describe('neutraliseCell', () => {
  it.each(['=HYPERLINK("http://evil.example","x")', '=1+1', '+1+1', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1', '+91-98140-22750'])(
    'prefixes %j with a single quote so spreadsheets show it as text',
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    },
  );

  it.each(['Asha Verma', '', '2026-03-05 08:15:00', 'a=b', ' leading space', "'quoted", 'Ｅ-mail ＝ ok'])('leaves %j unchanged', (value) => {
    expect(neutraliseCell(value)).toBe(value);
  });

  it.each(['+91 98140 22750', '+1 406 555 0147', '+44 (0)20 7946 0958', '+4915122334455', '+49 151 2233 445'])(
    'exports the phone number %j as typed: it holds nothing a spreadsheet computes',
    (value) => {
      expect(neutraliseCell(value)).toBe(value);
    },
  );
});

describe('the CSV rows of the exports (admin spec 9)', () => {
  it('names the contact columns name, email, phone, subject, message, status, submitted time as readable headers', () => {
    expect(CONTACT_CSV_HEADERS).toEqual(['Name', 'Email', 'Phone', 'Subject', 'Message', 'Status', 'Submitted Time']);
  });

  it('names the career columns name, email, phone, position, experience, resume file, status, applied time', () => {
    expect(CAREER_CSV_HEADERS).toEqual(['Name', 'Email', 'Phone', 'Position', 'Experience', 'Resume File', 'Status', 'Applied Time']);
  });

  it('builds a contact row in column order as the screen shows it: subject label, site-zone time with its zone', () => {
    expect(contactCsvRow(submission, SITE_ZONE)).toEqual([
      'Zoë Müller',
      'zoe@example.com',
      '+49 151 2233 445',
      'Quote Request',
      'Need 400 panels, "galvanised", please',
      'replied',
      'Mar 5, 2026, 01:45 PM GMT+5:30',
    ]);
  });

  it('shows the time in the zone it is given, named', () => {
    expect(contactCsvRow(submission, 'UTC')[6]).toBe('Mar 5, 2026, 08:15 AM UTC');
    expect(contactCsvRow(submission, 'Europe/London')[6]).toBe('Mar 5, 2026, 08:15 AM GMT');
  });

  it('keeps an unreadable stored time as stored, still guarded', () => {
    expect(contactCsvRow({ ...submission, created_at: 'yesterday' }, SITE_ZONE)[6]).toBe('yesterday');
    expect(contactCsvRow({ ...submission, created_at: '=1+1' }, SITE_ZONE)[6]).toBe("'=1+1");
  });

  it('neutralises a formula typed into the public form', () => {
    const row = contactCsvRow({ ...submission, name: '=cmd|" /C calc"!A0', message: '@SUM(1+1)' }, SITE_ZONE);
    expect(row[0]).toBe(`'=cmd|" /C calc"!A0`);
    expect(row[4]).toBe("'@SUM(1+1)");
  });

  it('builds a career row with the experience label, the site-zone time and the uploaded resume name, or the stored one', () => {
    expect(careerCsvRow(application, SITE_ZONE)).toEqual([
      'Ravi Kumar',
      'ravi@example.com',
      '98140 22750',
      'Welding Supervisor',
      '5-10 years',
      'Ravi_CV.pdf',
      'shortlisted',
      'Mar 2, 2026, 07:30 PM GMT+5:30',
    ]);
    expect(careerCsvRow({ ...application, experience: '3-5' }, SITE_ZONE)[4]).toBe('3-5 years');
    expect(careerCsvRow({ ...application, phone: '+91 98140 22750' }, SITE_ZONE)[2]).toBe('+91 98140 22750');
    expect(careerCsvRow({ ...application, resume_filename: '' }, SITE_ZONE)[5]).toBe('resume_20260302_ravi.pdf');
    expect(careerCsvRow({ ...application, resume_filename: '', resume_file: '' }, SITE_ZONE)[5]).toBe('');
  });
});

describe('csvFileName', () => {
  it('dates the files with the local day as YYYY-MM-DD', () => {
    const day = new Date(2026, 0, 9, 23, 30);
    expect(csvFileName('contact', day)).toBe('contact_submissions_2026-01-09.csv');
    expect(csvFileName('career', day)).toBe('career_applications_2026-01-09.csv');
  });
});

it('marks files as UTF-8 with the byte-order mark', () => {
  expect([...new TextEncoder().encode(CSV_BOM)]).toEqual([0xef, 0xbb, 0xbf]);
});
