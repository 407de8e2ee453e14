import { createHttpRepository } from '../../adapters/http/create-http-repository';
import type { Repository } from '../../src/data/repository';
import { endpoints } from '../../src/domain/contract';
import { checkSliderImageUpload, pageImageTrip, sameBytes } from './file-checks';
import { inactiveNavigationCheck } from './navigation-check';
import type { ApiTarget } from './read-checks';
import type { CheckResult } from './results';
import { crudTrip, expectThat, findCreated, reorderAndRestore, roundTrip } from './round-trip';
import { tinyPdf } from './sample-files';

/** Marks every record the check makes, so a person who sees one knows what it is and that it may go. */
export const throwAwayMark = (at: Date) => `check:api throw-away ${at.toISOString()}`;

/**
 * With --write: one throw-away record per entity, created, read back, updated, reordered where it can be restored,
 * deleted and checked gone; an image upload and download; a resume sent and downloaded. Nothing existing is changed.
 */
export async function runWriteChecks(target: ApiTarget, now = new Date()): Promise<CheckResult[]> {
  const repo = createHttpRepository({
    apiBase: target.apiBase,
    adminApiBase: target.adminBase,
    seoApiBase: target.seoBase,
    imagesBase: target.imagesBase,
    apiKey: target.key,
    adminCredential: target.adminKey ? () => target.adminKey ?? null : undefined,
    fetch: target.fetch,
  });
  const mark = throwAwayMark(now);
  const stamp = now.getTime().toString(36);
  const slug = `check-api-throw-away-${stamp}`;
  const results: CheckResult[] = [];
  const path = (...names: (keyof typeof endpoints)[]) => names.map((n) => endpoints[n].path).join(', ');

  const sliderImage = await checkSliderImageUpload(target);
  results.push(sliderImage.result);

  results.push(
    await roundTrip('write: pages', path('createPage', 'updatePage', 'uploadPageImage', 'deletePageImage', 'deletePage'), async (trip) => {
      const input = { title: mark, slug, content: '<p>check:api throw-away page</p>', parent_id: null, is_active: false, meta_description: '', gallery_inheritance_type: 'none' as const, gallery_inheritance_id: null };
      // Between update and delete the page's own gallery gets one image, read back and deleted.
      await crudTrip(trip, repo.pages, input, 'title', (t, id) => pageImageTrip(t, repo, id, mark));
    }),
  );

  results.push(
    await roundTrip('write: navigation', path('createNavigation', 'updateNavigation', 'deleteNavigation'), async (trip) => {
      // Active, or a server that lists only active items could not show it back; it is the last item, for seconds.
      const input = { title: mark, slug, url: '', icon: '', parent_id: null, order_index: 9999, is_active: true, has_page: false, external_url: '' };
      const flat = async () => {
        type Node = { id: number; title: string; children: Node[] };
        const walk = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...walk(n.children)]);
        return walk(await repo.navigation.tree());
      };
      await crudTrip(trip, { ...repo.navigation, list: flat }, input, 'title');
    }),
  );
  results.push(await inactiveNavigationCheck(repo, mark, slug));

  results.push(
    await roundTrip('write: slider', path('createSliderItem', 'updateSliderItem', 'updateSliderOrder', 'deleteSliderItem'), async (trip) => {
      trip.step = 'listing the slides';
      const existing = await repo.slider.list();
      if (existing.length >= 5) {
        trip.notes.push('not written: the slider already holds 5 items, the most it takes');
        return;
      }
      const maxOrder = Math.max(0, ...existing.map((s) => s.display_order));
      const background = sliderImage.filename ?? existing[0]?.background_image ?? 'check-api.png';
      const panels = Object.fromEntries([1, 2, 3].flatMap((n) => ['title', 'description', 'image', 'url'].map((f) => [`red_section_${n}_${f}`, ''])));
      const input = { title: mark, highlight: 'check:api', subtitle: 'throw-away', description: 'A throw-away slide of npm run check:api', button_text: 'Check', button_url: '', background_image: background, display_order: maxOrder + 1, is_active: false, ...panels } as Parameters<Repository['slider']['create']>[0];
      await crudTrip(trip, repo.slider, input, 'title', (t, id) => reorderAndRestore(t, repo.slider, (s) => s.display_order, id));
    }),
  );

  results.push(
    await roundTrip('write: services', path('createService', 'updateService', 'updateServiceOrder', 'deleteService'), async (trip) => {
      const input = { title: mark, description: 'A throw-away service of npm run check:api', icon: '', image_url: '', link_url: '', is_active: false };
      await crudTrip(trip, repo.services, input, 'title', (t, id) => reorderAndRestore(t, repo.services, (s) => s.display_order, id));
    }),
  );

  results.push(
    await roundTrip('write: products', path('createProduct', 'updateProduct', 'updateProductOrder', 'deleteProduct'), async (trip) => {
      const existing = await repo.products.list();
      const input = { title: mark, category: 'check:api', description: 'A throw-away product of npm run check:api', icon: '', image_url: '', link: '', specifications: '', features: '', sort_order: Math.max(0, ...existing.map((p) => p.sort_order)) + 1, is_active: false };
      await crudTrip(trip, repo.products, input, 'title', (t, id) => reorderAndRestore(t, repo.products, (p) => p.sort_order, id));
    }),
  );

  results.push(
    await roundTrip('write: team members', path('createTeamMember', 'updateTeamMember', 'deleteTeamMember'), (trip) =>
      crudTrip(trip, repo.team, { name: mark, position: 'check:api', description: 'A throw-away team member of npm run check:api', image_url: '', email: '', linkedin_url: '' }, 'name'),
    ),
  );
  results.push(
    await roundTrip('write: infrastructure', path('createInfrastructureItem', 'updateInfrastructureItem', 'deleteInfrastructureItem'), (trip) =>
      crudTrip(trip, repo.infrastructure, { title: mark, description: 'A throw-away item of npm run check:api', icon: '', image_url: '' }, 'title'),
    ),
  );
  results.push(
    await roundTrip('write: certifications', path('createCertification', 'updateCertification', 'deleteCertification'), (trip) =>
      crudTrip(trip, repo.certifications, { title: mark, description: 'A throw-away certification of npm run check:api', icon: '', image_url: '', cert_number: 'CHECK-API', issued_date: '', expiry_date: '', issuing_body: '' }, 'title'),
    ),
  );
  results.push(
    await roundTrip('write: career openings', path('createCareerOpening', 'updateCareerOpening', 'deleteCareerOpening'), (trip) =>
      crudTrip(trip, repo.careerOpenings, { title: mark, department: 'check:api', location: '', type: 'full-time', experience: '', salary_range: '', description: 'A throw-away opening of npm run check:api', requirements: '', benefits: '', is_active: false }, 'title'),
    ),
  );

  results.push(
    await roundTrip('write: contact submissions', path('submitContactForm', 'getContactFormData', 'updateFormStatus', 'deleteContactSubmission'), async (trip) => {
      const email = `check-api+${stamp}@example.com`;
      await trip.run('submitted', () => repo.contactSubmissions.submit({ name: mark, email, phone: '', company: '', subject: 'support', message: 'A throw-away message of npm run check:api' }));
      const row = await trip.run('read back', () => findCreated(() => repo.contactSubmissions.list({ search: email }), undefined, (s) => s.email === email));
      const removal = trip.cleanup(`delete contact submission #${row.id}`, () => repo.contactSubmissions.remove(row.id));
      await trip.run('status updated', async () => {
        await repo.contactSubmissions.updateStatus(row.id, 'read');
        expectThat((await repo.contactSubmissions.list({ search: email })).find((s) => s.id === row.id)?.status === 'read', 'the status was not stored');
      });
      await trip.run('deleted', async () => {
        await repo.contactSubmissions.remove(row.id);
        expectThat(!(await repo.contactSubmissions.list({ search: email })).some((s) => s.id === row.id), 'still listed after delete');
      });
      removal.settle();
    }),
  );

  results.push(
    await roundTrip('write: career applications', path('submitCareerApplication', 'downloadResume', 'updateCareerStatus', 'deleteCareerApplication'), async (trip) => {
      const email = `check-api+${stamp}@example.com`;
      const fileName = `${slug}.pdf`;
      const bytes = tinyPdf(mark);
      await trip.run('submitted with a resume', () =>
        repo.careerApplications.submit({ name: mark, email, phone: '+1 555 0100', position: 'check:api', experience: '', cover_letter: '', resume: new File([bytes], fileName, { type: 'application/pdf' }) }),
      );
      const row = await trip.run('read back', () => findCreated(() => repo.careerApplications.list({ search: email }), undefined, (a) => a.email === email));
      const removal = trip.cleanup(`delete career application #${row.id}`, () => repo.careerApplications.remove(row.id));
      await trip.run('resume downloaded', async () => {
        const file = await repo.careerApplications.downloadResume(row.resume_file);
        expectThat(sameBytes(await file.blob.arrayBuffer(), bytes), 'the downloaded resume differs from the one sent');
        if (file.filename !== fileName) trip.notes.push(`the download is named "${file.filename}", not the applicant's "${fileName}"`);
      });
      await trip.run('status updated', async () => {
        await repo.careerApplications.updateStatus(row.id, 'reviewed');
        expectThat((await repo.careerApplications.list({ search: email })).find((a) => a.id === row.id)?.status === 'reviewed', 'the status was not stored');
      });
      await trip.run('deleted', async () => {
        await repo.careerApplications.remove(row.id);
        expectThat(!(await repo.careerApplications.list({ search: email })).some((a) => a.id === row.id), 'still listed after delete');
      });
      removal.settle();
    }),
  );

  results.push({
    name: 'write: site content',
    target: path('updateHomepageContent', 'updateAboutContent', 'updateContactContent', 'updateSeoSettings'),
    status: 'skipped',
    detail: 'not written: the only records are the live ones, and these calls have no throw-away record to use',
  });
  return results;
}
