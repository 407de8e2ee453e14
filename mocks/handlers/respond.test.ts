import { describe, expect, it } from 'vitest';
import { jsonResponse } from './respond';

describe('jsonResponse (the mock API answers JSON as a PHP server does)', () => {
  it.each([
    ['ASCII only', { success: true, message: 'Status updated successfully' }],
    ['Latin-1 letters', { success: true, submissions: [{ name: 'José Müller', company: 'Açores Lda' }] }],
    ['two-byte text (Ł, Arabic, CJK)', { success: true, submissions: [{ name: 'Łukasz Wójcik', message: 'مرحبا — 鋼製フェンス' }] }],
    ['astral characters', { success: true, message: 'Gate 🐑 latch 🔩' }],
    ['an empty list', { success: true, submissions: [] }],
  ])('sends %s as its UTF-8 bytes, with their length as Content-Length', async (_, body) => {
    const response = jsonResponse(body);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const expected = new TextEncoder().encode(JSON.stringify(body));
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(response.headers.get('Content-Length')).toBe(String(expected.byteLength));
    expect(bytes).toEqual(expected);
    expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual(body);
  });

  it('answers a long list (past the encode-into size) byte for byte', async () => {
    const rows = Array.from({ length: 12_000 }, (_, id) => ({ id, name: `Łucja ${id}`, message: 'x'.repeat(400) }));
    const body = { success: true, submissions: rows };
    const response = jsonResponse(body, { status: 200 });
    const text = await response.text();
    expect(text.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(response.headers.get('Content-Length')).toBe(String(new TextEncoder().encode(text).byteLength));
    expect(JSON.parse(text)).toEqual(body);
  });

  it('keeps the status of a failure', async () => {
    const response = jsonResponse({ success: false, message: 'Not found' }, { status: 404 });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Not found' });
  });
});
