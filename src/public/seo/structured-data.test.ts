import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, withOneOrganization } from './structured-data';

const ROOT = 'https://www.example-steel.test/';

describe('withOneOrganization', () => {
  it('merges a stored Organization over the generated one: one block, the editor\'s words first', () => {
    const generated = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Ironcrest Steel Industries', url: ROOT, logo: `${ROOT}site/logo.svg` };
    const stored = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Ironcrest Steel Industries Pvt. Ltd.', url: ROOT, sameAs: ['https://www.linkedin.com/company/x'] };
    const other = { '@type': 'WebSite', url: ROOT };
    expect(withOneOrganization([generated], [stored, other])).toEqual([{ ...generated, ...stored }, other]);
  });

  it('keeps the blocks as they are when at most one describes the company', () => {
    const page = { '@type': 'WebPage', url: ROOT };
    const contact = { '@type': 'ContactPage', mainEntity: { '@type': 'Organization', name: 'Ironcrest' } };
    expect(withOneOrganization([page], [contact])).toEqual([page, contact]);
    expect(withOneOrganization([], [])).toEqual([]);
  });
});

describe('breadcrumbTrail', () => {
  it('is the menu trail on the site root, ending at the page\'s canonical address', () => {
    const above = [
      { name: 'Home', path: '/' },
      { name: 'Manufacturing', path: '/page/manufacturing' },
    ];
    expect(breadcrumbTrail(`${ROOT}demo/`, above, { name: 'Fencing', url: `${ROOT}demo/page/fencing` })).toEqual([
      { name: 'Home', url: `${ROOT}demo/` },
      { name: 'Manufacturing', url: `${ROOT}demo/page/manufacturing` },
      { name: 'Fencing', url: `${ROOT}demo/page/fencing` },
    ]);
  });
});
