import { beforeEach, describe, expect, it } from 'vitest';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { createMemoryRecordStore } from '../../adapters/record-store/memory-record-store';
import { createRecordStoreRepository } from '../../adapters/record-store/create-record-store-repository';
import type { Repository } from '../../src/data/repository';
import { RESUME_MAX_BYTES } from '../../src/domain/constants';
import { ruleMessages } from '../../src/domain/messages';
import { GALLERY_IMAGE_MAX_BYTES } from '../../src/domain/upload-rules';
import { RepositoryError } from '../../src/domain/repository-error';
import { buildDataset } from '../support/builders';
import * as f from '../support/hostile-files';
import { bases, setupContractServer } from './contract-server';

/**
 * The upload matrix: every disguise is refused with the same human message by the store rules directly and by the
 * mock API behind the HTTP adapter; every genuine file is stored and served back as an image type, never a document.
 */

type Purpose = 'gallery' | 'slider' | 'resume';
type Case = { purpose: Purpose; label: string; file: () => File | null; refused?: string };

const MB5 = GALLERY_IMAGE_MAX_BYTES;
const CASES: Case[] = [
  // Gallery images (upload_page_image.php)
  { purpose: 'gallery', label: 'an executable renamed .png', file: () => f.exeAs('photo.png', 'image/png'), refused: ruleMessages.imageContentMismatch },
  { purpose: 'gallery', label: 'a web page renamed .png', file: () => f.htmlAs('photo.png', 'image/png'), refused: ruleMessages.imageContentMismatch },
  { purpose: 'gallery', label: 'a web page renamed .jpg without a type', file: () => f.htmlAs('photo.jpg', ''), refused: ruleMessages.imageContentMismatch },
  { purpose: 'gallery', label: 'an SVG with script', file: () => f.svgWithScript(), refused: ruleMessages.svgRefused },
  { purpose: 'gallery', label: 'an SVG with script renamed .png', file: () => f.svgWithScript('logo.png', 'image/png'), refused: ruleMessages.imageContentMismatch },
  { purpose: 'gallery', label: 'an SVG sent without a type', file: () => f.svgWithScript('logo.svg', ''), refused: ruleMessages.svgRefused },
  { purpose: 'gallery', label: 'a web page typed text/html', file: () => f.htmlAs('page.html', 'text/html'), refused: ruleMessages.invalidImageType },
  { purpose: 'gallery', label: 'a PDF', file: () => f.pdf('brochure.pdf'), refused: ruleMessages.invalidImageType },
  { purpose: 'gallery', label: 'an empty .png', file: () => f.empty('empty.png', 'image/png'), refused: ruleMessages.emptyFile },
  { purpose: 'gallery', label: 'a 5 MB + 1 byte PNG', file: () => f.oversized(f.SIGNATURES.png, 'big.png', 'image/png', MB5 + 1), refused: ruleMessages.imageTooLarge },
  { purpose: 'gallery', label: 'a PNG of exactly 5 MB', file: () => f.oversized(f.SIGNATURES.png, 'max.png', 'image/png', MB5) },
  { purpose: 'gallery', label: 'a PNG', file: () => f.png() },
  { purpose: 'gallery', label: 'a JPEG', file: () => f.jpeg() },
  { purpose: 'gallery', label: 'a GIF', file: () => f.gif() },
  { purpose: 'gallery', label: 'a WebP', file: () => f.webp() },
  { purpose: 'gallery', label: 'a PNG with a 330-character name', file: () => f.png(f.LONG_NAME) },
  { purpose: 'gallery', label: 'a PNG with a non-ASCII name', file: () => f.png(f.NON_ASCII_NAME) },
  // Slider images (upload_image.php)
  { purpose: 'slider', label: 'an executable renamed .jpg', file: () => f.exeAs('hero.jpg', 'image/jpeg'), refused: ruleMessages.imageContentMismatch },
  { purpose: 'slider', label: 'a web page renamed .gif', file: () => f.htmlAs('hero.gif', 'image/gif'), refused: ruleMessages.imageContentMismatch },
  { purpose: 'slider', label: 'an SVG with script', file: () => f.svgWithScript(), refused: ruleMessages.sliderImageType },
  { purpose: 'slider', label: 'an empty .jpg', file: () => f.empty('hero.jpg', 'image/jpeg'), refused: ruleMessages.emptyFile },
  { purpose: 'slider', label: 'a 5 MB + 1 byte JPEG', file: () => f.oversized(f.SIGNATURES.jpeg, 'big.jpg', 'image/jpeg', MB5 + 1), refused: ruleMessages.imageTooLarge },
  { purpose: 'slider', label: 'a PNG', file: () => f.png('hero.png') },
  { purpose: 'slider', label: 'a GIF with a non-ASCII name', file: () => f.gif('Ворота.gif') },
  // Resumes (submit_career_application.php)
  { purpose: 'resume', label: 'no resume', file: () => null, refused: ruleMessages.required('Resume/CV') },
  { purpose: 'resume', label: 'an executable renamed .pdf', file: () => f.exeAs('cv.pdf', 'application/pdf'), refused: ruleMessages.resumeContentMismatch },
  { purpose: 'resume', label: 'a web page renamed .pdf', file: () => f.htmlAs('cv.pdf', 'application/pdf'), refused: ruleMessages.resumeContentMismatch },
  { purpose: 'resume', label: 'a web page renamed .docx', file: () => f.htmlAs('cv.docx', ''), refused: ruleMessages.resumeContentMismatch },
  { purpose: 'resume', label: 'a PDF renamed .doc', file: () => f.pdf('cv.doc'), refused: ruleMessages.resumeContentMismatch },
  { purpose: 'resume', label: 'an executable', file: () => f.exeAs('cv.exe', 'application/octet-stream'), refused: ruleMessages.invalidResumeType },
  { purpose: 'resume', label: 'an empty .pdf', file: () => f.empty('cv.pdf', 'application/pdf'), refused: ruleMessages.emptyFile },
  { purpose: 'resume', label: 'a 10 MB + 1 byte PDF', file: () => f.oversized(f.SIGNATURES.pdf, 'cv.pdf', 'application/pdf', RESUME_MAX_BYTES + 1), refused: ruleMessages.resumeTooLarge },
  { purpose: 'resume', label: 'a PDF', file: () => f.pdf() },
  { purpose: 'resume', label: 'a Word 97 .doc', file: () => f.doc() },
  { purpose: 'resume', label: 'a .docx', file: () => f.docx() },
  { purpose: 'resume', label: 'a PDF with a long name', file: () => f.pdf(`${'curriculum-vitae-'.repeat(15)}.pdf`) },
  { purpose: 'resume', label: 'a PDF with a non-ASCII name', file: () => f.pdf('Резюме Ана Müller.pdf') },
];

