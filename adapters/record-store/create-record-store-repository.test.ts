import { describe, expect, it } from 'vitest';
import type { ImageKind } from '../../src/data/repository';
import { RESUME_MAX_BYTES, SLIDER_IMAGE_MAX_BYTES } from '../../src/domain/constants';
import { adminMessages, ruleMessages, serverMessages } from '../../src/domain/messages';
import { RepositoryError } from '../../src/domain/repository-error';
import { buildDataset } from '../../tests/support/builders';
import { createRecordStoreRepository } from './create-record-store-repository';
import { createMemoryRecordStore } from './memory-record-store';

const clockAt = (iso: string) => () => new Date(iso);

function setup(now = clockAt('2026-11-20T08:30:00')) {
  const store = createMemoryRecordStore(buildDataset());
  const repository = createRecordStoreRepository(store, {
    imagesBase: '/images/',
    seed: buildDataset,
    now,
    nameEntropy: () => ({ time: 1_700_000_000_000, random: Math.random() }),
  });
  return { store, repository };
}

async function failure(call: Promise<unknown>): Promise<RepositoryError> {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(RepositoryError);
  return error as RepositoryError;
}

const png = (name = 'gate.png') => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
const application = (resume: File | null) => ({
  name: 'Neha Arora', email: 'neha@example.com', phone: '+91 98111 22222', position: 'Welder', experience: '3-5', cover_letter: '', resume,
});

