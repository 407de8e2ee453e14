import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { NAVIGATION_TIMEOUT_MS } from '../../src/domain/constants';
import { publicMessages, ruleMessages } from '../../src/domain/messages';
import { RepositoryError } from '../../src/domain/repository-error';
import { pngFile } from '../conformance/conformance-helpers';
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

const answer = (url: string, response: () => Response | Promise<Response>, method: 'get' | 'post' = 'get') =>
  server.use(http[method](url, response));

afterEach(() => {
  vi.useRealTimers();
});

describe('how the HTTP adapter reads failed answers', () => {
  it('turns {success:false, message} with status 200 into the server message', async () => {
    answer(endpointUrl('getServices'), () => HttpResponse.json({ success: false, message: 'Services table is locked' }));
    const error = await failureOf(repository.services.listPublished());
    expect(error).toMatchObject({ kind: 'server', message: 'Services table is locked', status: 200 });
  });

  it('turns {success:false, message} with status 500 into the server message', async () => {
    answer(endpointUrl('createProduct'), () => HttpResponse.json({ success: false, message: 'Duplicate title' }, { status: 500 }), 'post');
    const error = await failureOf(repository.products.create({ title: 'X', category: '', description: '', icon: '', image_url: '', link: '', specifications: '', features: '', sort_order: 0, is_active: true }));
    expect(error).toMatchObject({ kind: 'server', message: 'Duplicate title', status: 500 });
  });

  it('turns a non-JSON 502 into HTTP error! status: 502', async () => {
    answer(endpointUrl('getNavigation'), () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    const error = await failureOf(repository.navigation.tree());
    expect(error).toMatchObject({ kind: 'http', message: publicMessages.navigation.httpError(502), status: 502 });
  });

  it('turns a 200 answer that is not JSON into a malformed error', async () => {
    answer(endpointUrl('getProducts'), () => new HttpResponse('<br /><b>Warning</b>: oops', { status: 200 }));
    expect(await failureOf(repository.products.listPublished())).toMatchObject({ kind: 'malformed', status: 200 });
  });

  it('turns a 200 answer of the wrong shape into a malformed error', async () => {
    answer(endpointUrl('getSliderItems'), () => HttpResponse.json({ success: true, slider_items: 'none' }));
    expect(await failureOf(repository.slider.listPublished())).toMatchObject({ kind: 'malformed' });
  });

  it('reports missing navigation data with the documented message', async () => {
    answer(endpointUrl('getNavigation'), () => HttpResponse.json({ success: true }));
    expect(await failureOf(repository.navigation.tree())).toMatchObject({ kind: 'malformed', message: publicMessages.navigation.noData });
  });

  it('gives up on the navigation after its timeout', async () => {
    answer(endpointUrl('getNavigation'), async () => {
      await delay('infinite');
      return HttpResponse.json({ success: true, navigation: [] });
    });
    expect(await failureOf(repository.navigation.tree())).toMatchObject({ kind: 'timeout', message: publicMessages.navigation.timeout });
  });

  it('waits 5000 ms for the navigation by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer(endpointUrl('getNavigation'), async () => {
      await delay('infinite');
      return HttpResponse.json({ success: true, navigation: [] });
    });
    const defaults = createHttpRepository({ ...bases, apiKey: 'contract-key' });
    let settled = false;
    const pending = failureOf(defaults.navigation.tree().finally(() => (settled = true)));
    await vi.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout', message: publicMessages.navigation.timeout });
  });

  it('turns a network failure into a network error', async () => {
    answer(endpointUrl('submitContactForm'), () => HttpResponse.error(), 'post');
    const error = await failureOf(repository.contactSubmissions.submit({ name: 'A', email: 'a@example.com', phone: '', company: '', subject: 'support', message: 'Hi' }));
    expect(error.kind).toBe('network');
  });

  it('turns an empty page-content list into No content found', async () => {
    expect(await failureOf(repository.pages.content({ slug: 'nothing-here' }))).toMatchObject({ kind: 'not-found', message: publicMessages.page.noContent });
  });

  it.each([
    ['404 with {success:false, No content found}', () => HttpResponse.json({ success: false, message: publicMessages.page.noContent }, { status: 404 }), publicMessages.page.noContent],
    ['200 with {success:false, No content found}', () => HttpResponse.json({ success: false, message: publicMessages.page.noContent }), publicMessages.page.noContent],
    ['200 with {success:false} and another message', () => HttpResponse.json({ success: false, message: 'Page not found' }), 'Page not found'],
    ['200 with an empty data list', () => HttpResponse.json({ success: true, data: [], message: '' }), publicMessages.page.noContent],
  ])('reads a page the server answers with %s as not found', async (_, respond, message) => {
    answer(endpointUrl('getPageContent'), respond);
    expect(await failureOf(repository.pages.content({ slug: 'privacy' }))).toMatchObject({ kind: 'not-found', message });
  });

  it.each([
    ['500 with {success:false}', () => HttpResponse.json({ success: false, message: 'Database connection failed' }, { status: 500 }), 'server'],
    ['500 with an HTML page', () => new HttpResponse('<h1>500 Internal Server Error</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }), 'http'],
    ['404 with a web server page (the endpoint itself is missing)', () => new HttpResponse('<h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } }), 'http'],
    ['401 with {success:false}', () => HttpResponse.json({ success: false, message: 'Unauthorized' }, { status: 401 }), 'server'],
    ['200 with a PHP warning', () => new HttpResponse('<b>Warning</b>: oops', { status: 200 }), 'malformed'],
    ['a connection reset', () => HttpResponse.error(), 'network'],
  ] as const)('keeps a page-content answer of %s a failure, not a missing page', async (_, respond, kind) => {
    answer(endpointUrl('getPageContent'), respond);
    expect(await failureOf(repository.pages.content({ slug: 'privacy' }))).toMatchObject({ kind });
  });

  it('names the address of the request in every failure, a 200 with success:false included', async () => {
    answer(endpointUrl('getAboutContent'), () => HttpResponse.json({ success: false, message: 'Table locked' }));
    answer(endpointUrl('getServices'), () => HttpResponse.error());
    expect(await failureOf(repository.about.get())).toMatchObject({ kind: 'server', status: 200, url: endpointUrl('getAboutContent') });
    expect(await failureOf(repository.services.listPublished())).toMatchObject({ kind: 'network', url: endpointUrl('getServices') });
    expect(await failureOf(repository.pages.content({ slug: 'nothing-here' }))).toMatchObject({ url: endpointUrl('getPageContent', { slug: 'nothing-here' }) });
  });

  it('takes an upload failure named only in error', async () => {
    answer(endpointUrl('uploadImage'), () => HttpResponse.json({ success: false, error: 'Disk full' }), 'post');
    expect(await failureOf(repository.files.uploadImage(pngFile()))).toMatchObject({ kind: 'server', message: 'Disk full' });
  });

  it('answers the store message of a refused write', async () => {
    const error = await failureOf(repository.products.remove(999));
    expect(error).toMatchObject({ kind: 'server', message: ruleMessages.notFound('Product'), status: 404 });
  });

  it('answers not found for an image the server does not have', async () => {
    answer(`${bases.imagesBase}/slider/:file`, () => new HttpResponse(null, { status: 404 }));
    expect(await failureOf(repository.files.readImage('slider', 'gone.png'))).toMatchObject({ kind: 'not-found', message: ruleMessages.fileNotFound });
  });

  it('answers the server message of a failed resume download', async () => {
    expect(await failureOf(repository.careerApplications.downloadResume('missing.pdf'))).toMatchObject({ kind: 'server', message: ruleMessages.fileNotFound, status: 404 });
  });
});