const application = (resume: File | null) => ({
  name: 'Neha Arora', email: 'neha@example.com', phone: '+91 98111 22222', position: 'Welder', experience: '3-5', cover_letter: '', resume,
});

async function upload(repository: Repository, { purpose, file }: Case): Promise<void> {
  const chosen = file();
  if (purpose === 'resume') {
    await repository.careerApplications.submit(application(chosen));
    return;
  }
  if (!chosen) throw new Error('an image case needs a file');
  if (purpose === 'slider') {
    const { filename } = await repository.files.uploadImage(chosen);
    const served = await repository.files.readImage('slider', filename);
    expect(served.blob.type).toMatch(/^image\/(png|jpeg|gif|webp)$/);
    return;
  }
  await repository.pageImages.upload({ page_id: 2, image_title: 'Upload', image_description: '', image: chosen });
  const stored = (await repository.pageImages.gallery(2)).images.find((image) => image.image_title === 'Upload');
  expect(stored).toBeDefined();
  const served = await repository.files.readImage('page_images', stored!.image_filename);
  expect(served.blob.type).toMatch(/^image\/(png|jpeg|gif|webp)$/);
}

function runMatrix(name: string, create: () => Repository) {
  describe(`upload matrix: ${name}`, () => {
    let current: Repository;
    const repository = () => current;
    beforeEach(() => {
      current = create();
    });

    it.each(CASES.filter((c) => c.refused))('refuses $label for the $purpose with a human message', async (testCase) => {
      const error = await upload(repository(), testCase).then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(RepositoryError);
      expect((error as RepositoryError).message).toBe(testCase.refused);
    });

    it.each(CASES.filter((c) => !c.refused))('stores $label for the $purpose', async (testCase) => {
      await upload(repository(), testCase);
    });
  });
}

setupContractServer();
runMatrix('HTTP adapter over the mock API', () => createHttpRepository({ ...bases, apiKey: 'contract-key' }));
runMatrix('record-store rules over the in-memory store', () =>
  createRecordStoreRepository(createMemoryRecordStore(buildDataset()), { imagesBase: '/images', seed: buildDataset }),
);

describe('uploaded files already in the store', () => {
  it('are never served as an SVG or a web page, even when an imported dataset holds one', async () => {
    const dataset = buildDataset();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>window.__xss=1</script></svg>';
    dataset.files.push({ path: 'page_images/evil.svg', name: 'evil.svg', type: 'image/svg+xml', size: svg.length, data_url: `data:image/svg+xml;base64,${btoa(svg)}` });
    const repository = createRecordStoreRepository(createMemoryRecordStore(dataset), { imagesBase: '/images', seed: buildDataset });
    const error = await repository.files.readImage('page_images', 'evil.svg').then(() => null, (e: unknown) => e);
    expect((error as RepositoryError).message).toBe(ruleMessages.fileNotFound);
    expect(await repository.files.imageUrl('page_images', 'evil.svg')).toBe('/images/page_images/evil.svg');
  });
});
