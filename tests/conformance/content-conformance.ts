import { describe, expect, it } from 'vitest';
import { adminMessages, ruleMessages } from '../../src/domain/messages';
import { itUnlessPending, type ConformanceCapabilities } from './conformance-capabilities';
import { expectFailure, type RepoGetter } from './conformance-helpers';

const service = (title: string) => ({ title, description: '', icon: 'fa-cog', image_url: '', link_url: '', is_active: true });
const product = (title: string, sort_order: number) => ({
  title, category: 'Fasteners', description: 'Bolts', icon: 'fa-bolt', image_url: '/images/products/bolt.svg', link: 'https://example.com/bolts', specifications: 'M8-M24', features: 'Zinc plated', sort_order, is_active: true,
});

/** Catalogue, company content, openings, SEO and the dashboard: the same tests for every adapter. */
export function registerContentConformance(repo: RepoGetter, capabilities: ConformanceCapabilities) {
  describe('services and products', () => {
    it('creates, updates, reorders and deletes services', async () => {
      const created = await repo().services.create(service('Laser Cutting'));
      expect(created.message).not.toBe('');
      let list = await repo().services.list();
      expect(list.map((s) => s.title)).toEqual(['Service 1', 'Service 2', 'Service 3', 'Laser Cutting']);
      const laser = list[3]!;
      await repo().services.update(laser.id, { ...service('Laser & Plasma Cutting'), is_active: false });
      await repo().services.reorder([laser.id, 1, 3, 2]);
      list = await repo().services.list();
      expect(list.map((s) => [s.title, s.display_order])).toEqual([
        ['Laser & Plasma Cutting', 1], ['Service 1', 2], ['Service 3', 3], ['Service 2', 4],
      ]);
      expect(list[0]!.is_active).toBe(false);
      await repo().services.remove(laser.id);
      expect((await repo().services.list()).map((s) => s.id)).toEqual([1, 3, 2]);
    });

    it('refuses a service without a title', async () => {
      await expectFailure(repo().services.create(service('')), ruleMessages.required('Title'));
    });

    it('creates, updates, reorders and deletes products', async () => {
      await repo().products.create(product('Hex Bolts', 5));
      let list = await repo().products.list();
      const bolts = list.find((p) => p.title === 'Hex Bolts')!;
      expect(bolts).toMatchObject({ category: 'Fasteners', link: 'https://example.com/bolts', specifications: 'M8-M24', features: 'Zinc plated', sort_order: 5 });
      await repo().products.update(bolts.id, { ...product('Hex Bolts M12', 5), is_active: false });
      await repo().products.reorder([bolts.id, 1, 2, 3]);
      list = await repo().products.list();
      expect(list.map((p) => p.title)).toEqual(['Hex Bolts M12', 'Product 1', 'Product 2', 'Product 3']);
      expect(list[0]!.is_active).toBe(false);
      await repo().products.remove(bolts.id);
      expect((await repo().products.list()).map((p) => p.id)).toEqual([1, 2, 3]);
    });

    it('refuses a product with a negative sort order or a bad link', async () => {
      await expectFailure(repo().products.create(product('Bad', -1)), ruleMessages.minNumber('Sort order', 0));
      await expectFailure(repo().products.create({ ...product('Bad', 1), link: 'javascript:alert(1)' }), ruleMessages.invalidUrl('Link'));
      expect(await repo().products.list()).toHaveLength(3);
    });

    it('answers not found when updating or deleting a missing record', async () => {
      await expectFailure(repo().products.remove(999), /not found/);
      await expectFailure(repo().services.update(999, service('Ghost')), /not found/);
    });
  });

  describe('company content', () => {
    it('reads and updates the about, homepage and contact content', async () => {
      const about = await repo().about.get();
      expect(about).toMatchObject({ subtitle: 'Steel you can build on', vision: 'Our vision', mission: 'Our mission' });
      expect((await repo().about.update({ ...about, vision: 'A new vision' })).message).toBe(adminMessages.content.updated);
      expect((await repo().about.get()).vision).toBe('A new vision');

      const home = await repo().homepageContent.get();
      expect(home.hero.title).toBe('Hero');
      await repo().homepageContent.update({ ...home, cta: { title: 'Talk to us', subtitle: 'Today', description: 'Quote in 24 h' } });
      expect((await repo().homepageContent.get()).cta).toEqual({ title: 'Talk to us', subtitle: 'Today', description: 'Quote in 24 h' });

      const contact = await repo().contactContent.get();
      await repo().contactContent.update({ ...contact, phone: '+91 172 000 0000' });
      expect((await repo().contactContent.get()).phone).toBe('+91 172 000 0000');
    });

    it('creates, updates and deletes team members, infrastructure items and certifications', async () => {
      await repo().team.create({ name: 'Meera Sethi', position: 'CEO', description: 'Leads', image_url: '', email: 'meera@example.com', linkedin_url: 'https://www.linkedin.com/in/meera' });
      const meera = (await repo().team.list()).find((m) => m.name === 'Meera Sethi')!;
      await repo().team.update(meera.id, { name: 'Meera Sethi', position: 'Managing Director', description: 'Leads', image_url: '', email: 'meera@example.com', linkedin_url: '' });
      expect((await repo().team.list()).find((m) => m.id === meera.id)!.position).toBe('Managing Director');
      await repo().team.remove(meera.id);
      expect(await repo().team.list()).toHaveLength(2);

      await repo().infrastructure.create({ title: 'Galvanising Plant', description: 'Hot-dip line', icon: 'fa-fire', image_url: '' });
      expect((await repo().infrastructure.list()).map((i) => i.title)).toContain('Galvanising Plant');

      await repo().certifications.create({ title: 'ISO 9001:2015', description: 'Quality', icon: '', image_url: '', cert_number: 'QMS-42', issued_date: '2025-05-01', expiry_date: '2028-04-30', issuing_body: 'TUV' });
      const iso = (await repo().certifications.list()).find((c) => c.title === 'ISO 9001:2015')!;
      expect(iso).toMatchObject({ cert_number: 'QMS-42', issuing_body: 'TUV' });
      await repo().certifications.remove(iso.id);
      expect((await repo().certifications.list()).map((c) => c.title)).toEqual(['Certificate 1']);
    });

    it('requires name, position and description of a team member and a valid e-mail', async () => {
      await expectFailure(repo().team.create({ name: 'A', position: '', description: 'x', image_url: '', email: '', linkedin_url: '' }), ruleMessages.required('Position'));
      await expectFailure(repo().team.create({ name: 'A', position: 'B', description: 'x', image_url: '', email: 'not-an-email', linkedin_url: '' }), ruleMessages.invalidEmail('Email'));
      await expectFailure(repo().infrastructure.create({ title: 'X', description: '', icon: '', image_url: '' }), ruleMessages.required('Description'));
    });

    it('creates career openings with full-time as the default type', async () => {
      await repo().careerOpenings.create({ title: 'Quality Inspector', department: 'QA', location: 'Mohali', type: '' as never, experience: '2+ years', salary_range: '', description: 'Inspect', requirements: 'Eyes', benefits: 'PF', is_active: true });
      const job = (await repo().careerOpenings.list()).find((j) => j.title === 'Quality Inspector')!;
      expect(job).toMatchObject({ type: 'full-time', salary_range: '' });
      await repo().careerOpenings.update(job.id, { ...job, type: 'internship' });
      expect((await repo().careerOpenings.list()).find((j) => j.id === job.id)!.type).toBe('internship');
      await repo().careerOpenings.remove(job.id);
      expect(await repo().careerOpenings.list()).toHaveLength(2);
      await expectFailure(repo().careerOpenings.create({ ...job, title: ' ' }), ruleMessages.required('Title'));
    });
  });

  describe('SEO settings and dashboard', () => {
    itUnlessPending(capabilities.pendingClientFixes.seoRecordOfOtherPageType, 'reads SEO settings per page type and null for a type without settings', async () => {
      expect(await repo().seo.get('homepage')).toMatchObject({ page_type: 'homepage', page_title: 'Title of homepage', robots: 'index,follow' });
      expect(await repo().seo.get('careers')).toBeNull();
    });

    it('saves SEO settings of a page type', async () => {
      const input = { page_type: 'careers' as const, page_title: 'Careers at Ironcrest', meta_description: 'Join us', meta_keywords: 'jobs, steel', robots: 'noindex,follow' as const, og_title: '', og_description: '', og_image: 'https://ironcreststeel.com/og.png', canonical_url: 'https://ironcreststeel.com/careers', twitter_title: '', twitter_description: '', twitter_image: '', structured_data: '{"@type":"Organization"}' };
      expect((await repo().seo.update(input)).message).toBe(adminMessages.seo.updated);
      expect(await repo().seo.get('careers')).toEqual(input);
    });

    it('refuses SEO settings over the limits or with structured data that is not JSON', async () => {
      const base = { page_type: 'about' as const, page_title: 'About', meta_description: 'About us', meta_keywords: '', robots: 'index,follow' as const, og_title: '', og_description: '', og_image: '', canonical_url: '', twitter_title: '', twitter_description: '', twitter_image: '', structured_data: '' };
      await expectFailure(repo().seo.update({ ...base, page_title: 'x'.repeat(61) }), ruleMessages.maxLength('Page title', 60));
      await expectFailure(repo().seo.update({ ...base, structured_data: '{not json' }), adminMessages.seo.invalidStructuredData);
      expect((await repo().seo.get('about'))!.page_title).toBe('Title of about');
    });

    it('computes dashboard stats from the data', async () => {
      const stats = await repo().dashboard.stats();
      expect(stats).toMatchObject({
        totalPages: 4, totalNavigation: 8, totalImages: 3, totalContactSubmissions: 4, totalCareerSubmissions: 3,
        totalServices: 3, totalProducts: 3, pendingCareerSubmissions: 1, activeServices: 2, activeProducts: 2,
      });
      expect(stats.recentContactSubmissions.map((s) => s.id)).toEqual([4, 3, 2, 1]);
      expect(stats.recentCareerSubmissions[0]).toMatchObject({ id: 3, name: 'Ravi Kumar', status: 'hired' });
    });
  });
}
