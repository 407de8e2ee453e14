import { describe, expect, it } from 'vitest';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { endpoints, envelopes, type EndpointName } from '../../src/domain/contract';
import { publicMessages } from '../../src/domain/messages';
import { RepositoryError } from '../../src/domain/repository-error';
import { MALFORMED_BODY, SCENARIO_NAMES, SCENARIO_SERVER_MESSAGE, scenarios, type FailureMode } from '../../mocks/scenarios';
import { bases, endpointUrl, setupContractServer } from './contract-server';

const { server } = setupContractServer();
const repository = createHttpRepository({ ...bases, apiKey: 'contract-key', navigationTimeoutMs: 50 });

async function failureOf(call: Promise<unknown>): Promise<RepositoryError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call should have failed').toBeInstanceOf(RepositoryError);
  return error as RepositoryError;
}

/** A plain request to an endpoint; null when no answer came within `waitMs`. */
async function request(name: EndpointName, waitMs = 200): Promise<Response | Error | null> {
  const init: RequestInit = endpoints[name].method === 'POST' ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' } : {};
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), waitMs);
  try {
    return await fetch(endpointUrl(name), { ...init, signal: controller.signal });
  } catch (error) {
    return controller.signal.aborted ? null : (error as Error);
  } finally {
    clearTimeout(timer);
  }
}

/** What each failure mode looks like on the wire. */
async function expectMode(name: EndpointName, mode: FailureMode) {
  const answer = await request(name);
  switch (mode) {
    case 'http-error':
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(500);
      await expect((answer as Response).json()).rejects.toThrow();
      break;
    case 'server-error':
      expect((answer as Response).status).toBe(200);
      expect(await (answer as Response).json()).toEqual({ success: false, message: SCENARIO_SERVER_MESSAGE });
      break;
    case 'empty':
      expect((answer as Response).status).toBe(200);
      expect(await (answer as Response).json()).toMatchObject({ success: true });
      break;
    case 'malformed':
      expect((answer as Response).status).toBe(200);
      expect(await (answer as Response).text()).toBe(MALFORMED_BODY);
      break;
    case 'network':
      expect(answer).toBeInstanceOf(TypeError);
      break;
    case 'timeout':
      expect(answer).toBeNull();
      break;
  }
}

describe('failure modes, as the HTTP adapter reads them', () => {
  it('http-error answers 500 with a body that is not JSON', async () => {
    server.failEndpoint('getServices', 'http-error');
    expect(await failureOf(repository.services.listPublished())).toMatchObject({ kind: 'http', message: publicMessages.navigation.httpError(500), status: 500 });
  });

  it('server-error answers success:false with a message and status 200', async () => {
    server.failEndpoint('submitContactForm', 'server-error');
    const error = await failureOf(repository.contactSubmissions.submit({ name: 'A', email: 'a@example.com', phone: '', company: '', subject: 'support', message: 'Hi' }));
    expect(error).toMatchObject({ kind: 'server', message: SCENARIO_SERVER_MESSAGE, status: 200 });
  });

  it('timeout never answers, so the navigation gives up after its timeout', async () => {
    server.failEndpoint('getNavigation', 'timeout');
    expect(await failureOf(repository.navigation.tree())).toMatchObject({ kind: 'timeout', message: publicMessages.navigation.timeout });
  });

  it('empty answers success with nothing in it', async () => {
    server.applyScenarios(['navigationEmpty', 'pageNotFound', 'dashboardEmpty', 'aboutListsEmpty']);
    expect(await repository.navigation.tree()).toEqual([]);
    expect(await failureOf(repository.pages.content({ slug: 'fencing' }))).toMatchObject({ kind: 'not-found', message: publicMessages.page.noContent });
    expect((await repository.dashboard.stats()).totalPages).toBe(0);
    expect(await repository.team.list()).toEqual([]);
    expect(await repository.certifications.list()).toEqual([]);
  });

  it('empty answers of every read match the envelope the adapter expects', async () => {
    // demo_export.php is demo tooling, not a screen's read: it has no empty form.
    const reads = Object.keys(envelopes).filter(
      (name): name is EndpointName => name in endpoints && name !== 'exportDataset' && endpoints[name as EndpointName].method === 'GET',
    );
    for (const name of reads) {
      server.failEndpoint(name, 'empty');
      const body: unknown = await (await fetch(endpointUrl(name))).json();
      const schema = (envelopes as Record<string, { safeParse(value: unknown): { success: boolean } }>)[name]!;
      expect(schema.safeParse(body).success, name).toBe(true);
    }
  });

  it('malformed answers 200 with a body that is not the contract', async () => {
    server.applyScenarios(['navigationMalformed']);
    server.failEndpoint('getProducts', 'malformed');
    expect(await failureOf(repository.navigation.tree())).toMatchObject({ kind: 'malformed', message: publicMessages.navigation.noData });
    expect(await failureOf(repository.products.listPublished())).toMatchObject({ kind: 'malformed' });
  });

  it('network fails the request itself', async () => {
    server.applyScenarios(['contactSubmitNetworkError']);
    const error = await failureOf(repository.contactSubmissions.submit({ name: 'A', email: 'a@example.com', phone: '', company: '', subject: 'support', message: 'Hi' }));
    expect(error.kind).toBe('network');
  });

  it('leaves the endpoints a scenario does not name working', async () => {
    server.applyScenarios(['navigationFails']);
    await failureOf(repository.navigation.tree());
    expect(await repository.services.list()).toHaveLength(3);
  });

  it('also fails the hard-coded slider order path', async () => {
    server.failEndpoint('updateSliderOrder', 'server-error');
    const answer = await fetch('http://localhost/demo/api/admin/update_slider_order.php', { method: 'POST', body: '{"items":[]}' });
    expect(await answer.json()).toEqual({ success: false, message: SCENARIO_SERVER_MESSAGE });
  });
});

describe('the scenario catalogue', () => {
  it('offers the scenarios the demo and stories switch on', () => {
    expect(SCENARIO_NAMES).toEqual(
      expect.arrayContaining([
        'navigationFails', 'navigationTimesOut', 'navigationEmpty', 'servicesFail', 'productsFail', 'sliderFails', 'sliderEmpty',
        'aboutFails', 'pageNotFound', 'contactSubmitFails', 'contactSubmitNetworkError', 'applicationSubmitFails',
        'careerOpeningsFail', 'careerOpeningsEmpty', 'dashboardFails', 'seoFails',
      ]),
    );
  });

  it.each(SCENARIO_NAMES)('%s puts its endpoints into the named failure modes', async (name) => {
    server.applyScenarios([name]);
    for (const [endpoint, mode] of scenarios[name]) await expectMode(endpoint, mode);
  });
});
