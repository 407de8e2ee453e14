import type { z } from 'zod';
import type { CrudArea, Repository } from '../../src/data/repository';
import { CareerOpeningInputSchema } from '../../src/domain/careers';
import {
  AboutContentSchema,
  CertificationInputSchema,
  ContactContentSchema,
  HomepageContentSchema,
  InfrastructureInputSchema,
  TeamMemberInputSchema,
} from '../../src/domain/company';
import type { Dataset } from '../../src/domain/dataset';
import { adminMessages, entityLabels, serverMessages } from '../../src/domain/messages';
import { parseInput } from '../../src/domain/schema-helpers';
import { refuseStaleSave, type Versioned, type VersionedRecord, withoutVersion } from '../../src/domain/record-version';
import type { AreaContext } from './area-context';
import type { RecordOf, SingletonName } from './record-store';
import { byId, done, requireRecord, withId } from './record-rules';

/** Lists whose records are exactly their form's fields plus an id. */
type PlainCollection = 'teamMembers' | 'infrastructure' | 'certifications' | 'careerOpenings';

function createPlainCrud<C extends PlainCollection>(
  { store }: AreaContext,
  collection: C,
  schema: z.ZodType<Versioned<Omit<RecordOf<C>, 'id'>>>,
  label: string,
  type: VersionedRecord,
): CrudArea<RecordOf<C>, Versioned<Omit<RecordOf<C>, 'id'>>> {
  type Fields = Omit<RecordOf<C>, 'id'>;
  // The version the form sent, and the fields stored (TypeScript cannot narrow the rest of a generic record).
  const parse = (raw: unknown): { expected: string | undefined; fields: Fields } => {
    const parsed = parseInput(schema, raw);
    return { expected: parsed.expected_version, fields: withoutVersion(parsed) as unknown as Fields };
  };
  return {
    async list() {
      return (await store.list(collection)).sort(byId);
    },
    async create(raw) {
      const id = await store.add(collection, parse(raw).fields);
      return done(serverMessages.created(label), id);
    },
    async update(id, raw) {
      const { expected, fields } = parse(raw);
      refuseStaleSave(type, expected, await requireRecord(store, collection, id, label));
      await store.put(collection, withId(collection, fields, id));
      return done(serverMessages.updated(label));
    },
    async remove(id) {
      await requireRecord(store, collection, id, label);
      await store.remove(collection, id);
      return done(serverMessages.deleted(label));
    },
  };
}

function createContentDocument<N extends SingletonName>(
  { store }: AreaContext,
  name: N,
  schema: z.ZodType<Dataset[N]>,
  type: VersionedRecord,
): { get(): Promise<Dataset[N]>; update(content: Versioned<Dataset[N]>): Promise<{ message: string }> } {
  return {
    get: () => store.getSingleton(name),
    async update(raw) {
      const input = parseInput(schema, raw);
      refuseStaleSave(type, raw.expected_version, await store.getSingleton(name));
      await store.setSingleton(name, input);
      return done(adminMessages.content.updated);
    },
  };
}

export function createCompanyAreas(context: AreaContext): Pick<
  Repository,
  'about' | 'team' | 'infrastructure' | 'certifications' | 'homepageContent' | 'contactContent' | 'careerOpenings'
> {
  return {
    about: createContentDocument(context, 'aboutContent', AboutContentSchema, 'aboutContent'),
    homepageContent: createContentDocument(context, 'homepageContent', HomepageContentSchema, 'homepageContent'),
    contactContent: createContentDocument(context, 'contactContent', ContactContentSchema, 'contactContent'),
    team: createPlainCrud(context, 'teamMembers', TeamMemberInputSchema, entityLabels.teamMember, 'teamMember'),
    infrastructure: createPlainCrud(context, 'infrastructure', InfrastructureInputSchema, entityLabels.infrastructure, 'infrastructure'),
    certifications: createPlainCrud(context, 'certifications', CertificationInputSchema, entityLabels.certification, 'certification'),
    careerOpenings: createPlainCrud(context, 'careerOpenings', CareerOpeningInputSchema, entityLabels.careerOpening, 'careerOpening'),
  };
}
