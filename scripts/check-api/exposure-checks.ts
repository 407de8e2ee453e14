import { joinUrl } from '../../adapters/http/http-client';
import { API_KEY_HEADER, endpoints, envelopes, type EndpointName } from '../../src/domain/contract';
import { DEMO_ONLY_ENDPOINTS } from '../../mocks/server-profile';
import { describeNetworkError, probeJson } from './probe';
import { baseOf, headersFor, type ApiTarget } from './read-checks';
import type { CheckResult } from './results';

/**
 * What the public key (VITE_API_KEY, in every visitor's bundle) is let do: a server that accepts it on a write or a
 * submissions read gives anyone who opens the site the applicants' data and the content (README, Production). Each
 * row is OK when the server refuses (401/403), EXPOSED (a warning, in red) when it does not. Nothing is changed:
 * the writes are deletes of id 0, a record no table holds, so a server that accepts the key answers "not found".
 */

const names = (Object.keys(endpoints) as EndpointName[]).filter((name) => !DEMO_ONLY_ENDPOINTS.has(name));
const SUBMISSION_READS: EndpointName[] = ['getContactFormData', 'getCareerApplications', 'getDashboardStats'];
const PROBED_WRITES = names.filter((name) => endpoints[name].credential === 'admin' && endpoints[name].method === 'POST' && /^delete/.test(name));

const refused = (status: number) => status === 401 || status === 403;

/** The key the probes send: the public one, or none when the check was given none. */
function publicHeaders(target: ApiTarget): Record<string, string> {
  return target.key ? { [API_KEY_HEADER]: target.key } : {};
}

const withWhat = (target: ApiTarget) => (target.key ? 'the public key' : 'no key');

/** Calls each target and answers the ones the server did not refuse, or a network failure's row. */
async function notRefused(
  target: ApiTarget,
  calls: { name: EndpointName; init: RequestInit }[],
): Promise<{ accepted: string[]; error?: { status: CheckResult['status']; detail: string } }> {
  const accepted: string[] = [];
  for (const { name, init } of calls) {
    const url = joinUrl(baseOf(target, name), endpoints[name].path);
    try {
      const response = await target.fetch(url, init);
      await response.arrayBuffer();
      if (!refused(response.status)) accepted.push(`${endpoints[name].path} (HTTP ${response.status})`);
    } catch (error) {
      return { accepted, error: describeNetworkError(error) };
    }
  }
  return { accepted };
}

function row(name: string, target: string, count: number, outcome: Awaited<ReturnType<typeof notRefused>>, what: string): CheckResult {
  if (outcome.error) return { name, target, ...outcome.error };
  if (outcome.accepted.length === 0) return { name, target, status: 'ok', detail: `all ${count} refused ${what}` };
  return { name, target, status: 'exposed', detail: `accepted ${what}: ${outcome.accepted.join(', ')}; protect them with the admin key` };
}

async function writesWithPublicKey(target: ApiTarget): Promise<CheckResult> {
  const init = { method: 'POST', headers: { ...publicHeaders(target), 'Content-Type': 'application/json' }, body: JSON.stringify({ id: 0 }) };
  const outcome = await notRefused(target, PROBED_WRITES.map((name) => ({ name, init })));
  return row('exposure: writes', `POST delete_*.php {"id":0} with ${withWhat(target)}`, PROBED_WRITES.length, outcome, `with ${withWhat(target)}`);
}

async function submissionReadsWithPublicKey(target: ApiTarget): Promise<CheckResult> {
  const init = { headers: { ...publicHeaders(target), 'Content-Type': 'application/json' } };
  const outcome = await notRefused(target, SUBMISSION_READS.map((name) => ({ name, init })));
  return row('exposure: submission reads', `GET ${SUBMISSION_READS.map((name) => endpoints[name].path).join(', ')} with ${withWhat(target)}`, SUBMISSION_READS.length, outcome, `with ${withWhat(target)}`);
}

/** download_resume.php of a stored resume, without a key and with the public one: only the back office may. */
async function resumeWithoutCredential(target: ApiTarget): Promise<CheckResult> {
  const list = await probeJson(target.fetch, joinUrl(target.adminBase, endpoints.getCareerApplications.path), { headers: headersFor(target, 'getCareerApplications') }, envelopes.getCareerApplications);
  const file = list.status === 'ok' ? (list.json as { applications: { resume_file: string }[] }).applications.find((a) => a.resume_file)?.resume_file : undefined;
  const url = joinUrl(target.apiBase, endpoints.downloadResume.path, { file: file ?? '' });
  const name = 'exposure: resume download';
  if (!file) return { name, target: `GET ${url}`, status: 'skipped', detail: 'no application with a resume to try' };
  const attempts: { label: string; headers: Record<string, string> }[] = [{ label: 'without a key', headers: {} }];
  // With one shared key the public key is the back office's too; with separate keys it must not open a resume.
  if (target.adminKey && target.key) attempts.push({ label: 'with the public key', headers: publicHeaders(target) });
  const answered: string[] = [];
  for (const attempt of attempts) {
    try {
      const response = await target.fetch(url, { headers: attempt.headers });
      await response.arrayBuffer();
      if (response.ok) answered.push(`${attempt.label} (HTTP ${response.status})`);
    } catch (error) {
      return { name, target: `GET ${url}`, ...describeNetworkError(error) };
    }
  }
  if (answered.length === 0) return { name, target: `GET ${url}`, status: 'ok', detail: `refused ${attempts.map((a) => a.label).join(' and ')}` };
  return { name, target: `GET ${url}`, status: 'exposed', detail: `answered the resume ${answered.join(' and ')}; protect it with the admin key` };
}

/** The three exposure rows: writes and submission reads with the public key, the resume download without a credential. */
export async function runExposureChecks(target: ApiTarget): Promise<CheckResult[]> {
  return [await writesWithPublicKey(target), await submissionReadsWithPublicKey(target), await resumeWithoutCredential(target)];
}
