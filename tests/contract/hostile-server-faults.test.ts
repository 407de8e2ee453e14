import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import type { Repository } from '../../src/data/repository';
import { ruleMessages } from '../../src/domain/messages';
import { RepositoryError } from '../../src/domain/repository-error';
import { pngFile, pdfFile } from '../conformance/conformance-helpers';
import { bases, setupContractServer } from './contract-server';

/**
 * The server-fault family at the adapter: every call of the HTTP adapter, against every way a server or network
 * fails, ends in a RepositoryError with a readable message — never a hang, a raw parser error or a wrong-shaped value.
 */

const { server } = setupContractServer();
const TIMEOUT_MS = 80;
const repository = createHttpRepository({ ...bases, apiKey: 'k', navigationTimeoutMs: TIMEOUT_MS, requestTimeoutMs: TIMEOUT_MS });

type Fault = { name: string; respond: () => Response | Promise<Response>; kinds: RepositoryError['kind'][] };

const FAULTS: Fault[] = [
  { name: '500 with an HTML error page', respond: () => new HttpResponse('<html><body><h1>Fatal error</h1></body></html>', { status: 500, headers: { 'Content-Type': 'text/html' } }), kinds: ['http'] },
  { name: 'invalid JSON', respond: () => new HttpResponse('{"success": true, "data": [', { headers: { 'Content-Type': 'application/json' } }), kinds: ['malformed'] },
  { name: 'a PHP warning before the JSON', respond: () => new HttpResponse('<b>Warning</b>: mysqli {"success":true}', { headers: { 'Content-Type': 'text/html' } }), kinds: ['malformed'] },
  { name: 'the wrong shape', respond: () => HttpResponse.json([{ unexpected: true }]), kinds: ['malformed'] },
  { name: 'an empty body', respond: () => new HttpResponse('', { status: 200 }), kinds: ['malformed'] },
  { name: 'slow past the timeout', respond: async () => { await delay(TIMEOUT_MS * 5 * 4 + 500); return HttpResponse.json({ success: true }); }, kinds: ['timeout'] },
  { name: 'a connection reset', respond: () => HttpResponse.error(), kinds: ['network'] },
];

const CALLS: Record<string, (r: Repository) => Promise<unknown>> = {
  'navigation tree': (r) => r.navigation.tree(),
  'pages list': (r) => r.pages.list(),
  'page content': (r) => r.pages.content({ slug: 'manufacturing' }),
  'page gallery': (r) => r.pageImages.gallery(1),
  'slider (public)': (r) => r.slider.listPublished(),
  'slider (admin)': (r) => r.slider.list(),
  'services (public)': (r) => r.services.listPublished(),
  'products (public)': (r) => r.products.listPublished(),
  'about content': (r) => r.about.get(),
  'team': (r) => r.team.list(),
  'homepage content': (r) => r.homepageContent.get(),
  'contact content': (r) => r.contactContent.get(),
  'career openings': (r) => r.careerOpenings.list(),
  'contact submissions': (r) => r.contactSubmissions.list(),
  'career applications': (r) => r.careerApplications.list(),
  'SEO settings': (r) => r.seo.get('homepage'),
  'dashboard': (r) => r.dashboard.stats(),
  'contact form': (r) => r.contactSubmissions.submit({ name: 'A', email: 'a@example.com', phone: '', company: '', subject: 'support', message: 'Hi' }),
  'career application': (r) =>
    r.careerApplications.submit({ name: 'A', email: 'a@example.com', phone: '1', position: 'Welder', experience: '', cover_letter: '', resume: pdfFile() }),
  'slider image upload': (r) => r.files.uploadImage(pngFile()),
  'resume download': (r) => r.careerApplications.downloadResume('seed-cv.pdf'),
};

/** Messages a user must never read: parser and runtime internals. */
const RAW = /(Unexpected token|JSON\.parse|is not valid JSON|undefined|null|\[object|TypeError|SyntaxError|ZodError)/;

describe.each(FAULTS)('every HTTP adapter call when the server answers $name', (fault) => {
  // A 2xx answer to a file download is the file, whatever its bytes; only failed answers are faults there.
  const calls = Object.keys(CALLS).filter((name) => name !== 'resume download' || !['malformed'].includes(fault.kinds[0]!));
  it.each(calls)('%s fails with a readable RepositoryError', async (callName) => {
    server.use(http.all(`${bases.apiBase}/*`, fault.respond), http.all(`${bases.adminApiBase}/*`, fault.respond), http.all(`${bases.seoApiBase}/*`, fault.respond));
    const started = Date.now();
    const error = await CALLS[callName]!(repository).then(() => null, (e: unknown) => e);
    expect(error, `${callName} must fail`).toBeInstanceOf(RepositoryError);
    const failure = error as RepositoryError;
    expect(fault.kinds).toContain(failure.kind);
    expect(failure.message.trim()).not.toBe('');
    if (failure.kind !== 'network') expect(failure.message).not.toMatch(RAW);
    if (fault.kinds.includes('timeout')) {
      expect([ruleMessages.requestTimedOut, 'Navigation request timed out']).toContain(failure.message);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4 + 2000);
    }
  }, 15_000);
});
