import { beforeEach, describe, expect, it } from 'vitest';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { createMemoryRecordStore } from '../../adapters/record-store/memory-record-store';
import { createRecordStoreRepository } from '../../adapters/record-store/create-record-store-repository';
import type { Repository } from '../../src/data/repository';
import { ruleMessages } from '../../src/domain/messages';
import { RepositoryError } from '../../src/domain/repository-error';
import { TEXT_LIMITS } from '../../src/domain/text-limits';
import { buildDataset } from '../support/builders';
import { bases, setupContractServer } from './contract-server';

/**
 * Bad form input at the store: over-long text, invisible names, path-like slugs and absurd numbers are refused (or
 * normalised) with human sentences, the same way by the store rules and by the mock API behind the HTTP adapter.
 */

const contact = { name: 'Karan Gill', email: 'karan@example.com', phone: '', company: '', subject: 'support' as const, message: 'Hello' };
const navigation = { title: 'Projects', slug: 'projects', url: '', icon: '', parent_id: null, order_index: 1, is_active: true, has_page: false, external_url: '' };
const page = { title: 'Projects', slug: 'projects', content: '<p>x</p>', parent_id: null, is_active: true, meta_description: '', gallery_inheritance_type: 'none' as const, gallery_inheritance_id: null };

async function failure(call: Promise<unknown>): Promise<string> {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(RepositoryError);
  return (error as RepositoryError).message;
}

/** A zod default text ("Too big: expected int…", "Invalid input: …") is never what a user reads. */
const RAW_ZOD = /^(Too big|Too small|Invalid input|Invalid option|Expected|Unrecognized)/;

function runInputs(name: string, create: () => Repository) {
  describe(`hostile form input: ${name}`, () => {
    let current: Repository;
    const repository = () => current;
    beforeEach(() => {
      current = create();
    });

    it('refuses a 100,000-character contact message and a 256-character name, storing nothing', async () => {
      const before = (await repository().contactSubmissions.list()).length;
      expect(await failure(repository().contactSubmissions.submit({ ...contact, message: 'x'.repeat(100_000) }))).toBe(
        ruleMessages.maxLength('Message', TEXT_LIMITS.long),
      );
      expect(await failure(repository().contactSubmissions.submit({ ...contact, name: 'N'.repeat(256) }))).toBe(
        ruleMessages.maxLength('Name', 255),
      );
      expect(await repository().contactSubmissions.list()).toHaveLength(before);
    });

    it('accepts a name of exactly 255 characters', async () => {
      await repository().contactSubmissions.submit({ ...contact, name: 'N'.repeat(255) });
    });

    it.each(['\u200b\u200b\u200b', ' \u200c\u200d\ufeff ', '\u2060\u00ad', '\u3164'])(
      'refuses a name made only of invisible characters (%j)',
      async (invisible) => {
        expect(await failure(repository().contactSubmissions.submit({ ...contact, name: invisible }))).toBe(ruleMessages.required('Full Name'));
      },
    );

    it('stores a hand-typed slug such as ../../admin through the slug rule', async () => {
      await repository().navigation.create({ ...navigation, title: 'Sneaky', slug: '../../admin' });
      const stored = (await repository().navigation.tree()).find((item) => item.title === 'Sneaky');
      expect(stored?.slug).toBe('admin');
      await repository().pages.create({ ...page, title: 'Sneaky page', slug: '../Etc/Passwd' });
      expect((await repository().pages.list()).find((p) => p.title === 'Sneaky page')?.slug).toBe('etcpasswd');
      expect(await failure(repository().pages.create({ ...page, slug: '../../' }))).toBe('Slug must contain letters or digits');
    });

    it.each([1e12, Number.MAX_SAFE_INTEGER * 4, -1e9, 'lots'])('answers a navigation order of %j with a human sentence', async (order) => {
      const message = await failure(repository().navigation.create({ ...navigation, order_index: order as number }));
      expect(message).not.toMatch(RAW_ZOD);
      expect(message).toMatch(/^Order index must be/);
    });
  });
}

setupContractServer();
runInputs('HTTP adapter over the mock API', () => createHttpRepository({ ...bases, apiKey: 'contract-key' }));
runInputs('record-store rules over the in-memory store', () =>
  createRecordStoreRepository(createMemoryRecordStore(buildDataset()), { imagesBase: '/images', seed: buildDataset }),
);
