import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Repository } from '../../src/data/repository';
import { CareerOpeningInputSchema } from '../../src/domain/careers';
import { ProductInputSchema, ServiceInputSchema } from '../../src/domain/catalog';
import { CertificationInputSchema, InfrastructureInputSchema, TeamMemberInputSchema } from '../../src/domain/company';
import { adminMessages } from '../../src/domain/messages';
import { NavigationInputSchema } from '../../src/domain/navigation';
import { flattenNavigation } from '../../src/domain/navigation-tree';
import { PageInputSchema } from '../../src/domain/pages';
import { VERSION_FIELDS, type VersionedRecord, versionOf } from '../../src/domain/record-version';
import { RepositoryError } from '../../src/domain/repository-error';
import { SliderItemInputSchema } from '../../src/domain/slider';
import type { RepoGetter } from './conformance-helpers';

type Stored = Record<string, unknown> & { id?: number };

/** How one record type is read and saved with a changed text field, as its edit form does. */
type VersionCase = {
  load(repository: Repository): Promise<Stored>;
  save(repository: Repository, loaded: Stored, text: string, expected: string | undefined): Promise<unknown>;
  textOf(record: Stored): unknown;
};

/** The form's fields of a stored record (what the input schema names). */
const inputOf = (schema: { shape: Record<string, z.ZodType> }, record: Stored) =>
  Object.fromEntries(Object.keys(schema.shape).filter((key) => key !== 'expected_version').map((key) => [key, record[key]]));

type ListArea = 'products' | 'services' | 'slider' | 'team' | 'infrastructure' | 'certifications' | 'careerOpenings' | 'pages';

function listCase(area: ListArea, schema: { shape: Record<string, z.ZodType> }, field = 'title'): VersionCase {
  const crud = (repository: Repository) =>
    repository[area] as unknown as { list(): Promise<Stored[]>; update(id: number, input: object): Promise<unknown> };
  return {
    load: async (repository) => (await crud(repository).list())[0]!,
    save: (repository, loaded, text, expected) => crud(repository).update(loaded.id!, { ...inputOf(schema, loaded), [field]: text, expected_version: expected }),
    textOf: (record) => record[field],
  };
}

type DocumentArea = 'about' | 'homepageContent' | 'contactContent';

function documentCase(area: DocumentArea): VersionCase {
  const document = (repository: Repository) =>
    repository[area] as unknown as { get(): Promise<Stored>; update(content: object): Promise<unknown> };
  const withText = (loaded: Stored, text: string) =>
    area === 'homepageContent' ? { ...loaded, hero: { ...(loaded.hero as object), title: text } } : { ...loaded, title: text };
  return {
    load: (repository) => document(repository).get(),
    save: (repository, loaded, text, expected) => document(repository).update({ ...withText(loaded, text), expected_version: expected }),
    textOf: (record) => (area === 'homepageContent' ? (record.hero as Stored).title : record.title),
  };
}

const CASES: Record<Exclude<VersionedRecord, 'seo'>, VersionCase> = {
  page: listCase('pages', PageInputSchema),
  product: listCase('products', ProductInputSchema),
  service: listCase('services', ServiceInputSchema),
  slide: listCase('slider', SliderItemInputSchema),
  navigation: {
    load: async (repository) => flattenNavigation(await repository.navigation.tree())[0]! as unknown as Stored,
    save: (repository, loaded, text, expected) =>
      repository.navigation.update(loaded.id!, { ...inputOf(NavigationInputSchema, loaded), title: text, expected_version: expected } as never),
    textOf: (record) => record.title,
  },
  teamMember: listCase('team', TeamMemberInputSchema, 'name'),
  infrastructure: listCase('infrastructure', InfrastructureInputSchema),
  certification: listCase('certifications', CertificationInputSchema),
  careerOpening: listCase('careerOpenings', CareerOpeningInputSchema),
  aboutContent: documentCase('about'),
  homepageContent: documentCase('homepageContent'),
  contactContent: documentCase('contactContent'),
};

async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(() => null, (error: unknown) => error);
}

/** Two tabs save the same record: the one that loaded it before the other saved is refused, never written over it. */
export function registerVersionConformance(repo: RepoGetter) {
  describe('stale saves (every editable record type)', () => {
    it('declares a case for every versioned record type (SEO has its own test)', () => {
      expect(Object.keys(CASES).sort()).toEqual(Object.keys(VERSION_FIELDS).filter((type) => type !== 'seo').sort());
    });

    it.each(Object.keys(CASES) as Array<keyof typeof CASES>)('refuses a stale %s save with a conflict; an overwrite saves', async (type) => {
      const kind = CASES[type];
      const tabA = await kind.load(repo());
      const tabB = await kind.load(repo());
      await kind.save(repo(), tabB, 'Saved in tab B', versionOf(type, tabB));

      const error = await failureOf(kind.save(repo(), tabA, 'Stale save from tab A', versionOf(type, tabA)));
      expect(error).toBeInstanceOf(RepositoryError);
      expect(error).toMatchObject({ kind: 'conflict', message: adminMessages.conflict.changedElsewhere });
      expect(kind.textOf(await kind.load(repo()))).toBe('Saved in tab B');

      // Overwrite: the same save without a version.
      await kind.save(repo(), tabA, 'Overwritten from tab A', undefined);
      expect(kind.textOf(await kind.load(repo()))).toBe('Overwritten from tab A');
      // A save from the version just read goes through.
      const fresh = await kind.load(repo());
      await kind.save(repo(), fresh, 'Saved again', versionOf(type, fresh));
      expect(kind.textOf(await kind.load(repo()))).toBe('Saved again');
    });
  });
}
