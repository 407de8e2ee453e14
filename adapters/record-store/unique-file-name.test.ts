import { describe, expect, it } from 'vitest';
import { fileExtension, isPlainFileName, uniqueFileName } from './unique-file-name';

const entropy = { time: 1_700_000_000_000, random: 0.5 };

describe('uniqueFileName', () => {
  it('slugifies the original base name, keeps the lower-case extension and adds a time and random suffix', () => {
    expect(uniqueFileName('Gate Photo (1).JPG', entropy)).toBe('gate-photo-1-loyw3v28-i00000.jpg');
  });

  it('gives different names for the same file uploaded at another moment or with other randomness', () => {
    const first = uniqueFileName('cv.pdf', entropy);
    expect(uniqueFileName('cv.pdf', { ...entropy, time: entropy.time + 1 })).not.toBe(first);
    expect(uniqueFileName('cv.pdf', { ...entropy, random: 0.25 })).not.toBe(first);
    expect(uniqueFileName('cv.pdf', entropy)).toBe(first);
  });

  it('never lets a path, dots or unsafe characters through', () => {
    const name = uniqueFileName('../../etc/pass wd<script>.svg', entropy);
    expect(name).toMatch(/^pass-wdscript-[a-z0-9]+-[a-z0-9]{6}\.svg$/);
    expect(isPlainFileName(name)).toBe(true);
    expect(uniqueFileName('C:\\Users\\me\\résumé_final.v2.docx', entropy)).toMatch(/^resume-final-v2-[a-z0-9]+-[a-z0-9]{6}\.docx$/);
  });

  it('falls back to "file" for a name with nothing usable and derives the extension from the type when missing', () => {
    expect(uniqueFileName('', entropy, 'image/png')).toMatch(/^file-[a-z0-9]+-[a-z0-9]{6}\.png$/);
    expect(uniqueFileName('данные', entropy)).toMatch(/^file-[a-z0-9]+-[a-z0-9]{6}$/);
    expect(uniqueFileName('photo', entropy, 'image/svg+xml')).toMatch(/^photo-.*\.svg$/);
  });

  it('keeps long names short', () => {
    const name = uniqueFileName(`${'a'.repeat(300)}.png`, entropy);
    expect(name.length).toBeLessThan(90);
  });
});

describe('fileExtension', () => {
  it('answers the lower-case extension with its dot, or nothing', () => {
    expect(fileExtension('CV.DOCX')).toBe('.docx');
    expect(fileExtension('archive.tar.gz')).toBe('.gz');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('no-extension')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
    expect(fileExtension('folder.v2/file')).toBe('');
  });
});

describe('isPlainFileName', () => {
  it('accepts one path segment and refuses anything that could leave the folder', () => {
    expect(isPlainFileName('seed-cv.pdf')).toBe(true);
    for (const name of ['', '.', '..', '../secret.pdf', 'a/b.pdf', 'a\\b.pdf', 'x\0.pdf', 'x'.repeat(256)]) {
      expect(isPlainFileName(name), name).toBe(false);
    }
  });
});
