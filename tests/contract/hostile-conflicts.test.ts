import { beforeEach, describe, expect, it } from 'vitest';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { createMemoryRecordStore } from '../../adapters/record-store/memory-record-store';
import { createRecordStoreRepository } from '../../adapters/record-store/create-record-store-repository';
import type { Repository } from '../../src/data/repository';
import { adminMessages } from '../../src/domain/messages';
import type { Page, PageInput } from '../../src/domain/pages';
import { pageVersion, seoVersion } from '../../src/domain/record-version';
import { RepositoryError } from '../../src/domain/repository-error';
import { buildDataset } from '../support/builders';
import { bases, setupContractServer } from './contract-server';

/** Two tabs editing the same record: the stale save is refused as a conflict, never silently written over. */

const asInput = (page: Page, title: string): PageInput => ({
  title,
  slug: page.slug,
  content: page.content,
  parent_id: page.parent_id,
  is_active: page.is_active,
  meta_description: page.meta_description,
  gallery_inheritance_type: page.gallery_inheritance_type,
  gallery_inheritance_id: page.gallery_inheritance_id,
});

async function conflictOf(call: Promise<unknown>): Promise<RepositoryError> {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(RepositoryError);
  return error as RepositoryError;
}

function runConflicts(name: string, create: () => Repository) {
  describe(`two tabs: ${name}`, () => {
    let repository: Repository;
    beforeEach(() => {
      repository = create();
    });

    it('refuses a stale page save with a conflict and keeps the other tab’s title', async () => {
      const [loadedInTabA] = await repository.pages.list();
      const [loadedInTabB] = await repository.pages.list();
      await repository.pages.update(loadedInTabB!.id, { ...asInput(loadedInTabB!, 'Saved in tab B'), expected_version: pageVersion(loadedInTabB!) });
      const error = await conflictOf(
        repository.pages.update(loadedInTabA!.id, { ...asInput(loadedInTabA!, 'Stale save from tab A'), expected_version: pageVersion(loadedInTabA!) }),
      );
      expect(error).toMatchObject({ kind: 'conflict', message: adminMessages.conflict.changedElsewhere });
      expect((await repository.pages.list()).find((p) => p.id === loadedInTabA!.id)?.title).toBe('Saved in tab B');
    });

    it('overwrites on purpose when the form sends no version', async () => {
      const [page] = await repository.pages.list();
      await repository.pages.update(page!.id, { ...asInput(page!, 'Other tab'), expected_version: pageVersion(page!) });
      await repository.pages.update(page!.id, asInput(page!, 'Overwritten'));
      expect((await repository.pages.list()).find((p) => p.id === page!.id)?.title).toBe('Overwritten');
    });

    it('refuses a stale SEO save with a conflict', async () => {
      const loaded = await repository.seo.get('homepage');
      const version = seoVersion(loaded, 'homepage');
      const base = { ...(loaded ?? { page_type: 'homepage' as const }), page_title: 'Ironcrest Steel', meta_description: 'Steel products' };
      await repository.seo.update({ ...base, page_title: 'Tab B title', expected_version: version } as never);
      const error = await conflictOf(repository.seo.update({ ...base, page_title: 'Tab A title', expected_version: version } as never));
      expect(error.kind).toBe('conflict');
      expect((await repository.seo.get('homepage'))?.page_title).toBe('Tab B title');
    });
  });
}

setupContractServer();
runConflicts('HTTP adapter over the mock API', () => createHttpRepository({ ...bases, apiKey: 'contract-key' }));
runConflicts('record-store rules over the in-memory store', () =>
  createRecordStoreRepository(createMemoryRecordStore(buildDataset()), { imagesBase: '/images', seed: buildDataset }),
);
