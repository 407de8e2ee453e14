import { describe, expect, it } from 'vitest';
import { endpoints, envelopes, type EndpointName } from '../../src/domain/contract';
import { publicMessages } from '../../src/domain/messages';
import { bases, endpointUrl, readJsonAnswer, setupContractServer } from './contract-server';

setupContractServer();

type Read = { query?: Record<string, string | number>; keys: string[] };

/**
 * Both specs' section 7: the fields each read answers with. Where the public and admin specs list different fields
 * for one file, the answer carries both lists (get_page_images.php, get_seo_settings.php).
 */
const reads: Record<string, Read> = {
  getNavigation: { keys: ['success', 'navigation'] },
  getSeoSettings: { query: { page_type: 'homepage' }, keys: ['success', 'settings', 'message'] },
  getServices: { keys: ['success', 'services', 'message'] },
  getProducts: { keys: ['success', 'data', 'message'] },
  getSliderItems: { keys: ['success', 'slider_items', 'message'] },
  getAdminServices: { keys: ['success', 'services', 'message'] },
  getAdminProducts: { keys: ['success', 'data', 'message'] },
  getAdminSliderItems: { keys: ['success', 'slider_items', 'message'] },
  getAboutContent: { keys: ['success', 'content'] },
  getTeamMembers: { keys: ['success', 'team_members'] },
  getInfrastructure: { keys: ['success', 'infrastructure'] },
  getCertifications: { keys: ['success', 'certifications'] },
  getPageContent: { query: { slug: 'fencing' }, keys: ['success', 'data', 'message'] },
  getPageImages: { query: { page_id: 1 }, keys: ['success', 'data', 'gallery_source', 'gallery_inheritance', 'message'] },
  getCareerOpenings: { keys: ['success', 'careers', 'message'] },
  getDashboardStats: { keys: ['success', 'data', 'message'] },
  getPages: { keys: ['success', 'pages', 'message'] },
  getPagesForGalleryInheritance: { keys: ['success', 'pages'] },
  getContactFormData: { keys: ['success', 'submissions'] },
  getCareerApplications: { keys: ['success', 'applications'] },
  getHomepageContent: { keys: ['success', 'content'] },
  getContactContent: { keys: ['success', 'content'] },
  exportDataset: { keys: ['success', 'data', 'message'] },
};

const getJson = async (name: EndpointName, query?: Record<string, string | number>) => {
  const response = await fetch(endpointUrl(name, query));
  expect(response.status, name).toBe(200);
  return readJsonAnswer(response);
};

describe('the reads of the .php contract', () => {
  it('covers every GET endpoint of the contract except the binary resume download', () => {
    const gets = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].method === 'GET' && name !== 'downloadResume');
    expect(Object.keys(reads).sort()).toEqual(gets.sort());
  });

  it.each(Object.entries(reads))('%s answers exactly the documented envelope keys', async (name, read) => {
    const body = await getJson(name as EndpointName, read.query);
    expect(Object.keys(body).sort()).toEqual([...read.keys].sort());
    expect(body.success).toBe(true);
    const schema = (envelopes as Record<string, { safeParse(value: unknown): { success: boolean } }>)[name];
    if (schema) expect(schema.safeParse(body).success, `${name} matches its envelope schema`).toBe(true);
  });

  it('answers get_seo_settings.php on the SEO prefix and on the admin base', async () => {
    const fromSeo = await readJsonAnswer(await fetch(`${bases.seoApiBase}/get_seo_settings.php?page_type=about`));
    const fromAdmin = await readJsonAnswer(await fetch(`${bases.adminApiBase}/get_seo_settings.php?page_type=about`));
    expect(fromSeo.settings).toMatchObject({ page_type: 'about', page_title: 'Title of about' });
    expect(fromAdmin).toEqual(fromSeo);
  });

  it('answers the homepage settings when no page type is given and null settings for a type without any', async () => {
    expect((await getJson('getSeoSettings')).settings).toMatchObject({ page_type: 'homepage' });
    expect((await getJson('getSeoSettings', { page_type: 'careers' })).settings).toBeNull();
  });

  it('answers slider items with is_active as 1 or 0, as the PHP back end does', async () => {
    const body = await getJson('getSliderItems');
    const items = body.slider_items as Array<{ is_active: unknown }>;
    expect(items.map((item) => item.is_active)).toEqual([1, 1, 1]);
  });

  it('answers certifications with both cert_number and certificate_number', async () => {
    const body = await getJson('getCertifications');
    expect(body.certifications).toEqual([expect.objectContaining({ cert_number: 'CERT-1', certificate_number: 'CERT-1' })]);
  });

  it('lists recent career applications on the dashboard with first_name and last_name', async () => {
    const body = await getJson('getDashboardStats');
    const recent = (body.data as { recentCareerSubmissions: Array<Record<string, unknown>> }).recentCareerSubmissions;
    expect(recent[0]).toMatchObject({ id: 3, first_name: 'Ravi', last_name: 'Kumar', status: 'hired' });
    expect(recent[0]).not.toHaveProperty('name');
  });

  it('answers page content as a list found by slug, by nav and sub, or by nav', async () => {
    const bySlug = await getJson('getPageContent', { slug: 'fencing' });
    expect(bySlug.data).toEqual([expect.objectContaining({ pm_id: 2, pm_title: 'Fencing' })]);
    const byNavSub = await getJson('getPageContent', { nav: 'fencing', sub: 'chain-link-fencing' });
    expect(byNavSub.data).toEqual([expect.objectContaining({ pm_id: 3 })]);
    const byNav = await getJson('getPageContent', { nav: 'manufacturing' });
    expect(byNav.data).toEqual([expect.objectContaining({ pm_id: 1 })]);
  });

  it('finds a page by a slug sent in another case, as a case-insensitive MySQL collation does', async () => {
    const body = await getJson('getPageContent', { slug: 'Fencing' });
    expect(body.data).toEqual([expect.objectContaining({ pm_id: 2 })]);
    const byNavSub = await getJson('getPageContent', { nav: 'FENCING', sub: 'Chain-Link-Fencing' });
    expect(byNavSub.data).toEqual([expect.objectContaining({ pm_id: 3 })]);
  });

  it('answers an unknown page with an empty list and No content found (the demo; a strict server answers 404)', async () => {
    const body = await getJson('getPageContent', { slug: 'nothing-here' });
    expect(body).toEqual({ success: true, data: [], message: publicMessages.page.noContent });
  });

  it('answers a custom gallery with its source page', async () => {
    const body = await getJson('getPageImages', { page_id: 3 });
    expect(body.gallery_inheritance).toEqual({ type: 'custom', source_page: { id: 1, page_title: 'Manufacturing - Ironcrest Steel Industries' } });
    expect(body.gallery_source).toBe('custom');
    expect((body.data as unknown[]).length).toBe(2);
  });

  it('filters contact submissions and applications with the documented query names', async () => {
    const contacts = await getJson('getContactFormData', { status: 'closed', search: 'galvanised', dateFrom: '2026-03-01', dateTo: '2026-03-31' });
    expect((contacts.submissions as Array<{ id: number }>).map((s) => s.id)).toEqual([4]);
    const applications = await getJson('getCareerApplications', { position: 'Design Engineer' });
    expect((applications.applications as Array<{ id: number }>).map((a) => a.id)).toEqual([2]);
  });

  it('refuses a gallery read without a page id with 400', async () => {
    const response = await fetch(endpointUrl('getPageImages'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'page_id is required' });
  });
});
