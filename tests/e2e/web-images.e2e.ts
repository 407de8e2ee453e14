import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import exifr from 'exifr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../src/domain/messages';
import { message, openAdminSession, openSection, visible } from './support/app';
import type { Session } from './support/browser';

/*
 * Web-ready images in the built demo: a phone photo (tests/fixtures/images/phone-portrait-exif6-gps.jpg: 2800 × 2100
 * stored pixels, EXIF orientation 6, a GPS position) uploaded as a slide's background is turned upright, scaled to
 * 2560 px at most and stripped of its metadata before it is sent; the public slide shows it with its size and at
 * high priority.
 */

const FIXTURE = join(import.meta.dirname, '../fixtures/images/phone-portrait-exif6-gps.jpg');

/** The width and height in a JPEG's frame header (SOF0-SOF3): the stored pixels, before any EXIF rotation. */
function jpegFrameSize(bytes: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  throw new Error('No frame header');
}

describe('web-ready images', () => {
  let session: Session;
  let storedName = '';

  beforeAll(async () => {
    // The fixture is what the test is about: it is a real phone-like JPEG with a rotation and a position.
    const original = readFileSync(FIXTURE);
    expect(jpegFrameSize(original)).toEqual({ width: 2800, height: 2100 });
    expect(await exifr.parse(original, { translateValues: false })).toMatchObject({ Orientation: 6, latitude: expect.closeTo(30.7046, 3) });
    session = await openAdminSession({ width: 1280, height: 900 });
  });

  afterAll(async () => {
    await session?.close();
  });

  it('uploads a phone photo as a slide turned upright, within 2560 px and without its GPS position', async () => {
    const { page } = session;
    await openSection(page, 'Slider Management');
    const list = page.getByRole('list', { name: 'Slider items' });
    await list.getByRole('button', { name: /^Edit: / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit Slider Item' });
    await dialog.getByLabel(/^Background image/).setInputFiles(FIXTURE);

    // The size report: before, after and the new size (portrait: the photo was taken upright).
    const report = dialog.getByRole('status').filter({ hasText: '→' });
    await visible(report);
    expect(await report.textContent()).toMatch(/^\d+ KB → \d+ KB, 1920 × 2560/);
    await dialog.getByRole('button', { name: 'Set Image: Background image' }).click();
    await visible(message(page, adminMessages.slider.imageUploaded));
    storedName = ((await dialog.locator('code').first().textContent()) ?? '').trim();
    expect(storedName).toMatch(/1920x2560.*\.jpg$/);
    await dialog.getByRole('button', { name: 'Update Slider Item' }).click();
    await visible(message(page, adminMessages.slider.updated));

    // The stored file, as the site serves it.
    await page.goto(session.url('/'));
    const backdrop = page.getByTestId('hero-slide').locator(`img[src*="${storedName}"]`);
    await visible(backdrop);
    const stored = Buffer.from(
      await backdrop.evaluate(async (img: HTMLImageElement) => {
        const bytes = new Uint8Array(await (await fetch(img.src)).arrayBuffer());
        let text = '';
        for (const byte of bytes) text += String.fromCharCode(byte);
        return btoa(text);
      }),
      'base64',
    );
    // Turned upright (the stored pixels are portrait now), scaled to the 2560 px limit, a JPEG (the slider takes no WebP).
    expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(jpegFrameSize(stored)).toEqual({ width: 1920, height: 2560 });
    expect(stored.length).toBeLessThan(readFileSync(FIXTURE).length * 4);
    // No metadata at all: no GPS position, no rotation left to apply twice.
    expect(await exifr.gps(stored)).toBeUndefined();
    expect(await exifr.parse(stored, { translateValues: false })).toBeUndefined();
    // Upright: red at the top of the picture, blue at the bottom.
    const colours = await backdrop.evaluate(async (img: HTMLImageElement) => {
      const bitmap = await createImageBitmap(await (await fetch(img.src)).blob(), { imageOrientation: 'none' });
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const at = (y: number) => [...context.getImageData(bitmap.width / 2 - 400, y, 1, 1).data.slice(0, 3)];
      return { top: at(20), bottom: at(bitmap.height - 20) };
    });
    expect(colours.top[0]).toBeGreaterThan(150);
    expect(colours.top[2]).toBeLessThan(120);
    expect(colours.bottom[2]).toBeGreaterThan(90);
    expect(colours.bottom[0]).toBeLessThan(80);
    // The worker ran under the built site's Content-Security-Policy (worker-src 'self'), without an error.
    expect(session.errors).toEqual([]);
  });

  it("gives the public slide's image its size and fetches it first, and only it", async () => {
    const { page } = session;
    const backdrop = page.getByTestId('hero-slide').locator(`img[src*="${storedName}"]`);
    await expect.poll(() => backdrop.getAttribute('width')).toBe('1920');
    expect(await backdrop.getAttribute('height')).toBe('2560');
    expect(await backdrop.getAttribute('fetchpriority')).toBe('high');
    expect(await backdrop.getAttribute('loading')).not.toBe('lazy');
    expect(await page.locator('img[fetchpriority="high"]').count()).toBe(1);
    // Below the fold, images wait: lazy and decoded off the main thread, each with its size.
    const below = page.locator('main img[loading="lazy"]');
    expect(await below.count()).toBeGreaterThan(0);
    for (const image of await below.all()) {
      expect(await image.getAttribute('decoding')).toBe('async');
      expect(await image.getAttribute('width')).toMatch(/^\d+$/);
      expect(await image.getAttribute('height')).toMatch(/^\d+$/);
    }
  });
});
