import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { joinUrl } from '../../adapters/http/http-client';
import type { Repository } from '../../src/data/repository';
import { endpoints, envelopes } from '../../src/domain/contract';
import { isRepositoryError } from '../../src/domain/repository-error';
import { describeMismatch, probeFile, probeJson } from './probe';
import { headersFor, type ApiTarget } from './read-checks';
import { truncate, type CheckResult, type CheckStatus } from './results';
import { tinyPdf, tinyPng } from './sample-files';

/** Marks every record the check makes, so a person who sees one knows what it is and that it may go. */
export const throwAwayMark = (at: Date) => `check:api throw-away ${at.toISOString()}`;

class CheckFailure extends Error {}

function expectThat(condition: boolean, message: string): asserts condition {
  if (!condition) throw new CheckFailure(message);
}

/** A failure in the words of the report: the kind of failure and what the server or the check said. */
function classify(error: unknown): { status: CheckStatus; detail: string } {
  if (error instanceof CheckFailure) return { status: 'failed', detail: error.message };
  if (isRepositoryError(error)) {
    if (error.status === 401 || error.status === 403) return { status: 'key-rejected', detail: `HTTP ${error.status}: "${error.message}"` };
    if (error.kind === 'network') return { status: 'network-error', detail: error.message };
    if (error.kind === 'timeout') return { status: 'timeout', detail: error.message };
    if (error.kind === 'malformed') {
      const cause = error.cause as { issues?: unknown } | undefined;
      const issues = cause && Array.isArray(cause.issues) ? `: ${describeMismatch(cause as never, undefined)}` : '';
      return { status: 'shape-mismatch', detail: `${error.message}${issues}` };
    }
    if (error.kind === 'http') return { status: 'http-error', detail: error.message };
    return { status: 'server-error', detail: `"${error.message}"${error.status ? ` (HTTP ${error.status})` : ''}` };
  }
  return { status: 'failed', detail: error instanceof Error ? error.message : String(error) };
}

/** One entity's round trip: named steps, and the clean-ups of what it made, run whatever happens. */
class Trip {
  step = 'start';
  readonly done: string[] = [];
  readonly notes: string[] = [];
  private readonly cleanups = new Map<string, () => Promise<unknown>>();

  async run<T>(step: string, work: () => Promise<T>): Promise<T> {
    this.step = step;
    const value = await work();
    this.done.push(step);
    return value;
  }

  /** Registers how to undo something; `settle` drops it once the round trip undid it itself. */
  cleanup(label: string, undo: () => Promise<unknown>) {
    this.cleanups.set(label, undo);
    return { settle: () => this.cleanups.delete(label) };
  }

  async runCleanups(): Promise<string[]> {
    const problems: string[] = [];
    for (const [label, undo] of [...this.cleanups].reverse()) {
      try {
        await undo();
      } catch (error) {
        problems.push(`CLEAN-UP FAILED, ${label} by hand: ${classify(error).detail}`);
      }
    }
    this.cleanups.clear();
    return problems;
  }
}

async function roundTrip(name: string, target: string, body: (trip: Trip) => Promise<void>): Promise<CheckResult> {
  const trip = new Trip();
  let failure: { status: CheckStatus; detail: string } | null = null;
  try {
    await body(trip);
  } catch (error) {
    const { status, detail } = classify(error);
    failure = { status, detail: `${trip.step}: ${detail}` };
  }
  const problems = await trip.runCleanups();
  const notes = [...trip.notes, ...problems];
  if (failure) return { name, target, status: failure.status, detail: [failure.detail, ...notes].join('; ') };
  if (problems.length > 0) return { name, target, status: 'failed', detail: [trip.done.join(', '), ...notes].join('; ') };
  return { name, target, status: 'ok', detail: [trip.done.join(', '), ...notes].join('; ') };
}

type Listed = { id: number };

/** Finds the record a create made: by the id it answered, else by a field only it has. */
async function findCreated<T extends Listed>(list: () => Promise<T[]>, id: number | undefined, match: (row: T) => boolean): Promise<T> {
  const rows = await list();
  const row = rows.find((r) => (id !== undefined ? r.id === id : match(r))) ?? rows.find(match);
  expectThat(row !== undefined, 'the created record is not in the list');
  return row;
}

/**
 * Moves the throw-away row first and back, and checks both orders were stored. A reorder numbers every row from 1,
 * so it runs only when the existing rows are numbered exactly 1..n in list order: then putting the original order
 * back restores every existing row's number. Otherwise it is skipped (and said), since it would renumber live rows.
 */
async function reorderAndRestore<T extends Listed>(
  trip: Trip,
  area: { list(): Promise<T[]>; reorder(ids: number[]): Promise<unknown> },
  position: (row: T) => number,
  ownId: number,
) {
  const rows = await area.list();
  const numbers = rows.map(position);
  if (!numbers.every((n, index) => n === index + 1)) {
    trip.notes.push(`reorder not tried: the rows are numbered [${truncate(numbers.join(', '), 40)}], not 1..n, and a reorder would renumber them`);
    return;
  }
  const original = rows.map((row) => row.id);
  const moved = [ownId, ...original.filter((id) => id !== ownId)];
  const restore = trip.cleanup(`restore the order ${original.join(', ')}`, () => area.reorder(original));
  await trip.run('reordered', async () => {
    await area.reorder(moved);
    expectThat((await area.list()).map((row) => row.id).join() === moved.join(), 'the new order was not stored');
  });
  await trip.run('order restored', async () => {
    await area.reorder(original);
    const after = await area.list();
    expectThat(after.map((row) => row.id).join() === original.join() && after.map(position).join() === numbers.join(), 'the original order did not come back');
  });
  restore.settle();
}

