import { describe, expect, it } from 'vitest';
import { WireCertificationSchema, WireRecentCareerSubmissionSchema, envelopes } from './contract';
import { NavigationNodeSchema } from './navigation';

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
