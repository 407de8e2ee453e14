import { joinUrl } from '../../adapters/http/http-client';
import type { Repository } from '../../src/data/repository';
import { endpoints, envelopes } from '../../src/domain/contract';
import { probeFile, probeJson } from './probe';
import { headersFor, type ApiTarget } from './read-checks';
import type { CheckResult } from './results';
import { expectThat, type Trip } from './round-trip';
import { tinyPng } from './sample-files';

export const sameBytes = (a: ArrayBuffer, b: Uint8Array) => a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** One gallery image on the throw-away page: uploaded, listed, downloaded byte for byte, deleted. */
export async function pageImageTrip(trip: Trip, repo: Repository, pageId: number, mark: string) {
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
export async function checkSliderImageUpload(target: ApiTarget): Promise<{ result: CheckResult; filename?: string }> {
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
