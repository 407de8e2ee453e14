import { describe, expect, it } from 'vitest';
import { backOfficeDocument, contentSecurityPolicy, contentSecurityPolicyHeader } from './content-security-policy';

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site only, never inline or eval', () => {
    const policy = contentSecurityPolicy({ urls: ['/api'] });
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("connect-src 'self';");
  });

  it('lets the site connect to absolute API bases and nothing else', () => {
    const policy = contentSecurityPolicy({ urls: ['https://api.example.com/api', 'https://api.example.com/api/admin', 'http://127.0.0.1:3002/images', '/api', undefined] });
    expect(policy).toContain("connect-src 'self' https://api.example.com http://127.0.0.1:3002;");
  });

  it('loads images only from the site, inline data: and the API and images bases, never from any https host', () => {
    const policy = contentSecurityPolicy({ urls: ['https://api.example.com/api', 'https://cdn.example.com/images', '/api'] });
    expect(policy).toMatch(/(^|; )img-src 'self' data: https:\/\/api\.example\.com https:\/\/cdn\.example\.com(;|$)/);
    expect(policy).not.toMatch(/img-src[^;]* https:(;| )/);
    expect(policy).not.toContain('blob:');
  });

  it('allows blob: images in a demo build only, whose IndexedDB store shows uploads from object URLs', () => {
    expect(contentSecurityPolicy({ urls: [], demo: true })).toMatch(/(^|; )img-src 'self' data: blob:(;|$)/);
  });

  it('loads fonts from the site only: the build inlines none', () => {
    expect(contentSecurityPolicy({ urls: [] })).toMatch(/(^|; )font-src 'self'(;|$)/);
  });

  it('lets no form submit natively: the app sends every form with fetch', () => {
    expect(contentSecurityPolicy({ urls: [] })).toMatch(/(^|; )form-action 'none'(;|$)/);
  });

  it('adds frame-ancestors for the production header: no page is framed, but the back office by the site itself', () => {
    expect(contentSecurityPolicyHeader({ urls: [] })).toMatch(/; frame-ancestors 'none'$/);
    expect(contentSecurityPolicyHeader({ urls: [], backOffice: true })).toMatch(/; frame-ancestors 'self'$/);
  });

  it("frames nothing on the public pages and only the site's own live preview in the back office", () => {
    expect(contentSecurityPolicy({ urls: ['https://api.example.com/api'] })).toMatch(/(^|; )frame-src 'none'(;|$)/);
    const backOffice = contentSecurityPolicy({ urls: ['https://api.example.com/api'], backOffice: true });
    expect(backOffice).toMatch(/(^|; )frame-src 'self'(;|$)/);
    // Nothing else is widened: the rest of the policy is the public pages' one.
    expect(backOffice.replace("frame-src 'self'", "frame-src 'none'")).toBe(contentSecurityPolicy({ urls: ['https://api.example.com/api'] }));
  });

  it("writes the back office's document (app.html) with frame-src 'self' and leaves everything else as built", () => {
    const policy = contentSecurityPolicy({ urls: [], scriptHashes: ["'sha256-abc='"] });
    const page = `<head><meta http-equiv="Content-Security-Policy" content="${policy}"><title>t</title></head><body><p>frame-src 'none'</p></body>`;
    const shell = backOfficeDocument(page);
    expect(shell).toContain(`content="${contentSecurityPolicy({ urls: [], scriptHashes: ["'sha256-abc='"], backOffice: true })}"`);
    expect(shell).toContain("<p>frame-src 'none'</p>");
    expect(backOfficeDocument('<head><title>t</title></head>')).toBe('<head><title>t</title></head>');
    // As Vite writes the attribute: quotes as &#39;.
    const built = page.replace(/'/g, '&#39;');
    expect(backOfficeDocument(built)).toContain("frame-src &#39;self&#39;; object-src &#39;none&#39;");
  });
});
