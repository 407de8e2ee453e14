import type { Page } from 'playwright-core';

/*
 * Photos like a phone's, made on this machine (no image tools needed): the browser draws and encodes the pixels, this
 * module writes the EXIF block a phone adds (its rotation and the GPS position of where the photo was taken).
 * tests/fixtures/images/make-fixtures.ts writes the committed fixture with it; `npm run perf` makes its 6 MB photo.
 */

export type PhotoExif = { orientation: number; latitude: number; longitude: number };

/** Degrees as EXIF's three rationals (degrees, minutes, seconds × 100). */
function rationals(value: number): number[] {
  const degrees = Math.floor(Math.abs(value));
  const minutesFull = (Math.abs(value) - degrees) * 60;
  const minutes = Math.floor(minutesFull);
  const seconds = Math.round((minutesFull - minutes) * 60 * 100);
  return [degrees, 1, minutes, 1, seconds, 100];
}

/** An APP1 segment: big-endian TIFF, IFD0 with Orientation and a GPS IFD with latitude and longitude. */
export function exifSegment({ orientation, latitude, longitude }: PhotoExif): Buffer {
  const tiff = Buffer.alloc(140);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: (offset: number) => void) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    value(at + 8);
  };
  // IFD0 at 8: two entries, then the next-IFD offset (none).
  tiff.writeUInt16BE(2, 8);
  entry(10, 0x0112, 3, 1, (at) => tiff.writeUInt16BE(orientation, at));
  entry(22, 0x8825, 4, 1, (at) => tiff.writeUInt32BE(38, at));
  tiff.writeUInt32BE(0, 34);
  // The GPS IFD at 38: four entries, the rationals after it (92 and 116).
  tiff.writeUInt16BE(4, 38);
  entry(40, 0x0001, 2, 2, (at) => tiff.write(latitude >= 0 ? 'N\0' : 'S\0', at, 'latin1'));
  entry(52, 0x0002, 5, 3, (at) => tiff.writeUInt32BE(92, at));
  entry(64, 0x0003, 2, 2, (at) => tiff.write(longitude >= 0 ? 'E\0' : 'W\0', at, 'latin1'));
  entry(76, 0x0004, 5, 3, (at) => tiff.writeUInt32BE(116, at));
  tiff.writeUInt32BE(0, 88);
  rationals(latitude).forEach((part, index) => tiff.writeUInt32BE(part, 92 + index * 4));
  rationals(longitude).forEach((part, index) => tiff.writeUInt32BE(part, 116 + index * 4));
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/** The JPEG with the EXIF segment placed right after its start-of-image marker, as cameras write it. */
export function withExif(jpeg: Buffer, exif: PhotoExif): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('Not a JPEG');
  return Buffer.concat([jpeg.subarray(0, 2), exifSegment(exif), jpeg.subarray(2)]);
}

export type PhotoOptions = {
  /** The size as shown (after the rotation); the pixels are stored turned a quarter to the left, as orientation 6 says. */
  width: number;
  height: number;
  quality: number;
  /** Fine detail (0: none): a phone photo's texture, which is what makes it heavy. */
  grain: number;
};

/** The drawing, run in the page (plain JavaScript): the photo as a JPEG data URL. */
const DRAW_PHOTO = `async ({ width, height, quality, grain }) => {
    const upright = new OffscreenCanvas(width, height);
    const draw = upright.getContext('2d');
    const sky = draw.createLinearGradient(0, 0, 0, height / 2);
    sky.addColorStop(0, '#c0392b');
    sky.addColorStop(1, '#e06050');
    draw.fillStyle = sky;
    draw.fillRect(0, 0, width, height / 2);
    const ground = draw.createLinearGradient(0, height / 2, 0, height);
    ground.addColorStop(0, '#2060c0');
    ground.addColorStop(1, '#103070');
    draw.fillStyle = ground;
    draw.fillRect(0, height / 2, width, height / 2);
    draw.fillStyle = '#ffffff';
    draw.beginPath();
    draw.moveTo(width / 2, height * 0.1);
    draw.lineTo(width * 0.7, height * 0.3);
    draw.lineTo(width * 0.3, height * 0.3);
    draw.closePath();
    draw.fill();
    draw.fillRect(width * 0.45, height * 0.3, width * 0.1, height * 0.35);
    if (grain > 0) {
      // Seeded, so every run makes the same photo: a texture of soft speckles over the whole picture.
      let seed = 42;
      const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
      const tile = new OffscreenCanvas(512, 512);
      const tileContext = tile.getContext('2d');
      const noise = tileContext.createImageData(512, 512);
      for (let index = 0; index < noise.data.length; index += 4) {
        const value = 128 + (random() - 0.5) * 255 * grain;
        noise.data[index] = value;
        noise.data[index + 1] = value + (random() - 0.5) * 40 * grain;
        noise.data[index + 2] = value;
        noise.data[index + 3] = 255;
      }
      tileContext.putImageData(noise, 0, 0);
      draw.globalCompositeOperation = 'overlay';
      for (let y = 0; y < height; y += 512) for (let x = 0; x < width; x += 512) draw.drawImage(tile, 0, 0, 512, 512, x, y, 512, 512);
      draw.globalCompositeOperation = 'source-over';
    }
    // Stored a quarter turn to the left: orientation 6 turns it back a quarter to the right.
    const stored = new OffscreenCanvas(height, width);
    const storedContext = stored.getContext('2d');
    storedContext.translate(0, width);
    storedContext.rotate(-Math.PI / 2);
    storedContext.drawImage(upright, 0, 0);
    const blob = await stored.convertToBlob({ type: 'image/jpeg', quality });
    return await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsDataURL(blob);
    });
}`;

/**
 * A JPEG drawn in the browser, stored as a phone held upright stores it (landscape pixels, orientation 6): the picture,
 * once turned, is red at the top, blue at the bottom, with a white arrow pointing up.
 */
export async function renderPhoto(page: Page, options: PhotoOptions): Promise<Buffer> {
  // Sent as source text: a compiled function would carry the compiler's helpers, which the page does not have.
  const dataUrl = (await page.evaluate(`(${DRAW_PHOTO})(${JSON.stringify(options)})`)) as string;
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