describe('createRecordStoreRepository', () => {
  it('moves the children of a deleted navigation item up to its parent', async () => {
    const { repository } = setup();
    await repository.navigation.remove(6);
    const manufacturing = (await repository.navigation.tree()).find((node) => node.slug === 'manufacturing')!;
    expect(manufacturing.children.map((node) => node.title)).toEqual(['Chain Link Fencing']);
  });

  it('refuses a navigation parent that does not exist and answers not found for a missing item', async () => {
    const { repository } = setup();
    const input = { title: 'X', slug: 'x', url: '', icon: '', parent_id: 99, order_index: 0, is_active: true, has_page: false, external_url: '' };
    expect((await failure(repository.navigation.create(input))).message).toBe(ruleMessages.notFound('Parent navigation item'));
    const missing = await failure(repository.navigation.remove(99));
    expect(missing).toMatchObject({ kind: 'not-found', status: 404, message: ruleMessages.notFound('Navigation item') });
  });

  it('stamps pages with the store clock and keeps created_at on update', async () => {
    let now = new Date('2026-11-20T08:30:00');
    const { repository } = setup(() => now);
    const input = { title: 'Projects', slug: 'projects', content: '', parent_id: null, is_active: true, meta_description: '', gallery_inheritance_type: 'none' as const, gallery_inheritance_id: 1 };
    const { id } = await repository.pages.create(input);
    now = new Date('2026-11-21T09:00:05');
    await repository.pages.update(id!, { ...input, title: 'Our Projects' });
    const page = (await repository.pages.list()).find((p) => p.id === id)!;
    expect(page).toMatchObject({ created_at: '2026-11-20 08:30:00', updated_at: '2026-11-21 09:00:05', gallery_inheritance_id: null });
  });

  it('derives the custom gallery source name from the current title of the source page', async () => {
    const { repository } = setup();
    const manufacturing = (await repository.pages.list()).find((p) => p.id === 1)!;
    await repository.pages.update(1, { ...manufacturing, title: 'Manufacturing' });
    expect((await repository.pages.list()).find((p) => p.id === 3)!.gallery_source_name).toBe('Manufacturing');
  });

  it('deletes a page with its images and their files and moves its child pages up', async () => {
    const { repository } = setup();
    await repository.pageImages.upload({ page_id: 2, image_title: 'Gate', image_description: '', image: png() });
    const uploaded = (await repository.pageImages.gallery(2)).images.find((i) => i.image_title === 'Gate')!;
    await repository.pages.remove(2);
    expect((await repository.dashboard.stats()).totalImages).toBe(2);
    expect((await failure(repository.files.readImage('page_images', uploaded.image_filename))).message).toBe(ruleMessages.fileNotFound);
    expect((await repository.pages.list()).find((p) => p.id === 3)!.parent_id).toBe(1);
  });

  it('stores uploads under unique safe names and serves them as object URLs, seed images from imagesBase', async () => {
    const { repository } = setup();
    await repository.pageImages.upload({ page_id: 2, image_title: 'Gate', image_description: '', image: png('My Gate (1).png') });
    const uploaded = (await repository.pageImages.gallery(2)).images.find((i) => i.image_title === 'Gate')!;
    expect(uploaded.image_filename).toMatch(/^my-gate-1-[a-z0-9]+-[a-z0-9]{6}\.png$/);
    const url = await repository.files.imageUrl('page_images', uploaded.image_filename);
    expect(url).toMatch(/^blob:/);
    expect(await repository.files.imageUrl('page_images', uploaded.image_filename)).toBe(url);
    expect(await repository.files.imageUrl('slider', 'slide-1.svg')).toBe('/images/slider/slide-1.svg');
  });

  it('never serves resumes or other folders through the image reader, nor paths outside the resume folder', async () => {
    const { repository } = setup();
    const outside = await failure(repository.files.readImage('resumes' as ImageKind, 'seed-cv.pdf'));
    expect(outside).toMatchObject({ kind: 'not-found', message: ruleMessages.fileNotFound });
    expect((await failure(repository.careerApplications.downloadResume('../resumes/seed-cv.pdf'))).message).toBe(ruleMessages.fileNotFound);
    expect((await repository.careerApplications.downloadResume('seed-cv.pdf')).filename).toBe('seed-cv.pdf');
  });

  it('answers the slider image upload with the stored filename and refuses images over 5 MB', async () => {
    const { repository } = setup();
    const result = await repository.files.uploadImage(new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'Hero.PNG', { type: 'image/png' }));
    expect(result).toEqual({ filename: expect.stringMatching(/^hero-.*\.png$/), message: serverMessages.imageUploaded });
    const big = new File([new Uint8Array([0xff, 0xd8, 0xff]), new Uint8Array(SLIDER_IMAGE_MAX_BYTES)], 'big.jpg', { type: 'image/jpeg' });
    expect((await failure(repository.files.uploadImage(big))).message).toBe(ruleMessages.imageTooLarge);
  });

  it('keeps the display order when a slider item is edited and appends new items at the end', async () => {
    const { repository } = setup();
    const [first] = await repository.slider.list();
    const { id: _id, ...fields } = first!;
    await repository.slider.update(first!.id, { ...fields, display_order: 0, title: 'Edited' });
    const { id } = await repository.slider.create({ ...fields, title: 'Fourth', display_order: 1 });
    expect((await repository.slider.list()).map((s) => [s.id, s.display_order])).toEqual([[1, 1], [2, 2], [3, 3], [id, 4]]);
  });

  it('keeps the original resume name, refuses resumes over 10 MB and deletes the resume with its application', async () => {
    const { repository } = setup();
    const big = new File([new Uint8Array(RESUME_MAX_BYTES + 1)], 'cv.pdf', { type: 'application/pdf' });
    expect((await failure(repository.careerApplications.submit(application(big)))).message).toBe(ruleMessages.resumeTooLarge);
    const { id } = await repository.careerApplications.submit(application(new File(['%PDF-1.7'], 'Neha CV.PDF', { type: 'application/pdf' })));
    const [stored] = await repository.careerApplications.list();
    expect(stored).toMatchObject({ id, resume_filename: 'Neha CV.PDF', resume_file: expect.stringMatching(/^neha-cv-.*\.pdf$/) });
    expect((await repository.careerApplications.downloadResume(stored!.resume_file)).filename).toBe('Neha CV.PDF');
    expect((await repository.careerApplications.remove(id!)).message).toBe(adminMessages.submissions.applicationDeleted);
    expect((await failure(repository.careerApplications.downloadResume(stored!.resume_file))).message).toBe(ruleMessages.fileNotFound);
  });

  it('refuses an unknown submission status', async () => {
    const { repository } = setup();
    expect((await failure(repository.contactSubmissions.updateStatus(1, 'lost' as never))).message).toBe(ruleMessages.invalidStatus('lost'));
  });

  it('names the table, record and field of an invalid dataset and refuses duplicate ids, keeping the data', async () => {
    const { repository } = setup();
    const broken = await failure(repository.dataset.import({ ...buildDataset(), pages: [{ id: 'x' }] } as never));
    expect(broken).toMatchObject({ kind: 'validation' });
    expect(broken.message).toMatch(/^This dataset breaks the site's rules: Pages, record 1 \(id x\): id: /);
    const dataset = buildDataset();
    const duplicate = await failure(repository.dataset.import({ ...dataset, services: [...dataset.services, dataset.services[0]!] }));
    expect(duplicate.message).toBe(
      `This dataset breaks the site's rules: Services, record 4 (id 1 ${JSON.stringify(dataset.services[0]!.title)}): id 1 is already used by record 1. Nothing was changed.`,
    );
    expect(await repository.services.list()).toHaveLength(3);
  });

  it('goes back to the seed data on reset', async () => {
    const { repository } = setup();
    await repository.services.remove(1);
    await repository.dataset.reset();
    expect((await repository.services.list()).map((s) => s.id)).toEqual([1, 2, 3]);
  });
});
