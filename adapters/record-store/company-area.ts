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
import type { AreaContext } from './area-context';
import type { RecordOf, SingletonName } from './record-store';
import { byId, done, requireRecord, withId } from './record-rules';

/** Lists whose records are exactly their form's fields plus an id. */
type PlainCollection = 'teamMembers' | 'infrastructure' | 'certifications' | 'careerOpenings';

function createPlainCrud<C extends PlainCollection>(
  { store }: AreaContext,
  collection: C,
  schema: z.ZodType<Omit<RecordOf<C>, 'id'>>,
  label: string,
): CrudArea<RecordOf<C>, Omit<RecordOf<C>, 'id'>> {
  return {
    async list() {
      return (await store.list(collection)).sort(byId);
    },
    async create(raw) {
      const id = await store.add(collection, parseInput(schema, raw));
      return done(serverMessages.created(label), id);
    },
    async update(id, raw) {
      const input = parseInput(schema, raw);
      await requireRecord(store, collection, id, label);
      await store.put(collection, withId(collection, input, id));
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
): { get(): Promise<Dataset[N]>; update(content: Dataset[N]): Promise<{ message: string }> } {
  return {
    get: () => store.getSingleton(name),
    async update(raw) {
      await store.setSingleton(name, parseInput(schema, raw));
      return done(adminMessages.content.updated);
    },
  };
}

export function createCompanyAreas(context: AreaContext): Pick<
  Repository,
  'about' | 'team' | 'infrastructure' | 'certifications' | 'homepageContent' | 'contactContent' | 'careerOpenings'
> {
  return {
    about: createContentDocument(context, 'aboutContent', AboutContentSchema),
    homepageContent: createContentDocument(context, 'homepageContent', HomepageContentSchema),
    contactContent: createContentDocument(context, 'contactContent', ContactContentSchema),
    team: createPlainCrud(context, 'teamMembers', TeamMemberInputSchema, entityLabels.teamMember),
    infrastructure: createPlainCrud(context, 'infrastructure', InfrastructureInputSchema, entityLabels.infrastructure),
    certifications: createPlainCrud(context, 'certifications', CertificationInputSchema, entityLabels.certification),
    careerOpenings: createPlainCrud(context, 'careerOpenings', CareerOpeningInputSchema, entityLabels.careerOpening),
  };
}
