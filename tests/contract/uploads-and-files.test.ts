import { describe, expect, it } from 'vitest';
import { publicMessages, ruleMessages, serverMessages } from '../../src/domain/messages';
import { buildPdfBytes } from '../support/builders';
import { bases, endpointUrl, postForm, readJsonAnswer, setupContractServer } from './contract-server';

const { store } = setupContractServer();

const png = (name = 'slide.png') => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
const svg = (name = 'gate.svg') => new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], name, { type: 'image/svg+xml' });

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

describe('multipart uploads and files of the .php contract', () => {
  it('upload_image.php stores a slider image, answers success, filename, url and message, and serves it at that url', async () => {
    const response = await postForm('uploadImage', form({ image: png() }));
    expect(response.status).toBe(200);
    const body = await readJsonAnswer(response);
    expect(Object.keys(body).sort()).toEqual(['filename', 'message', 'success', 'url']);
    expect(body).toMatchObject({ success: true, message: serverMessages.imageUploaded });
    expect(body.url).toBe(`${bases.imagesBase}/slider/${String(body.filename)}`);
    const served = await fetch(String(body.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect((await served.arrayBuffer()).byteLength).toBe(8);
  });

  it('upload_image.php refuses an image type the slider does not take, in message and error', async () => {
    const response = await postForm('uploadImage', form({ image: svg() }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: ruleMessages.sliderImageType, error: ruleMessages.sliderImageType });
  });

  it('upload_page_image.php stores a gallery image with its title and description and serves it', async () => {
    const response = await postForm('uploadPageImage', form({ image: png('gate.png'), page_id: '2', image_title: 'Gate', image_description: 'A gate' }));
    expect(response.status).toBe(200);
    expect(await readJsonAnswer(response)).toMatchObject({ success: true, message: serverMessages.imageUploaded });
    const gallery = await readJsonAnswer(await fetch(endpointUrl('getPageImages', { page_id: 2 })));
    const uploaded = (gallery.data as Array<{ image_title: string; image_filename: string; image_description: string }>).find((i) => i.image_title === 'Gate')!;
    expect(uploaded.image_description).toBe('A gate');
    const served = await fetch(`${bases.imagesBase}/page_images/${encodeURIComponent(uploaded.image_filename)}`);
    expect(served.headers.get('Content-Type')).toBe('image/png');
  });

  it('upload_page_image.php refuses a 26th image on a page', async () => {
    for (let i = 0; i < 23; i += 1) {
      expect((await postForm('uploadPageImage', form({ image: png(`g${i}.png`), page_id: '1', image_title: `G${i}` }))).status).toBe(200);
    }
    const response = await postForm('uploadPageImage', form({ image: png(), page_id: '1', image_title: 'One too many' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: ruleMessages.maxPageImages });
  });

  it('submit_career_application.php stores the application and download_resume.php answers the resume as an attachment', async () => {
    const resume = new File([buildPdfBytes('neha')], 'neha cv.pdf', { type: 'application/pdf' });
    const response = await postForm(
      'submitCareerApplication',
      form({ name: 'Neha Arora', email: 'neha@example.com', phone: '+91 98111 22222', position: 'Welder', experience: '3-5', cover_letter: 'I weld.', resume }),
    );
    expect(await readJsonAnswer(response)).toEqual({ success: true, message: publicMessages.careers.success, id: expect.any(Number) });
    const [latest] = await store.careerApplications.list();
    expect(latest).toMatchObject({ name: 'Neha Arora', resume_filename: 'neha cv.pdf' });

    const download = await fetch(endpointUrl('downloadResume', { file: latest!.resume_file }));
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('application/pdf');
    expect(download.headers.get('Content-Disposition')).toBe(`attachment; filename="neha cv.pdf"; filename*=UTF-8''neha%20cv.pdf`);
    expect(await download.text()).toContain('%PDF');
  });

  it('download_resume.php names a non-ASCII resume with an ASCII fallback and the exact UTF-8 name (RFC 6266/5987)', async () => {
    const name = 'Résumé – Ānanya 履歴書.pdf';
    await postForm(
      'submitCareerApplication',
      form({ name: 'Ananya Rao', email: 'ananya@example.com', phone: '+91 98111 33333', resume: new File([buildPdfBytes('ananya')], name, { type: 'application/pdf' }) }),
    );
    const [latest] = await store.careerApplications.list();
    const download = await fetch(endpointUrl('downloadResume', { file: latest!.resume_file }));
    expect(download.status).toBe(200);
    const disposition = download.headers.get('Content-Disposition')!;
    expect(disposition).toBe(`attachment; filename="Resume _ Ananya ___.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]!)).toBe(name);
  });

  it('submit_career_application.php refuses an application without the required resume', async () => {
    const before = (await store.careerApplications.list()).length;
    const response = await postForm('submitCareerApplication', form({ name: 'Neha Arora', email: 'neha@example.com', phone: '1', resume: new File([], '') }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message: ruleMessages.required('Resume/CV') });
    expect(await store.careerApplications.list()).toHaveLength(before);
  });

  it('download_resume.php answers 404 File not found for a missing file and 400 without a file name', async () => {
    const missing = await fetch(endpointUrl('downloadResume', { file: 'missing.pdf' }));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: ruleMessages.fileNotFound });
    const nameless = await fetch(endpointUrl('downloadResume'));
    expect(nameless.status).toBe(400);
    expect(await nameless.json()).toEqual({ success: false, message: ruleMessages.required('file') });
  });

  it('demo_export.php, demo_import.php and demo_reset.php move the whole dataset', async () => {
    const exported = await readJsonAnswer(await fetch(endpointUrl('exportDataset')));
    const dataset = exported.data as { services: Array<{ title: string }> };
    dataset.services[0]!.title = 'Imported service';
    const imported = await fetch(endpointUrl('importDataset'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(dataset) });
    expect(await imported.json()).toEqual({ success: true, message: serverMessages.datasetImported });
    expect((await store.services.list())[0]!.title).toBe('Imported service');
    const reset = await fetch(endpointUrl('resetDataset'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(await reset.json()).toEqual({ success: true, message: serverMessages.datasetReset });
    expect((await store.services.list())[0]!.title).toBe('Service 1');
  });
});
