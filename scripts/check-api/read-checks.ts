import { joinUrl, type Query } from '../../adapters/http/http-client';
import { API_KEY_HEADER, endpoints, envelopes, type EndpointName } from '../../src/domain/contract';
import { DEMO_ONLY_ENDPOINTS } from '../../mocks/server-profile';
import { probeFile, probeJson, resultOf } from './probe';
import type { CheckResult } from './results';

export type ApiTarget = {
  apiBase: string;
  adminBase: string;
  seoBase: string;
  imagesBase: string;
  /** The public key: sent as X-API-Key on the calls the contract marks 'public' (and 'admin' without adminKey). */
  key: string;
  /** The back-office key of a server with separate keys (hardened mode): sent on the calls marked 'admin'. */
  adminKey?: string;
  fetch: typeof fetch;
};

type ReadName = Exclude<keyof typeof envelopes, 'mutation' | 'uploadImage'>;

/** Every documented GET answering JSON: beyond the demo's own endpoints, and the file download checked apart. */
export const READ_ENDPOINTS = (Object.keys(endpoints) as EndpointName[]).filter(
  (name): name is ReadName => endpoints[name].method === 'GET' && name !== 'downloadResume' && !DEMO_ONLY_ENDPOINTS.has(name),
);

export function baseOf(target: ApiTarget, name: EndpointName): string {
  const base = endpoints[name].base;
  return base === 'public' ? target.apiBase : base === 'admin' ? target.adminBase : target.seoBase;
}

export function headersFor(target: ApiTarget, name: EndpointName, extra: Record<string, string> = {}): Record<string, string> {
  const { credential } = endpoints[name];
  const key = credential === 'none' ? '' : credential === 'admin' && target.adminKey ? target.adminKey : target.key;
  return { ...(key ? { [API_KEY_HEADER]: key } : {}), ...extra };
}

/** What later reads need from earlier answers: a page to read, a navigation entry, a stored resume. */
type Found = { slug?: string; pageId?: number; nav?: string; resumeFile?: string };

type ReadCall = { label: string; name: ReadName; base?: string; query?: (found: Found) => Query | string };

const today = () => new Date().toISOString().slice(0, 10);

/** The reads in an order where each query can be filled from the answers before it. */
function readCalls(target: ApiTarget): ReadCall[] {
  const first: ReadName[] = ['getPages', 'getNavigation', 'getCareerApplications'];
  const calls: ReadCall[] = [...first, ...READ_ENDPOINTS.filter((name) => !first.includes(name))].map((name) => ({ label: name, name }));
  const at = (name: ReadName) => calls.find((call) => call.name === name)!;
  at('getSeoSettings').query = () => ({ page_type: 'homepage' });
  at('getPageContent').query = (found) => (found.slug ? { slug: found.slug } : 'no active page in get_pages.php to read');
  at('getPageImages').query = (found) => (found.pageId ? { page_id: found.pageId } : 'no page in get_pages.php to read');
  const extra: ReadCall[] = [
    { label: 'getPageContent (nav)', name: 'getPageContent', query: (found) => (found.nav ? { nav: found.nav } : 'no navigation item with a page') },
    { label: 'getContactFormData (filters)', name: 'getContactFormData', query: () => ({ status: 'new', dateFrom: '2000-01-01', dateTo: today(), search: 'a' }) },
    {
      label: 'getCareerApplications (filters)',
      name: 'getCareerApplications',
      query: () => ({ status: 'new', position: 'Engineer', dateFrom: '2000-01-01', dateTo: today(), search: 'a' }),
    },
  ];
  // The back office reads SEO settings from the admin base as well (admin spec 7), when that is another base.
  if (target.seoBase !== target.adminBase) extra.push({ label: 'getSeoSettings (admin base)', name: 'getSeoSettings', base: target.adminBase });
  return [...calls, ...extra];
}

function remember(found: Found, name: ReadName, data: unknown) {
  if (name === 'getPages') {
    const pages = (data as { pages: Array<{ id: number; slug: string; is_active: boolean }> }).pages;
    found.pageId = pages[0]?.id;
    found.slug = pages.find((page) => page.is_active)?.slug;
  }
  if (name === 'getNavigation') {
    type Node = { slug: string; has_page: boolean; is_active: boolean; children: Node[] };
    const walk = (nodes: Node[]): Node | undefined => nodes.find((n) => n.has_page && n.is_active) ?? nodes.map((n) => walk(n.children)).find(Boolean);
    found.nav = walk((data as { navigation: Node[] }).navigation)?.slug;
  }
  if (name === 'getCareerApplications' && found.resumeFile === undefined) {
    found.resumeFile = (data as { applications: Array<{ resume_file: string }> }).applications.find((a) => a.resume_file)?.resume_file;
  }
}

/** Calls every documented read of both specs and parses each answer with the contract's envelope. */
export async function runReadChecks(target: ApiTarget): Promise<CheckResult[]> {
  const found: Found = {};
  const results: CheckResult[] = [];
  for (const call of readCalls(target)) {
    const query = call.query?.(found) ?? {};
    const url = joinUrl(call.base ?? baseOf(target, call.name), endpoints[call.name].path, typeof query === 'string' ? {} : query);
    if (typeof query === 'string') {
      results.push({ name: call.label, target: `GET ${url}`, status: 'skipped', detail: query });
      continue;
    }
    const probe = await probeJson(target.fetch, url, { headers: headersFor(target, call.name) }, envelopes[call.name]);
    if (probe.status === 'ok') remember(found, call.name, probe.json);
    results.push(resultOf(call.label, `GET ${url}`, probe));
  }
  results.push(await checkResumeDownload(target, found.resumeFile));
  return results;
}

/** download_resume.php: a stored resume answers its bytes as an attachment. */
async function checkResumeDownload(target: ApiTarget, file: string | undefined): Promise<CheckResult> {
  const url = joinUrl(target.apiBase, endpoints.downloadResume.path, { file: file ?? '' });
  if (!file) return { name: 'downloadResume', target: `GET ${url}`, status: 'skipped', detail: 'no application with a resume to download' };
  const probe = await probeFile(target.fetch, url, { headers: headersFor(target, 'downloadResume') });
  const disposition = probe.response?.headers.get('Content-Disposition');
  const detail = probe.status === 'ok' ? `${probe.detail}${disposition ? `, ${disposition}` : ', no Content-Disposition'}` : probe.detail;
  return resultOf('downloadResume', `GET ${url}`, { status: probe.status, detail });
}
