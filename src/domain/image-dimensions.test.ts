import { describe, expect, it } from 'vitest';
import { imageDimensionsFromName, imageSizeAttributes, nameWithDimensions } from './image-dimensions';

describe('imageDimensionsFromName', () => {
  it('reads the marker the upload pipeline writes', () => {
    expect(imageDimensionsFromName('gate.2560x1920.webp')).toEqual({ width: 2560, height: 1920 });
  });

  it('reads it after a server renamed the file around it, from a URL too', () => {
    expect(imageDimensionsFromName('gate-1920x2560-m3k2x1-4fzyo8.jpg')).toEqual({ width: 1920, height: 2560 });
    expect(imageDimensionsFromName('https://cdn.example.com/images/slider/gate-1920x2560-m3k2x1-4fzyo8.jpg?v=2#top')).toEqual({
      width: 1920,
      height: 2560,
    });
  });

  it('takes the last marker when a name holds two', () => {
    expect(imageDimensionsFromName('banner-1200x630.800x420.webp')).toEqual({ width: 800, height: 420 });
  });

  it('finds nothing in names without a marker, or with a size that is no segment of its own or impossible', () => {
    expect(imageDimensionsFromName('gate.webp')).toBeNull();
    expect(imageDimensionsFromName('slide-fencing.svg')).toBeNull();
    expect(imageDimensionsFromName('box2560x1920.webp')).toBeNull();
    expect(imageDimensionsFromName('gate.2560x1920')).toBeNull();
    expect(imageDimensionsFromName('gate.0x1920.webp')).toBeNull();
    expect(imageDimensionsFromName('gate.99999x10.webp')).toBeNull();
    expect(imageDimensionsFromName('folder.2560x1920.x/gate.webp')).toBeNull();
    expect(imageDimensionsFromName('')).toBeNull();
  });
});

describe('nameWithDimensions', () => {
  it('keeps the base name and writes the new size and extension', () => {
    expect(nameWithDimensions('IMG_2041.JPG', { width: 2560, height: 1920 }, '.webp')).toBe('IMG_2041.2560x1920.webp');
    expect(nameWithDimensions('C:\\photos\\gate photo.png', { width: 800, height: 600 }, 'jpg')).toBe('gate photo.800x600.jpg');
  });

  it('replaces an earlier marker instead of adding a second one', () => {
    expect(nameWithDimensions('gate.2560x1920.webp', { width: 1280, height: 960 }, '.webp')).toBe('gate.1280x960.webp');
  });

  it('names a file without a usable base name "image"', () => {
    expect(nameWithDimensions('.jpg', { width: 10, height: 20 }, '.jpg')).toBe('image.10x20.jpg');
  });

  it('round-trips through the parser', () => {
    expect(imageDimensionsFromName(nameWithDimensions('x.jpeg', { width: 1920, height: 2560 }, '.jpg'))).toEqual({ width: 1920, height: 2560 });
  });
});

describe('imageSizeAttributes', () => {
  it('gives the size the name carries, else the box', () => {
    expect(imageSizeAttributes('gate-1920x2560-m3k2x1-4fzyo8.jpg', { width: 900, height: 675 })).toEqual({ width: 1920, height: 2560 });
    expect(imageSizeAttributes('slide-fencing.svg', { width: 900, height: 675 })).toEqual({ width: 900, height: 675 });
    expect(imageSizeAttributes(undefined, { width: 16, height: 9 })).toEqual({ width: 16, height: 9 });
  });
});
