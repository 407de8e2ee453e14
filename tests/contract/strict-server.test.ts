import { describe, expect, it } from 'vitest';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { deleteNavigationItem } from '../../src/data/navigation-delete';
import type { NavigationNode } from '../../src/domain/navigation';
import { flattenNavigation } from '../../src/domain/navigation-tree';
import { endpoints, sendsKey, type EndpointName } from '../../src/domain/contract';
import { publicMessages } from '../../src/domain/messages';
import { DEMO_ONLY_ENDPOINTS } from '../../mocks/server-profile';
import { bases, endpointUrl, readJsonAnswer, setupContractServer } from './contract-server';

const KEY = 'strict-contract-key';
const { store } = setupContractServer({ strict: true, apiKey: KEY });

const names = Object.keys(endpoints) as EndpointName[];
const served = names.filter((name) => !DEMO_ONLY_ENDPOINTS.has(name));
// One shared key: the admin base and every call the specs key (download_resume.php is not one).
const keyed = served.filter((name) => endpoints[name].base === 'admin' || (sendsKey(endpoints[name]) && name !== 'downloadResume'));
const open = served.filter((name) => !keyed.includes(name));

function call(name: EndpointName, key?: string, query: Record<string, string | number> = {}): Promise<Response> {
  const headers: Record<string, string> = key === undefined ? {} : { 'X-API-Key': key };
  if (endpoints[name].method === 'GET') return fetch(endpointUrl(name, query), { headers });
  return fetch(endpointUrl(name), { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: '{}' });
}

const list = async (name: EndpointName, field: string, key?: string) =>
  ((await readJsonAnswer(await call(name, key)))[field] as Array<{ id: number; title: string; is_active: unknown }>);

describe('the strict server: the shared key', () => {
  it('refuses every call to the admin base and every keyed call without the key, or with a wrong one, before doing anything', async () => {
    expect(keyed).toContain('createNavigation');
    expect(keyed).toContain('getSeoSettings');
    for (const name of keyed) {
      for (const key of [undefined, 'wrong-key']) {
        const response = await call(name, key);
        expect(response.status, `${name} with key ${String(key)}`).toBe(401);
        expect(await response.json()).toEqual({ success: false, message: 'Unauthorized' });
      }
    }
    expect(await store.slider.list()).toHaveLength(3);
  });

  it('answers the public reads and submissions without a key', async () => {
    expect(open).toEqual(expect.arrayContaining(['getNavigation', 'getServices', 'getProducts', 'getSliderItems', 'getPageContent', 'getPageImages', 'submitContactForm', 'downloadResume']));
    for (const name of open) expect((await call(name, undefined, { page_id: 1, slug: 'fencing', file: 'seed-cv.pdf' })).status, name).not.toBe(401);
  });

  it('answers a keyed call with the key', async () => {
    const response = await call('getPages', KEY);
    expect(response.status).toBe(200);
    expect(await readJsonAnswer(response)).toMatchObject({ success: true });
  });
});

