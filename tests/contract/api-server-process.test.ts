import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopes } from '../../src/domain/contract';
import { buildPdfBytes } from '../support/builders';
import { startApiServer, type RunningApiServer } from '../support/api-server-process';

// `npm run api` started as a real process and called with plain fetch, as curl or a client on another machine would.
const KEY = 'process-test-key';
const STARTUP_MS = 60_000;

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
const keyed = { 'X-API-Key': KEY };
const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** "YYYY-MM-DD HH:MM:SS" of an instant in UTC. */
const utcTimestamp = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

describe('npm run api (default mode)', () => {
  let api: RunningApiServer;
  beforeAll(async () => {
    api = await startApiServer();
  }, STARTUP_MS);
  afterAll(() => api?.stop());

  it('answers a public endpoint on its site-relative base', async () => {
    const response = await fetch(`${api.apiBase}/get_navigation.php`);
    expect(response.status).toBe(200);
    const body = envelopes.getNavigation.parse(await response.json());
    expect(body.navigation.map((item) => item.title)).toContain('Home');
  });

  it('answers an admin endpoint, whatever host name the server is reached by', async () => {
    const viaLocalhost = api.adminApiBase.replace('127.0.0.1', 'localhost');
    const response = await fetch(`${viaLocalhost}/get_dashboard_stats.php`);
    expect(response.status).toBe(200);
    expect(envelopes.getDashboardStats.parse(await response.json()).data.totalPages).toBeGreaterThan(0);
  });

  it('keeps the demo tooling and answers Not found outside the contract', async () => {
    expect((await json(await fetch(`${api.adminApiBase}/demo_export.php`))).success).toBe(true);
    const unknown = await fetch(`${api.apiBase}/no_such_endpoint.php`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: 'Not found' });
  });
});

