import { describe, expect, it } from 'vitest';
import { isAllowedEditorLink, isAllowedUrl, isExternalHttpUrl, isSiteRelativeUrl, safeUrl } from './url';

const allowed = [
  'http://example.com',
  'https://example.com/products?id=1#top',
  'HTTPS://EXAMPLE.COM',
  'mailto:info@ironcreststeel.com',
  'tel:+919814022750',
  '/products',
  '/about-us#our-team',
  '/',
];

const rejected: Array<[string, string]> = [
  ['javascript:alert(1)', 'javascript:'],
  ['JavaScript:alert(1)', 'mixed-case javascript:'],
  ['JAVASCRIPT:alert(1)', 'upper-case javascript:'],
  ['   javascript:alert(1)', 'javascript: after leading spaces'],
  ['java\tscript:alert(1)', 'javascript: with an embedded tab'],
  ['java\nscript:alert(1)', 'javascript: with an embedded newline'],
  ['java\r\nscript:alert(1)', 'javascript: with an embedded CRLF'],
  ['\u0001javascript:alert(1)', 'javascript: after a control character'],
  ['data:text/html;base64,PHNjcmlwdD4=', 'data:'],
  ['vbscript:msgbox(1)', 'vbscript:'],
  ['file:///etc/passwd', 'file:'],
  ['ftp://example.com', 'ftp:'],
  ['//evil.com', 'protocol-relative //host'],
  ['/\\evil.com', 'slash-backslash host'],
  ['/\t/evil.com', 'slash-tab-slash host (read as //evil.com)'],
  ['/\n/evil.com', 'slash-newline-slash host'],
  ['http://', 'http:// without a host'],
  ['https://', 'https:// without a host'],
  ['products', 'a bare relative path'],
  ['#top', 'a fragment only'],
  ['', 'the empty string'],
  ['   ', 'blank text'],
];

describe('safeUrl and isAllowedUrl (the one URL allow-list)', () => {
  it.each(allowed)('allows %s', (url) => {
    expect(safeUrl(url)).toBe(url);
    expect(isAllowedUrl(url)).toBe(true);
  });

  it.each(rejected)('rejects %j (%s)', (url) => {
    expect(safeUrl(url)).toBeNull();
    expect(isAllowedUrl(url)).toBe(false);
  });

  it('returns the allowed URL without surrounding whitespace', () => {
    expect(safeUrl('  https://example.com  ')).toBe('https://example.com');
    expect(safeUrl(' /contact-us ')).toBe('/contact-us');
  });

  it('treats null and undefined as no link', () => {
    expect(safeUrl(null)).toBeNull();
    expect(safeUrl(undefined)).toBeNull();
  });
});

describe('isSiteRelativeUrl', () => {
  it('accepts paths on this site only', () => {
    expect(isSiteRelativeUrl('/page/fencing')).toBe(true);
    expect(isSiteRelativeUrl('//evil.com')).toBe(false);
    expect(isSiteRelativeUrl('/\\evil.com')).toBe(false);
    expect(isSiteRelativeUrl('/\t/evil.com')).toBe(false);
    expect(isSiteRelativeUrl('https://example.com')).toBe(false);
  });
});

describe('isExternalHttpUrl (public spec 4: http(s) opens in a new window)', () => {
  it('is true for absolute http and https URLs with a host', () => {
    expect(isExternalHttpUrl('http://example.com')).toBe(true);
    expect(isExternalHttpUrl(' https://example.com/x ')).toBe(true);
  });

  it('is false for site paths, mail and phone links, hostless and unsafe URLs', () => {
    expect(isExternalHttpUrl('/products')).toBe(false);
    expect(isExternalHttpUrl('mailto:a@b.com')).toBe(false);
    expect(isExternalHttpUrl('tel:+1')).toBe(false);
    expect(isExternalHttpUrl('https://')).toBe(false);
    expect(isExternalHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isExternalHttpUrl('//evil.com')).toBe(false);
  });
});

describe('isAllowedEditorLink (admin spec 5: links accept only http, https, mailto and tel)', () => {
  it('accepts the four protocols', () => {
    expect(isAllowedEditorLink('http://example.com')).toBe(true);
    expect(isAllowedEditorLink('https://example.com')).toBe(true);
    expect(isAllowedEditorLink('mailto:info@ironcreststeel.com')).toBe(true);
    expect(isAllowedEditorLink('tel:+919814022750')).toBe(true);
  });

  it('rejects site-relative paths and every other scheme', () => {
    expect(isAllowedEditorLink('/products')).toBe(true);
    expect(isAllowedEditorLink('//evil.example/products')).toBe(false);
    expect(isAllowedEditorLink('javascript:alert(1)')).toBe(false);
    expect(isAllowedEditorLink('java\tscript:alert(1)')).toBe(false);
    expect(isAllowedEditorLink('data:text/html,x')).toBe(false);
    expect(isAllowedEditorLink('//evil.com')).toBe(false);
    expect(isAllowedEditorLink('')).toBe(false);
  });
});