/** Create, read back, update, (reorder,) delete, read back: one area with a list of its own. */
async function crudTrip<T extends Listed & Record<string, unknown>, Input>(
  trip: Trip,
  area: { list(): Promise<T[]>; create(input: Input): Promise<{ id?: number }>; update(id: number, input: Input): Promise<unknown>; remove(id: number): Promise<unknown> },
  input: Input,
  field: keyof T & keyof Input & string,
  /** More steps on the created record before it is deleted (a reorder, a gallery image). */
  beforeDelete?: (trip: Trip, id: number) => Promise<void>,
) {
  const value = input[field] as unknown as string;
  const created = await trip.run('created', () => area.create(input));
  const row = await trip.run('read back', () => findCreated(() => area.list(), created.id, (r) => r[field] === value));
  const removal = trip.cleanup(`delete #${row.id} (${value})`, () => area.remove(row.id));
  trip.done.splice(-2, 2, `created #${row.id} and read it back`);
  const updatedValue = `${value} (updated)`;
  await trip.run('updated', async () => {
    await area.update(row.id, { ...input, [field]: updatedValue });
    const after = (await area.list()).find((r) => r.id === row.id);
    expectThat(after?.[field] === updatedValue, `the update was not stored (read back ${JSON.stringify(after?.[field])})`);
  });
  if (beforeDelete) await beforeDelete(trip, row.id);
  await trip.run('deleted', async () => {
    await area.remove(row.id);
    expectThat(!(await area.list()).some((r) => r.id === row.id), 'the record is still listed after delete');
  });
  removal.settle();
}

const sameBytes = (a: ArrayBuffer, b: Uint8Array) => a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

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

/** One gallery image on the throw-away page: uploaded, listed, downloaded byte for byte, deleted. */
async function pageImageTrip(trip: Trip, repo: Repository, pageId: number, mark: string) {
  const png = tinyPng();
  await trip.run('gallery image uploaded', () => repo.pageImages.upload({ page_id: pageId, image_title: mark, image_description: '', image: new File([png], 'check-api.png', { type: 'image/png' }) }));
  const image = (await repo.pageImages.gallery(pageId)).images.find((i) => i.image_title === mark);
  expectThat(image !== undefined, 'the uploaded gallery image is not in get_page_images.php');
  const removal = trip.cleanup(`delete page image #${image.id}`, () => repo.pageImages.remove(image.id));
  await trip.run('gallery image downloaded', async () => {
    const file = await repo.files.readImage('page_images', image.image_filename);
    expectThat(sameBytes(await file.blob.arrayBuffer(), png), 'the served gallery image differs from the one uploaded');
  });
  await trip.run('gallery image deleted', async () => {
    await repo.pageImages.remove(image.id);
    expectThat(!(await repo.pageImages.gallery(pageId)).images.some((i) => i.id === image.id), 'still listed after delete');
  });
  removal.settle();
}

/**
 * upload_image.php with a tiny PNG, then the file fetched where the answer's url says, else where clients look
 * ({images}/{file}, {images}/slider/{file}). The contract has no call to delete an uploaded slider image, so the file
 * stays on the server; the report names it.
 */
async function checkSliderImageUpload(target: ApiTarget): Promise<{ result: CheckResult; filename?: string }> {
  const url = joinUrl(target.adminBase, endpoints.uploadImage.path);
  const name = 'write: slider image';
  const form = new FormData();
  const png = tinyPng();
  form.append('image', new File([png], 'check-api-throw-away.png', { type: 'image/png' }));
  const upload = await probeJson(target.fetch, url, { method: 'POST', headers: headersFor(target, 'uploadImage'), body: form }, envelopes.uploadImage);
  if (upload.status !== 'ok') return { result: { name, target: `POST ${url}`, status: upload.status, detail: `upload: ${upload.detail}` } };
  const answer = upload.json as { filename: string; url?: string };
  const candidates = answer.url
    ? [new URL(answer.url, target.apiBase).href]
    : [joinUrl(target.imagesBase, encodeURIComponent(answer.filename)), joinUrl(target.imagesBase, `slider/${encodeURIComponent(answer.filename)}`)];
  const tried: string[] = [];
  for (const candidate of candidates) {
    const file = await probeFile(target.fetch, candidate);
    if (file.status === 'ok' && file.bytes && sameBytes(file.bytes, png)) {
      const where = answer.url ? `served at the url it answered, ${candidate}` : `served at ${candidate} (the answer has no url)`;
      return {
        filename: answer.filename,
        result: { name, target: `POST ${url}`, status: 'ok', detail: `uploaded ${answer.filename}, ${where}; the contract cannot delete it: it stays on the server` },
      };
    }
    tried.push(`${candidate} (${file.detail})`);
  }
  return { filename: answer.filename, result: { name, target: `POST ${url}`, status: 'failed', detail: `uploaded ${answer.filename} but not served at ${tried.join(', ')}` } };
}
