import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { adminMessages, ruleMessages } from '../../src/domain/messages';
import type { EndpointName } from '../../src/domain/contract';
import { expectFailure } from '../conformance/conformance-helpers';
import { bases, endpointUrl, setupContractServer } from './contract-server';

const { server } = setupContractServer();
const repository = createHttpRepository({ ...bases, apiKey: 'slug-key' });

/** A PHP server that stores whatever it is sent (no unique key on slug): the writes only count as received. */
function acceptingServer(names: EndpointName[]): EndpointName[] {
  const received: EndpointName[] = [];
  server.use(
    ...names.map((name) =>
      http.post(endpointUrl(name), () => {
        received.push(name);
        return HttpResponse.json({ success: true, message: 'Saved' });
      }),
    ),
  );
  return received;
}

const page = { title: 'Fencing Solutions', slug: 'Fencing', content: '', parent_id: null, is_active: true, meta_description: '', gallery_inheritance_type: 'none' as const, gallery_inheritance_id: null };
const item = { title: 'Made to order', slug: 'manufacturing', url: '', icon: '', parent_id: null, order_index: 9, is_active: true, has_page: false, external_url: '' };

describe('the HTTP adapter refuses a taken slug even where the server would store it', () => {
  it('reads the pages first and never sends a page whose slug another page has', async () => {
    const received = acceptingServer(['createPage', 'updatePage']);
    const taken = ruleMessages.slugTaken('fencing', ruleMessages.slugOwnerPage('Fencing'));
    await expectFailure(repository.pages.create(page), taken);
    await expectFailure(repository.pages.update(1, page), taken);
    expect(received).toEqual([]);
    expect((await repository.pages.update(2, { ...page, title: 'Fencing' })).message).toBe('Saved');
    expect((await repository.pages.create({ ...page, slug: 'fencing-2' })).message).toBe('Saved');
    expect(received).toEqual(['updatePage', 'createPage']);
  });

  it('reads the navigation first and never sends an item whose slug another item has', async () => {
    const received = acceptingServer(['createNavigation', 'updateNavigation']);
    const taken = ruleMessages.slugTaken('manufacturing', ruleMessages.slugOwnerNavigation('Manufacturing'));
    await expectFailure(repository.navigation.create(item), taken);
    await expectFailure(repository.navigation.update(4, item), taken);
    expect(received).toEqual([]);
    expect((await repository.navigation.update(5, { ...item, title: 'Manufacturing' })).message).toBe('Saved');
    expect(received).toEqual(['updateNavigation']);
  });

  it('saves through the demo server as before when the slug is free', async () => {
    expect((await repository.pages.create({ ...page, slug: 'fencing-solutions' })).message).toBe(adminMessages.pages.created);
  });
});