describe('the strict server: lists', () => {
  it('answers only active rows on the public base and every row on the admin base', async () => {
    const [first] = await store.slider.list();
    await store.slider.update(first!.id, { ...first!, is_active: false });
    expect((await list('getSliderItems', 'slider_items')).map((s) => s.id)).toEqual([2, 3]);
    expect((await list('getAdminSliderItems', 'slider_items', KEY)).map((s) => s.id)).toEqual([1, 2, 3]);
    expect((await list('getServices', 'services')).map((s) => s.id)).toEqual([1, 2]);
    expect((await list('getAdminServices', 'services', KEY)).map((s) => s.id)).toEqual([1, 2, 3]);
    expect((await list('getProducts', 'data')).map((s) => s.id)).toEqual([1, 2]);
    expect((await list('getAdminProducts', 'data', KEY)).map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('leaves inactive navigation items and everything below them out of get_navigation.php', async () => {
    await store.navigation.update(6, { title: 'Fencing', slug: 'fencing', url: '', icon: '', parent_id: 5, order_index: 1, is_active: false, has_page: true, external_url: '' });
    const tree = (await readJsonAnswer(await call('getNavigation'))).navigation as Array<{ slug: string; has_children: boolean; children: unknown[] }>;
    expect(tree.map((n) => n.slug)).toEqual(['home', 'about-us', 'manufacturing']);
    expect(tree[2]).toMatchObject({ has_children: false, children: [] });
  });
});

describe('the strict server: what a real server does differently', () => {
  it('answers 404 Unknown endpoint for paths the specs do not have, the brochure and demo endpoints included', async () => {
    for (const url of [`${bases.apiBase}/request_brochure.php`, `${bases.adminApiBase}/demo_export.php`, `${bases.adminApiBase}/demo_import.php`, `${bases.apiBase}/nope.php`, `${bases.seoApiBase}/x/y`]) {
      const response = await fetch(url, { method: 'POST', headers: { 'X-API-Key': KEY } });
      expect(response.status, url).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: 'Unknown endpoint' });
    }
  });

  it('stores a new slide where the display_order it is sent puts it', async () => {
    const [first] = await store.slider.list();
    const { id: _id, ...fields } = first!;
    const response = await fetch(endpointUrl('createSliderItem'), {
      method: 'POST',
      headers: { 'X-API-Key': KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...fields, title: 'Sent first', display_order: 0 }),
    });
    expect(await readJsonAnswer(response)).toMatchObject({ success: true });
    expect((await store.slider.list()).map((s) => s.title)[0]).toBe('Sent first');
  });

  it('answers a page it does not have with 404 and No content found, which the HTTP adapter reads as not found', async () => {
    const queries: Record<string, string>[] = [{ slug: 'nothing-here' }, { nav: 'nothing-here' }, { nav: 'manufacturing', sub: 'nothing-here' }];
    for (const query of queries) {
      const response = await call('getPageContent', undefined, query);
      expect(response.status, JSON.stringify(query)).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: publicMessages.page.noContent });
    }
    const repository = createHttpRepository({ ...bases, apiKey: KEY });
    const error = await repository.pages.content({ slug: 'nothing-here' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'not-found', message: publicMessages.page.noContent, status: 404, url: endpointUrl('getPageContent', { slug: 'nothing-here' }) });
    expect((await repository.pages.content({ slug: 'fencing' })).pm_title).toBe('Fencing');
  });

  it('answers the homepage SEO record for a page type without its own', async () => {
    const body = await readJsonAnswer(await call('getSeoSettings', KEY, { page_type: 'careers' }));
    expect(body.settings).toMatchObject({ page_type: 'homepage' });
  });

  it('serves an uploaded slider image directly under the images base, at the url upload_image.php answers', async () => {
    const form = new FormData();
    form.append('image', new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'slide.png', { type: 'image/png' }));
    const body = await readJsonAnswer(await fetch(endpointUrl('uploadImage'), { method: 'POST', headers: { 'X-API-Key': KEY }, body: form }));
    expect(body.url).toBe(`${bases.imagesBase}/${String(body.filename)}`);
    const image = await fetch(String(body.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
  });
});

describe('the strict server: deleting a navigation item', () => {
  const entry = (title: string, parent_id: number | null) =>
    ({ title, slug: title.toLowerCase().replace(/\W+/g, '-'), url: '', icon: '', parent_id, order_index: 9, is_active: true, has_page: false, external_url: '' });

  /** Group > Sub > Leaf, as the back office would create them; answers Sub as the tree shows it. */
  async function menuGroup(): Promise<{ group: number; sub: NavigationNode }> {
    const group = (await store.navigation.create(entry('Group', null))).id!;
    const sub = (await store.navigation.create(entry('Sub', group))).id!;
    await store.navigation.create(entry('Leaf', sub));
    return { group, sub: flattenNavigation(await store.navigation.tree()).find((node) => node.id === sub)! };
  }
  const titles = async () => flattenNavigation(await store.navigation.tree()).map((node) => node.title);

  it('deletes the sub-items with the item when it is simply asked to delete it (a cascading key)', async () => {
    const { sub } = await menuGroup();
    await createHttpRepository({ ...bases, apiKey: KEY }).navigation.remove(sub.id);
    expect(await titles()).toContain('Group');
    expect(await titles()).not.toContain('Leaf');
  });

  it('keeps them, one level up, when the back office deletes the item (sub-items saved under its parent first)', async () => {
    const { group, sub } = await menuGroup();
    await deleteNavigationItem(createHttpRepository({ ...bases, apiKey: KEY }), sub);
    const nodes = flattenNavigation(await store.navigation.tree());
    expect(nodes.map((node) => node.title)).not.toContain('Sub');
    expect(nodes.find((node) => node.title === 'Leaf')).toMatchObject({ parent_id: group });
    const menu = (await readJsonAnswer(await call('getNavigation'))).navigation as NavigationNode[];
    expect(menu.find((node) => node.id === group)?.children.map((child) => child.title)).toEqual(['Leaf']);
  });
});
