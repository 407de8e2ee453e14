import { describe, expect, it } from 'vitest';
import { asciiFallback, attachmentDisposition, encodeRfc5987 } from './content-disposition';

describe('attachmentDisposition', () => {
  it('names a plain file in both parameters', () => {
    expect(attachmentDisposition('cv.pdf')).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
  });

  it('gives any name a header value that fetch Headers accept, with the exact name in filename*', () => {
    const name = 'Ānanya "CV" (final) 履歴書*.pdf';
    const value = attachmentDisposition(name);
    expect(() => new Headers({ 'Content-Disposition': value })).not.toThrow();
    expect(() => new Headers({ 'Content-Disposition': `attachment; filename="${name}"` })).toThrow();
    const encoded = /filename\*=UTF-8''(.+)$/.exec(value)![1]!;
    expect(encoded).not.toMatch(/['()*" ]/);
    expect(decodeURIComponent(encoded)).toBe(name);
  });

  it('drops accents and replaces other non-ASCII and quoting characters in the fallback', () => {
    expect(asciiFallback('Résumé "Ā" 履\\歴.pdf')).toBe('Resume _A_ ___.pdf');
    expect(asciiFallback('履歴書')).toBe('___');
    expect(asciiFallback('   ')).toBe('download');
    expect(encodeRfc5987("it's (1)*")).toBe('it%27s%20%281%29%2A');
  });
});
