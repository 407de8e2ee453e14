import { describe, expect, it } from 'vitest';
import { createMemoryRecordStore } from '../../adapters/record-store/memory-record-store';
import { createRecordStoreRepository } from '../../adapters/record-store/create-record-store-repository';
import {
  buildCareerOpening,
  buildCertification,
  buildDataset,
  buildInfrastructureItem,
  buildNavigationItem,
  buildPage,
  buildProduct,
  buildService,
  buildSliderItem,
  buildTeamMember,
} from '../support/builders';
import { adminMessages } from '../../src/domain/messages';
import { flattenNavigation } from '../../src/domain/navigation-tree';
import { RepositoryError } from '../../src/domain/repository-error';
import { answerMayBeLost, withReconciledCreates } from '../../src/data/reconciled-creates';
import type { Repository } from '../../src/data/repository';

type Area = 'pages' | 'navigation' | 'slider' | 'products' | 'services' | 'team' | 'infrastructure' | 'certifications' | 'careerOpenings';

const withoutId = ({ id: _id, ...fields }: { id: number } & Record<string, unknown>) => fields;

/** What each form sends to create a record named `name`. */
const INPUTS: Record<Area, (name: string) => object> = {
  pages: (name) => {
    const { gallery_source_name: _source, created_at: _created, updated_at: _updated, ...page } = withoutId(buildPage({ id: 0, title: name, slug: 'lost-answer' }));
    return page;
  },
  navigation: (name) => withoutId(buildNavigationItem({ id: 0, title: name, slug: 'lost-answer' })),
  slider: (name) => ({ ...withoutId(buildSliderItem({ id: 0, title: name })), background_image: 'slide.svg' }),
  products: (name) => withoutId(buildProduct({ id: 0, title: name })),
  services: (name) => withoutId(buildService({ id: 0, title: name })),
  team: (name) => withoutId(buildTeamMember({ id: 0, name })),
  infrastructure: (name) => withoutId(buildInfrastructureItem({ id: 0, title: name })),
  certifications: (name) => withoutId(buildCertification({ id: 0, title: name })),
  careerOpenings: (name) => withoutId(buildCareerOpening({ id: 0, title: name })),
};

const named = async (repository: Repository, area: Area, name: string) => {
  const rows: Array<Record<string, unknown>> =
    area === 'navigation' ? flattenNavigation(await repository.navigation.tree()) : await (repository[area] as { list(): Promise<Array<Record<string, unknown>>> }).list();
  return rows.filter((row) => (area === 'team' ? row.name : row.title) === name);
};

/** A store whose creates of `area` are stored (or not), then answered with a dropped connection. */
function losingAnswers(area: Area, stores: boolean) {
  const store = createRecordStoreRepository(createMemoryRecordStore(buildDataset()), { imagesBase: '/images', seed: buildDataset });
  let sent = 0;
  const areaMethods = store[area] as unknown as { create(input: object): Promise<unknown> };
  const create = areaMethods.create.bind(areaMethods);
  areaMethods.create = async (input) => {
    sent += 1;
    if (stores) await create(input);
    throw new RepositoryError('network', 'Failed to fetch');
  };
  return { store, repository: withReconciledCreates(store), sent: () => sent };
}

describe('creates whose answer is lost', () => {
  it.each(Object.keys(INPUTS) as Area[])('%s: a stored create is answered as saved, once', async (area) => {
    const { store, repository, sent } = losingAnswers(area, true);
    const result = await (repository[area] as unknown as { create(input: object): Promise<{ message: string; id?: number }> }).create(INPUTS[area]('Lost answer'));
    expect(result.message).toBe(adminMessages.lostAnswer.saved);
    expect(sent()).toBe(1);
    const stored = await named(store, area, 'Lost answer');
    expect(stored).toHaveLength(1);
    expect(result.id).toBe(stored[0]!.id);
  });

  it.each(Object.keys(INPUTS) as Area[])('%s: a create that was not stored says so, and is not sent again', async (area) => {
    const { store, repository, sent } = losingAnswers(area, false);
    const error = await (repository[area] as unknown as { create(input: object): Promise<unknown> }).create(INPUTS[area]('Never stored')).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: adminMessages.lostAnswer.notSaved });
    expect(sent()).toBe(1);
    expect(await named(store, area, 'Never stored')).toHaveLength(0);
  });

  it('does not take an older record with the same title for the lost one', async () => {
    const { store, repository } = losingAnswers('products', false);
    const [existing] = await store.products.list();
    const error = await repository.products.create({ ...INPUTS.products(existing!.title), title: existing!.title } as never).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: adminMessages.lostAnswer.notSaved });
  });

  it('reconciles only failures that may have been stored', () => {
    expect(answerMayBeLost(new RepositoryError('timeout', 'Timed out'))).toBe(true);
    expect(answerMayBeLost(new RepositoryError('http', 'HTTP error! status: 502', { status: 502 }))).toBe(true);
    expect(answerMayBeLost(new RepositoryError('server', 'Title is required'))).toBe(false);
    expect(answerMayBeLost(new RepositoryError('http', 'HTTP error! status: 403', { status: 403 }))).toBe(false);
  });
});
