import type { Repository } from '../../src/data/repository';
import { type Product, ProductInputSchema, type Service, ServiceInputSchema } from '../../src/domain/catalog';
import { MAX_SLIDER_ITEMS } from '../../src/domain/constants';
import { adminMessages, entityLabels, serverMessages } from '../../src/domain/messages';
import { parseInput } from '../../src/domain/schema-helpers';
import { type SliderItem, SliderItemInputSchema } from '../../src/domain/slider';
import { publishedRows } from '../../src/domain/published';
import { refuseStaleSave, withoutVersion } from '../../src/domain/record-version';
import type { AreaContext } from './area-context';
import type { IdCollection, RecordStore } from './record-store';
import { done, maxOf, notFound, requireRecord, ruleBroken } from './record-rules';

const SLIDER_ITEM = 'Slider item';

const byDisplayOrder = (a: SliderItem | Service, b: SliderItem | Service) => a.display_order - b.display_order || a.id - b.id;
const bySortOrder = (a: Product, b: Product) => a.sort_order - b.sort_order || a.id - b.id;

/** The stored records a reorder names, refusing unknown ids so a stale screen cannot create gaps silently. */
async function recordsFor<C extends IdCollection>(store: RecordStore, collection: C, ids: readonly number[], entity: string) {
  const records = new Map((await store.list(collection)).map((record) => [record.id, record] as const));
  return ids.map((id) => {
    const record = records.get(id);
    if (!record) throw notFound(entity);
    return record;
  });
}

export function createSliderArea({ store }: AreaContext): Repository['slider'] {
  const list = async () => (await store.list('sliderItems')).sort(byDisplayOrder);
  return {
    list,

    async create(raw) {
      const input = withoutVersion(parseInput(SliderItemInputSchema, raw));
      const items = await store.list('sliderItems');
      if (items.length >= MAX_SLIDER_ITEMS) throw ruleBroken(adminMessages.slider.maxItems);
      // A new slide goes to the end; order is changed only by reorder (drag and drop).
      const id = await store.add('sliderItems', { ...input, display_order: maxOf(items, (item) => item.display_order) + 1 });
      return done(adminMessages.slider.created, id);
    },

    async update(id, raw) {
      const { expected_version: expected, ...input } = parseInput(SliderItemInputSchema, raw);
      const existing = await requireRecord(store, 'sliderItems', id, SLIDER_ITEM);
      refuseStaleSave('slide', expected, existing);
      await store.put('sliderItems', { ...input, id, display_order: existing.display_order });
      return done(adminMessages.slider.updated);
    },

    async remove(id) {
      await requireRecord(store, 'sliderItems', id, SLIDER_ITEM);
      await store.remove('sliderItems', id);
      return done(adminMessages.slider.deleted);
    },

    listPublished: async () => publishedRows(await list()),

    async reorder(ids) {
      const items = await recordsFor(store, 'sliderItems', ids, SLIDER_ITEM);
      await store.bulkPut('sliderItems', items.map((item, index) => ({ ...item, display_order: index + 1 })));
      return done(serverMessages.orderUpdated('Slider'));
    },
  };
}

export function createServicesArea({ store }: AreaContext): Repository['services'] {
  const label = entityLabels.service;
  const list = async () => (await store.list('services')).sort(byDisplayOrder);
  return {
    list,

    async create(raw) {
      const input = withoutVersion(parseInput(ServiceInputSchema, raw));
      const services = await store.list('services');
      const id = await store.add('services', { ...input, display_order: maxOf(services, (s) => s.display_order) + 1 });
      return done(serverMessages.created(label), id);
    },

    async update(id, raw) {
      const { expected_version: expected, ...input } = parseInput(ServiceInputSchema, raw);
      const existing = await requireRecord(store, 'services', id, label);
      refuseStaleSave('service', expected, existing);
      await store.put('services', { ...input, id, display_order: existing.display_order });
      return done(serverMessages.updated(label));
    },

    async remove(id) {
      await requireRecord(store, 'services', id, label);
      await store.remove('services', id);
      return done(serverMessages.deleted(label));
    },

    listPublished: async () => publishedRows(await list()),

    async reorder(ids) {
      const services = await recordsFor(store, 'services', ids, label);
      await store.bulkPut('services', services.map((service, index) => ({ ...service, display_order: index + 1 })));
      return done(serverMessages.orderUpdated(label));
    },
  };
}

export function createProductsArea({ store }: AreaContext): Repository['products'] {
  const label = entityLabels.product;
  const list = async () => (await store.list('products')).sort(bySortOrder);
  return {
    list,

    async create(raw) {
      const input = withoutVersion(parseInput(ProductInputSchema, raw));
      const id = await store.add('products', input);
      return done(serverMessages.created(label), id);
    },

    async update(id, raw) {
      const { expected_version: expected, ...input } = parseInput(ProductInputSchema, raw);
      refuseStaleSave('product', expected, await requireRecord(store, 'products', id, label));
      await store.put('products', { ...input, id });
      return done(serverMessages.updated(label));
    },

    async remove(id) {
      await requireRecord(store, 'products', id, label);
      await store.remove('products', id);
      return done(serverMessages.deleted(label));
    },

    listPublished: async () => publishedRows(await list()),

    async reorder(ids) {
      const products = await recordsFor(store, 'products', ids, label);
      await store.bulkPut('products', products.map((product, index) => ({ ...product, sort_order: index + 1 })));
      return done(serverMessages.orderUpdated(label));
    },
  };
}
