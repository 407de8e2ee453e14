import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../src/domain/messages';
import { isRepositoryError } from '../../src/domain/repository-error';
import { createHttpRepository } from './create-http-repository';

const bases = { apiBase: 'https://api.example.com/api', adminApiBase: 'https://api.example.com/api/admin', seoApiBase: 'https://api.example.com/api/admin', imagesBase: '/images' };

/** A fetch that records each request's path and X-API-Key and answers an empty success of any list. */
function recording() {
  const sent: { path: string; key: string | null }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    sent.push({ path: new URL(String(input)).pathname, key: new Headers(init?.headers).get('X-API-Key') });
    const body = { success: true, message: '', content: { main: { title: 'About', content: '<p>x</p>', image_url: '' } }, submissions: [], navigation: [] };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  };
  return { sent, fetch };
}

describe('the HTTP adapter in hardened mode (a back-office credential apart from the public key)', () => {
  it('sends the public key on public reads and the session credential on back-office calls', async () => {
    const { sent, fetch } = recording();
    const repository = createHttpRepository({ ...bases, apiKey: 'public-key', adminCredential: () => 'session-credential', fetch });
    await repository.about.get();
    await repository.contactSubmissions.list({});
    await repository.navigation.tree();
    await repository.services.remove(4);
    expect(sent).toEqual([
      { path: '/api/admin/get_about_content.php', key: 'public-key' },
      { path: '/api/admin/get_contact_form_data.php', key: 'session-credential' },
      { path: '/api/get_navigation.php', key: null },
      { path: '/api/admin/delete_service.php', key: 'session-credential' },
    ]);
  });

  it('fails a back-office call unsent, with a 401 that asks for a login, when the session holds no credential', async () => {
    const { sent, fetch } = recording();
    const repository = createHttpRepository({ ...bases, apiKey: 'public-key', adminCredential: () => null, fetch });
    const failure = await repository.contactSubmissions.list({}).catch((error: unknown) => error);
    expect(isRepositoryError(failure) && failure.status).toBe(401);
    expect((failure as Error).message).toBe(adminMessages.login.credentialMissing);
    expect(sent).toEqual([]);
    // The public reads go on with the public key.
    await repository.about.get();
    expect(sent).toEqual([{ path: '/api/admin/get_about_content.php', key: 'public-key' }]);
  });

  it('sends the one shared key everywhere without a credential provider (the specs\' deployment)', async () => {
    const { sent, fetch } = recording();
    const repository = createHttpRepository({ ...bases, apiKey: 'shared', fetch });
    await repository.about.get();
    await repository.contactSubmissions.list({});
    expect(sent.map((request) => request.key)).toEqual(['shared', 'shared']);
  });
});
