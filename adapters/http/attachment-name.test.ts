import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachmentName, decodeRawUtf8 } from './attachment-name';

/**
 * Content-Disposition as many PHP servers write it (`header("Content-Disposition: attachment; filename=\"$name\"")`):
 * the name's UTF-8 bytes inside the quotes, no filename*. A header value is a byte string, so a client reads one code
 * unit per byte (Latin-1): "Renée" arrives as "RenÃ©e".
 */
const rawUtf8Disposition = (filename: string) => `attachment; filename="${String.fromCharCode(...new TextEncoder().encode(filename))}"`;

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

/** Names a PHP server writes into filename="…" as raw UTF-8 (no filename*): Arabic, Chinese, Japanese, Hindi, accents. */
const NON_ASCII_NAMES = ['سيرة ذاتية - أحمد.pdf', '简历 王小明.docx', '履歴書_山田.doc', 'राम शर्मा CV.pdf', 'Renée Ångström-Øberg CV.pdf', 'Zoë (final) ✓.pdf'];

describe('a plain filename="…" holding raw UTF-8 bytes', () => {
  it.each(NON_ASCII_NAMES)('reads %s as the applicant named it, not as Latin-1 mojibake', (name) => {
    const header = rawUtf8Disposition(name);
    expect(header).not.toContain(name);
    expect(attachmentName(answer(header))).toBe(name);
  });

  it('keeps a genuine Latin-1 name, which is not valid UTF-8, and plain ASCII as they are', () => {
    expect(decodeRawUtf8('Ren\u00e9e CV.pdf')).toBe('Ren\u00e9e CV.pdf');
    expect(attachmentName(answer('attachment; filename="Ren\u00e9e.pdf"'))).toBe('Ren\u00e9e.pdf');
    expect(decodeRawUtf8('cv.pdf')).toBe('cv.pdf');
    expect(decodeRawUtf8('Renée')).toBe('Renée');
  });

  it('still prefers filename* when the server sends both', () => {
    expect(attachmentName(answer(`${rawUtf8Disposition('Ahmed.pdf')}; filename*=UTF-8''%D8%A3%D8%AD%D9%85%D8%AF.pdf`))).toBe('أحمد.pdf');
  });

  it('decodes the name as fetch reads it from a real server that sends the bytes', async () => {
    const name = NON_ASCII_NAMES[0]!;
    const server = createServer((_request, response) => {
      // Node writes a header string's code units as bytes: these are the name's UTF-8 bytes on the wire.
      response.setHeader('Content-Disposition', `attachment; filename="${Buffer.from(name, 'utf8').toString('latin1')}"`);
      response.end('%PDF-1.4');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/download_resume.php?file=1.pdf`);
      expect(response.headers.get('Content-Disposition')).not.toContain(name);
      expect(attachmentName(response)).toBe(name);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
