import { attachmentName } from './submission-areas';

const answer = (disposition?: string) => new Response('x', { headers: disposition ? { 'Content-Disposition': disposition } : {} });

describe('the file name a download answers with (RFC 6266)', () => {
  it('prefers the UTF-8 filename* to the ASCII fallback', () => {
    expect(attachmentName(answer(`attachment; filename="Renee CV.pdf"; filename*=UTF-8''Ren%C3%A9e%20CV.pdf`))).toBe('Renée CV.pdf');
    expect(attachmentName(answer(`attachment; filename*=utf-8'en'%E0%A4%B0%E0%A4%BE%E0%A4%AE.docx`))).toBe('राम.docx');
  });

  it('reads a quoted name with escapes, or a bare token', () => {
    expect(attachmentName(answer('attachment; filename="Karan \\"KS\\" CV.pdf"'))).toBe('Karan "KS" CV.pdf');
    expect(attachmentName(answer('attachment; filename=Karan_CV.pdf'))).toBe('Karan_CV.pdf');
  });

  it('falls back to the plain name when filename* is badly encoded', () => {
    expect(attachmentName(answer(`attachment; filename="cv.pdf"; filename*=UTF-8''%E0%A4`))).toBe('cv.pdf');
  });

  it('never lets a name pick a folder', () => {
    expect(attachmentName(answer('attachment; filename="../../etc/passwd"'))).toBe('passwd');
    expect(attachmentName(answer(`attachment; filename*=UTF-8''..%2F..%2Fcv.pdf`))).toBe('cv.pdf');
  });

  it('answers null when the server names no file', () => {
    expect(attachmentName(answer())).toBeNull();
    expect(attachmentName(answer('inline'))).toBeNull();
  });
});