describe('npm run api -- --strict', () => {
  let api: RunningApiServer;
  beforeAll(async () => {
    // A zone far from UTC: the strict server's timestamps must not follow the machine's.
    api = await startApiServer({ args: ['--strict', '--key', KEY], env: { TZ: 'Asia/Kolkata' } });
  }, STARTUP_MS);
  afterAll(() => api?.stop());

  it('refuses an admin call without the key or with a wrong one, and answers it with the key', async () => {
    const missing = await fetch(`${api.adminApiBase}/get_pages.php`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ success: false, message: 'Unauthorized' });
    const wrong = await fetch(`${api.adminApiBase}/get_pages.php`, { headers: { 'X-API-Key': 'guess' } });
    expect(wrong.status).toBe(401);
    const write = await postJson(`${api.adminApiBase}/delete_slider_item.php`, { id: 1 });
    expect(write.status).toBe(401);
    const ok = await fetch(`${api.adminApiBase}/get_pages.php`, { headers: keyed });
    expect(ok.status).toBe(200);
    expect(envelopes.getPages.parse(await ok.json()).pages.length).toBeGreaterThan(0);
  });

  it('answers public reads without a key', async () => {
    const response = await fetch(`${api.apiBase}/get_navigation.php`);
    expect(response.status).toBe(200);
    expect(envelopes.getNavigation.parse(await response.json()).navigation.length).toBeGreaterThan(0);
  });

  it('lists only active slides on the public base and every slide on the admin base', async () => {
    const admin = envelopes.getAdminSliderItems.parse(await json(await fetch(`${api.adminApiBase}/get_slider_items.php`, { headers: keyed })));
    const first = admin.slider_items[0]!;
    const update = await postJson(`${api.adminApiBase}/update_slider_item.php`, { ...first, is_active: false }, keyed);
    expect(await update.json()).toMatchObject({ success: true });
    try {
      const publicIds = envelopes.getSliderItems.parse(await json(await fetch(`${api.apiBase}/get_slider_items.php`))).slider_items.map((s) => s.id);
      const adminIds = envelopes.getAdminSliderItems.parse(await json(await fetch(`${api.adminApiBase}/get_slider_items.php`, { headers: keyed }))).slider_items.map((s) => s.id);
      expect(publicIds).not.toContain(first.id);
      expect(adminIds).toContain(first.id);
    } finally {
      await postJson(`${api.adminApiBase}/update_slider_item.php`, { ...first, is_active: true }, keyed);
    }
  });

  it('answers 404 Unknown endpoint for the brochure and demo endpoints the specs do not have', async () => {
    for (const url of [`${api.apiBase}/request_brochure.php`, `${api.adminApiBase}/demo_reset.php`, `${api.adminApiBase}/demo_export.php`]) {
      const response = await fetch(url, { method: url.endsWith('export.php') ? 'GET' : 'POST', headers: keyed });
      expect(response.status, url).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: 'Unknown endpoint' });
    }
  });

  it('serves an uploaded slider image at the url upload_image.php answers, directly under the images base', async () => {
    const form = new FormData();
    form.append('image', new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'slide.png', { type: 'image/png' }));
    const answer = envelopes.uploadImage.parse(await json(await fetch(`${api.adminApiBase}/upload_image.php`, { method: 'POST', headers: keyed, body: form })));
    expect(answer.url).toBe(`/images/${answer.filename}`);
    const served = await fetch(new URL(answer.url!, api.origin));
    expect(served.status).toBe(200);
    expect((await served.arrayBuffer()).byteLength).toBe(8);
    expect((await fetch(`${api.imagesBase}/slide-fencing.svg`)).status).toBe(200);
  });

  it('stamps a new submission in UTC as YYYY-MM-DD HH:MM:SS', async () => {
    const before = utcTimestamp(new Date(Date.now() - 1000));
    const sent = await postJson(`${api.apiBase}/submit_contact_form.php`, { name: 'Utc Check', email: 'utc@example.com', phone: '', company: '', subject: 'support', message: 'Hello' });
    expect(await sent.json()).toMatchObject({ success: true });
    const after = utcTimestamp(new Date(Date.now() + 1000));
    const list = envelopes.getContactFormData.parse(await json(await fetch(`${api.adminApiBase}/get_contact_form_data.php?search=utc%40example.com`, { headers: keyed })));
    const stamp = list.submissions[0]!.created_at;
    expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(stamp >= before && stamp <= after, `${stamp} between ${before} and ${after}`).toBe(true);
  });

  it('downloads a resume under the applicant’s non-ASCII file name (RFC 6266/5987)', async () => {
    const name = 'Ānanya Rao – CV.pdf';
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'Ananya Rao', email: 'ananya.rao@example.com', phone: '+91 98111 44444' })) form.append(key, value);
    form.append('resume', new File([buildPdfBytes('ananya')], name, { type: 'application/pdf' }));
    expect(await json(await fetch(`${api.apiBase}/submit_career_application.php`, { method: 'POST', body: form }))).toMatchObject({ success: true });
    const list = envelopes.getCareerApplications.parse(
      await json(await fetch(`${api.adminApiBase}/get_career_applications.php?search=ananya.rao`, { headers: keyed })),
    );
    const download = await fetch(`${api.apiBase}/download_resume.php?file=${encodeURIComponent(list.applications[0]!.resume_file)}`);
    expect(download.status).toBe(200);
    const encoded = /filename\*=UTF-8''([^;]+)/.exec(download.headers.get('Content-Disposition') ?? '')?.[1];
    expect(decodeURIComponent(encoded ?? '')).toBe(name);
  });
});

describe('npm run api -- --strict --admin-key with a key that begins with a dash', () => {
  // `npm run hash-password` prints a base64url key: one in 64 begins with "-", and it is pasted as printed.
  const ADMIN_KEY = '-Qm3_back-office-key';
  let api: RunningApiServer;
  beforeAll(async () => {
    api = await startApiServer({ args: ['--strict', '--key', KEY, '--admin-key', ADMIN_KEY] });
  }, STARTUP_MS);
  afterAll(() => api?.stop());

  it('takes the key as given: the back office is answered with it and refused with the public key', async () => {
    const ok = await fetch(`${api.adminApiBase}/get_contact_form_data.php`, { headers: { 'X-API-Key': ADMIN_KEY } });
    expect(ok.status).toBe(200);
    const withPublicKey = await fetch(`${api.adminApiBase}/get_contact_form_data.php`, { headers: keyed });
    expect(withPublicKey.status).toBe(401);
  });
});
