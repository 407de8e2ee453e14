import { describe, expect, expectTypeOf, it } from 'vitest';
import { setupMockApi } from '../../../tests/support/mock-api';
import type { Repository } from '../repository';
import { areasChangedBy, everyWrite, isWrite, REPOSITORY_METHODS, type RepositoryWrite, type WriteMethod } from './repository-writes';

const api = setupMockApi();
type Untyped = Record<string, Record<string, unknown>>;

type Classified<Area> = { [Method in keyof Area]-?: 'read' | readonly string[] };

/** Every area and method of `adapter` is classified, and every declared write is one of its methods. */
function expectClassified(adapter: Untyped) {
  expect(Object.keys(REPOSITORY_METHODS).sort()).toEqual(Object.keys(adapter).sort());
  for (const [area, methods] of Object.entries(adapter)) {
    for (const [method, value] of Object.entries(methods)) {
      if (typeof value === 'function') expect(Object.keys(REPOSITORY_METHODS[area as keyof Repository]), `${area}.${method}`).toContain(method);
    }
  }
  for (const { area, method } of everyWrite()) expect(typeof adapter[area]?.[method], `${area}.${method}`).toBe('function');
}

describe('the classification of the port’s methods', () => {
  it('is checked against the port’s type: an unclassified or unknown method fails the type check', () => {
    // A method missing from an area's classification:
    // @ts-expect-error — 'remove' of pageImages is not classified
    const missing = { gallery: 'read', upload: ['pageImages'] } satisfies Classified<Repository['pageImages']>;
    // A method the port does not have:
    // @ts-expect-error — pageImages has no 'rename'
    const unknown = { gallery: 'read', upload: [], remove: [], rename: [] } satisfies Classified<Repository['pageImages']>;
    expect([missing, unknown]).toHaveLength(2);
    expectTypeOf<WriteMethod<'pages'>>().toEqualTypeOf<'create' | 'update' | 'remove'>();
    expectTypeOf<WriteMethod<'dataset'>>().toEqualTypeOf<'import' | 'importPart' | 'reset'>();
    expectTypeOf<WriteMethod<'contactSubmissions'>>().toEqualTypeOf<'submit' | 'updateStatus' | 'remove'>();
    expectTypeOf<RepositoryWrite>().not.toMatchTypeOf<{ area: 'dashboard' }>();
  });

  it('names every area and method the adapters have, and every declared write is a real method', () => {
    // The HTTP adapter (a real deployment) and the demo's store behind the mock API.
    for (const adapter of [api.repository, api.store]) expectClassified(adapter as unknown as Untyped);
  });

  it('classifies reads as reads, so a read never refreshes anything', () => {
    expect(isWrite('navigation', 'tree')).toBe(false);
    expect(isWrite('careerApplications', 'downloadResume')).toBe(false);
    expect(isWrite('dataset', 'export')).toBe(false);
    expect(isWrite('files', 'imageUrl')).toBe(false);
    expect(isWrite('pages', 'create')).toBe(true);
    expect(isWrite('pages', 'rename')).toBe(false);
  });

  it('declares what each write changes: its area, the areas showing its records, the dashboard; a dataset write all', () => {
    for (const write of everyWrite()) {
      const areas = areasChangedBy(write);
      if (write.area !== 'dataset') expect(areas, `${write.area}.${write.method}`).toEqual(expect.arrayContaining([write.area, 'dashboard']));
    }
    expect(areasChangedBy({ area: 'navigation', method: 'update' })).toEqual(['navigation', 'pages', 'dashboard']);
    expect(areasChangedBy({ area: 'pages', method: 'create' })).toEqual(['pages', 'navigation', 'pageImages', 'dashboard']);
    expect(areasChangedBy({ area: 'team', method: 'remove' })).toEqual(['team', 'about', 'dashboard']);
    expect(areasChangedBy({ area: 'dataset', method: 'reset' })).toHaveLength(Object.keys(REPOSITORY_METHODS).length - 1);
  });
});
