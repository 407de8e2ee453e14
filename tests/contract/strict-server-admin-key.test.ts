import { describe, expect, it } from 'vitest';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { endpoints, type EndpointName } from '../../src/domain/contract';
import { DEMO_ONLY_ENDPOINTS } from '../../mocks/server-profile';
import { bases, endpointUrl, readJsonAnswer, setupContractServer } from './contract-server';

// The strict server with a separate back-office key (hardened mode, README Production).
const PUBLIC_KEY = 'public-key-of-the-bundle';
const ADMIN_KEY = 'back-office-credential';
const { store } = setupContractServer({ strict: true, apiKey: PUBLIC_KEY, adminKey: ADMIN_KEY });

const served = (Object.keys(endpoints) as EndpointName[]).filter((name) => !DEMO_ONLY_ENDPOINTS.has(name));
const backOffice = served.filter((name) => endpoints[name].credential === 'admin');
const publicKeyed = served.filter((name) => endpoints[name].credential === 'public');

function call(name: EndpointName, key?: string): Promise<Response> {
  const headers: Record<string, string> = key === undefined ? {} : { 'X-API-Key': key };
  if (endpoints[name].method === 'GET') return fetch(endpointUrl(name, { file: 'seed-cv.pdf', page_type: 'homepage' }), { headers });
  return fetch(endpointUrl(name), { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: '{}' });
}

describe('the strict server with a separate admin key', () => {
  it('refuses the public key, no key and a wrong key on every back-office call, download_resume.php included, before doing anything', async () => {
    expect(backOffice).toEqual(expect.arrayContaining(['getContactFormData', 'getCareerApplications', 'downloadResume', 'createNavigation', 'deletePage', 'updateSeoSettings']));
    for (const name of backOffice) {
      for (const key of [undefined, PUBLIC_KEY, 'wrong-key']) {
        const response = await call(name, key);
        expect(response.status, `${name} with ${String(key)}`).toBe(401);
        expect(await response.json()).toEqual({ success: false, message: 'Unauthorized' });
      }
    }
    expect(await store.contactSubmissions.list()).not.toHaveLength(0);
  });

  it('answers the reads public pages make with the public key, and refuses them without a key', async () => {
    for (const name of publicKeyed) {
      expect((await call(name, PUBLIC_KEY)).status, name).toBe(200);
      expect((await call(name)).status, name).toBe(401);
    }
  });

  it('answers the back office with the admin key: the submissions and a resume', async () => {
    const response = await call('getContactFormData', ADMIN_KEY);
    expect(response.status).toBe(200);
    expect(await readJsonAnswer(response)).toMatchObject({ success: true });
    expect((await call('getAboutContent', ADMIN_KEY)).status).toBe(200);
  });

  it('works end to end with the HTTP adapter in hardened mode', async () => {
    const repository = createHttpRepository({ ...bases, apiKey: PUBLIC_KEY, adminCredential: () => ADMIN_KEY });
    const [member] = await repository.team.list();
    await repository.team.update(member!.id, { ...member!, name: 'Renamed in hardened mode' });
    expect((await repository.team.list()).find((m) => m.id === member!.id)?.name).toBe('Renamed in hardened mode');
    expect((await repository.contactSubmissions.list({})).length).toBeGreaterThan(0);
    // The same adapter with only the public key (what a visitor's bundle holds) is refused the back office.
    const visitor = createHttpRepository({ ...bases, apiKey: PUBLIC_KEY });
    await expect(visitor.contactSubmissions.list({})).rejects.toMatchObject({ status: 401 });
    await expect(visitor.team.remove(member!.id)).rejects.toMatchObject({ status: 401 });
  });
});
