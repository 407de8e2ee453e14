import { describe, expect, it } from 'vitest';
import { WireCertificationSchema, WireRecentCareerSubmissionSchema, endpoints, envelopes, type EndpointName } from './contract';
import { CareerApplicationSchema } from './careers';
import { NavigationNodeSchema } from './navigation';
import { ContactSubmissionSchema } from './submissions';

const certification = {
  id: '1',
  title: 'ISO 9001:2015',
  description: 'Quality management',
  icon: 'fa-certificate',
  image_url: null,
  issued_date: '2024-01-01',
  expiry_date: '2027-01-01',
  issuing_body: 'Bureau Veritas',
};

describe('WireCertificationSchema (admin spec 3: the list shows certificate_number)', () => {
  it('reads certificate_number into cert_number', () => {
    expect(WireCertificationSchema.parse({ ...certification, certificate_number: 'QMS-1234' })).toMatchObject({
      id: 1,
      cert_number: 'QMS-1234',
      image_url: '',
    });
  });

  it('keeps cert_number when the answer carries it, even beside certificate_number', () => {
    expect(WireCertificationSchema.parse({ ...certification, cert_number: 'A-1' }).cert_number).toBe('A-1');
    expect(WireCertificationSchema.parse({ ...certification, cert_number: 'A-1', certificate_number: 'B-2' }).cert_number).toBe('A-1');
  });

  it('gives an empty number when neither field is there', () => {
    expect(WireCertificationSchema.parse(certification).cert_number).toBe('');
  });

  it('reads a certifications envelope', () => {
    const answer = envelopes.getCertifications.parse({
      success: true,
      message: '',
      certifications: [{ ...certification, certificate_number: 'QMS-1234' }],
    });
    expect(answer.certifications[0]?.cert_number).toBe('QMS-1234');
  });
});

describe('WireRecentCareerSubmissionSchema (admin spec 3: the dashboard reads first_name and last_name)', () => {
  const row = { id: 3, position: 'Welder', email: 'ravi@example.com', status: 'pending', created_at: '2026-03-02 14:00:00' };

  it('joins first_name and last_name into name', () => {
    expect(WireRecentCareerSubmissionSchema.parse({ ...row, first_name: 'Ravi', last_name: 'Kumar' })).toEqual({
      id: 3,
      name: 'Ravi Kumar',
      position: 'Welder',
      email: 'ravi@example.com',
      status: 'pending',
      created_at: '2026-03-02 14:00:00',
    });
  });

  it('uses whichever part is there', () => {
    expect(WireRecentCareerSubmissionSchema.parse({ ...row, first_name: 'Ravi', last_name: null }).name).toBe('Ravi');
    expect(WireRecentCareerSubmissionSchema.parse({ ...row, last_name: 'Kumar' }).name).toBe('Kumar');
  });

  it('keeps name when the answer already carries it', () => {
    expect(WireRecentCareerSubmissionSchema.parse({ ...row, name: 'Ravi K.', first_name: 'X', last_name: 'Y' }).name).toBe('Ravi K.');
  });

  it('knows the dashboard’s pending status and defaults a missing one to new', () => {
    expect(WireRecentCareerSubmissionSchema.parse({ ...row, name: 'R' }).status).toBe('pending');
    expect(WireRecentCareerSubmissionSchema.parse({ ...row, name: 'R', status: '' }).status).toBe('new');
  });
});

describe('NavigationNodeSchema (get_navigation.php: nested with children)', () => {
  it('reads a nested answer with PHP-style values at every level', () => {
    const [about] = NavigationNodeSchema.array().parse([
      {
        id: '2',
        title: 'About Us',
        slug: 'about-us',
        url: null,
        icon: 'about us',
        has_page: '0',
        has_children: 1,
        order_index: '2',
        is_active: '1',
        parent_id: null,
        external_url: null,
        children: [
          {
            id: 4,
            title: 'Our Team',
            slug: 'our-team',
            has_page: 0,
            order_index: 1,
            is_active: true,
            parent_id: '2',
            children: [{ id: 9, title: 'Leaders', slug: 'leaders', parent_id: 4 }],
          },
        ],
      },
    ]);
    expect(about).toMatchObject({ id: 2, has_page: false, has_children: true, order_index: 2, is_active: true, url: '', external_url: '' });
    const team = about!.children[0]!;
    expect(team).toMatchObject({ id: 4, parent_id: 2, has_page: false });
    expect(team.children[0]).toMatchObject({ id: 9, parent_id: 4, is_active: true, children: [], has_children: false });
  });

  it('reads a navigation envelope', () => {
    const answer = envelopes.getNavigation.parse({
      success: true,
      navigation: [{ id: 1, title: 'Home', slug: 'home', order_index: 1, children: [] }],
    });
    expect(answer.message).toBe('');
    expect(answer.navigation[0]?.children).toEqual([]);
  });

  it('refuses a failed answer as a navigation envelope', () => {
    expect(envelopes.getNavigation.safeParse({ success: false, message: 'Database down' }).success).toBe(false);
  });
});

