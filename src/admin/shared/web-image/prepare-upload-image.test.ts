import { describe, expect, it, vi } from 'vitest';
import { ruleMessages } from '../../../domain/messages';
import type { EncodeRequest, EncodeResult } from './encode-web-image';
import { prepareUploadImage } from './prepare-upload-image';

const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });
const encoded = (bytes: number, type: 'image/webp' | 'image/jpeg', width: number, height: number): EncodeResult => ({
  kind: 'encoded',
  blob: new Blob([new Uint8Array(bytes)], { type }),
  type,
  width,
  height,
});

describe('prepareUploadImage', () => {
  it('sends the re-encoded file, named with its size and new extension, and reports both sizes', async () => {
    const run = vi.fn(async (_request: EncodeRequest) => encoded(400_000, 'image/webp', 2560, 1920));
    const prepared = await prepareUploadImage(file('IMG_2041.JPG', 6_000_000, 'image/jpeg'), 'gallery-image', 2560, run);
    expect(run.mock.calls[0]![0]).toMatchObject({ maxSide: 2560, types: ['image/webp', 'image/jpeg'] });
    expect(prepared.problem).toBeNull();
    expect(prepared.file).toMatchObject({ name: 'IMG_2041.2560x1920.webp', type: 'image/webp', size: 400_000 });
    expect(prepared.report).toEqual({ state: 'optimised', before: 6_000_000, after: 400_000, width: 2560, height: 1920 });
  });

  it('asks for JPEG only for a slide (the slider takes JPG, PNG and GIF)', async () => {
    const run = vi.fn(async (_request: EncodeRequest) => encoded(300_000, 'image/jpeg', 1920, 2560));
    const prepared = await prepareUploadImage(file('gate.jpeg', 6_000_000, 'image/jpeg'), 'slider-image', 2560, run);
    expect(run.mock.calls[0]![0].types).toEqual(['image/jpeg']);
    expect(prepared.file).toMatchObject({ name: 'gate.1920x2560.jpg', type: 'image/jpeg' });
  });

  it('applies the size limit to the file that is sent: a 6 MB photo that becomes small is accepted', async () => {
    const prepared = await prepareUploadImage(file('big.jpg', 6 * 1024 * 1024, 'image/jpeg'), 'slider-image', 2560, async () => encoded(420_000, 'image/jpeg', 2560, 1920));
    expect(prepared.problem).toBeNull();
  });

  it('keeps the bytes of a web-ready file and only names it with its size', async () => {
    const original = file('logo.png', 20_000, 'image/png');
    const prepared = await prepareUploadImage(original, 'gallery-image', 2560, async () => ({ kind: 'kept', reason: 'web-ready', width: 800, height: 600 }));
    expect(prepared.file).toMatchObject({ name: 'logo.800x600.png', type: 'image/png', size: 20_000 });
    expect(new Uint8Array(await prepared.file!.arrayBuffer())).toEqual(new Uint8Array(await original.arrayBuffer()));
    expect(prepared.report).toEqual({ state: 'kept', reason: 'web-ready', bytes: 20_000, width: 800, height: 600 });
  });

  it('refuses a wrong type with the rule message before any work', async () => {
    const run = vi.fn();
    expect(await prepareUploadImage(file('notes.pdf', 10, 'application/pdf'), 'gallery-image', 2560, run)).toEqual({
      file: null,
      problem: ruleMessages.invalidImageType,
      report: null,
    });
    expect(await prepareUploadImage(file('photo.webp', 10, 'image/webp'), 'slider-image', 2560, run)).toMatchObject({ problem: ruleMessages.sliderImageType });
    expect(await prepareUploadImage(file('empty.jpg', 0, 'image/jpeg'), 'slider-image', 2560, run)).toMatchObject({ problem: ruleMessages.emptyFile });
    expect(run).not.toHaveBeenCalled();
  });

  it('sends the file as it is where the browser cannot run the pipeline, and then a large one is refused as before', async () => {
    const unsupported = async () => Promise.reject(new Error('No worker'));
    const small = await prepareUploadImage(file('a.jpg', 1000, 'image/jpeg'), 'slider-image', 2560, unsupported);
    expect(small).toMatchObject({ problem: null, report: { state: 'unprocessed', bytes: 1000 } });
    expect(small.file?.name).toBe('a.jpg');
    const large = await prepareUploadImage(file('b.jpg', 6 * 1024 * 1024, 'image/jpeg'), 'slider-image', 2560, unsupported);
    expect(large).toMatchObject({ file: null, problem: ruleMessages.imageTooLarge, report: { state: 'unprocessed' } });
  });
});