describe('the large list envelopes (get_contact_form_data.php, get_career_applications.php)', () => {
  const submission = {
    id: 7,
    name: 'Ana Souza',
    email: 'ana@example.com',
    phone: '+55 11 5555 0101',
    company: 'Souza Agro',
    subject: 'quote-request',
    message: 'Please quote 200 m of fencing.',
    status: 'read',
    created_at: '2026-03-05 08:15:00',
  };
  const application = {
    id: 3,
    name: 'Li Wei',
    email: 'li@example.com',
    phone: '555-0102',
    position: 'Welder',
    experience: '5 years',
    education: '',
    skills: 'MIG, TIG',
    cover_letter: 'Hello',
    resume_filename: 'cv.pdf',
    resume_file: 'resume_1.pdf',
    status: 'shortlisted',
    created_at: '2026-03-06 09:00:00',
  };

  it('reads rows already in their domain form exactly as the domain schema does, unknown fields left out', () => {
    const contacts = envelopes.getContactFormData.parse({ success: true, submissions: [{ ...submission, extra: 'x' }] });
    expect(contacts.submissions).toEqual([ContactSubmissionSchema.parse(submission)]);
    expect(contacts.submissions[0]).not.toHaveProperty('extra');
    const careers = envelopes.getCareerApplications.parse({ success: true, applications: [application] });
    expect(careers.applications).toEqual([CareerApplicationSchema.parse(application)]);
  });

  it('still normalises what a PHP server sends: numeric-string ids, nulls and an empty status', () => {
    const loose = { ...submission, id: '7', phone: null, company: undefined, subject: 12, status: '' };
    const answer = envelopes.getContactFormData.parse({ success: true, submissions: [loose] });
    expect(answer.submissions[0]).toEqual({ ...submission, id: 7, phone: '', company: '', subject: '12', status: 'new' });
    const careers = envelopes.getCareerApplications.parse({ success: true, applications: [{ ...application, id: '3', skills: null, status: null }] });
    expect(careers.applications[0]).toMatchObject({ id: 3, skills: '', status: 'new' });
  });

  it('refuses rows the domain schema refuses', () => {
    expect(envelopes.getContactFormData.safeParse({ success: true, submissions: [{ ...submission, status: 'archived' }] }).success).toBe(false);
    expect(envelopes.getContactFormData.safeParse({ success: true, submissions: [{ ...submission, id: -1 }] }).success).toBe(false);
    expect(envelopes.getCareerApplications.safeParse({ success: true, applications: [{ ...application, created_at: '' }] }).success).toBe(false);
  });
});

describe('which credential each endpoint carries', () => {
  const names = Object.keys(endpoints) as EndpointName[];
  const withCredential = (credential: string) => names.filter((name) => endpoints[name].credential === credential);
  /** What a visitor may send without any key: the public reads and the three visitor submissions. */
  const VISITOR_POSTS: EndpointName[] = ['submitContactForm', 'submitCareerApplication', 'requestBrochure'];

  it('sends the back-office credential on every write but the visitors\' submissions', () => {
    for (const name of names.filter((n) => endpoints[n].method === 'POST' && !VISITOR_POSTS.includes(n))) {
      expect(endpoints[name].credential, name).toBe('admin');
    }
    for (const name of VISITOR_POSTS) expect(endpoints[name].credential, name).toBe('none');
  });

  it('sends the back-office credential on every read of submissions or applicants, the resume download included', () => {
    for (const name of ['getContactFormData', 'getCareerApplications', 'getDashboardStats', 'downloadResume', 'exportDataset'] as const) {
      expect(endpoints[name].credential, name).toBe('admin');
    }
  });

  it('keeps the public key, which is in every visitor\'s bundle, to reads of content the public site shows', () => {
    expect(withCredential('public').sort()).toEqual(
      ['getAboutContent', 'getCareerOpenings', 'getCertifications', 'getContactContent', 'getHomepageContent', 'getInfrastructure', 'getSeoSettings', 'getTeamMembers'].sort(),
    );
    for (const name of withCredential('public')) expect(endpoints[name].method, name).toBe('GET');
  });

  it('sends a credential on every call to the admin and SEO bases', () => {
    for (const name of names.filter((n) => endpoints[n].base !== 'public')) expect(endpoints[name].credential, name).not.toBe('none');
  });
});
