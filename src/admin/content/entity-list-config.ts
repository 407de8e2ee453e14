import type { ListedArea } from '../../data/queries/list-queries';
import type { CrudArea, Repository } from '../../data/repository';
import type { VersionedRecord } from '../../domain/record-version';
import type { FieldSpec, InputSchema } from '../shared/entity-form/entity-form-model';

/** What a list row shows: its title, a few detail lines and, for entities with a flag, whether it is active. */
export type EntitySummary = { title: string; details: string[]; active?: boolean };

/**
 * Everything that differs between the content tab's lists (team, infrastructure, certifications, services, jobs):
 * one generic list + modal + delete flow reads it.
 */
export type EntityListConfig<T extends { id: number }, Input> = {
  /** Names the list's resource and the ids of its form controls. */
  key: string;
  /** The list's heading. */
  heading: string;
  /** The entity name of the server messages (entityLabels), e.g. 'Team member'. */
  entity: string;
  /** The entity name in titles and buttons, e.g. 'Team Member' ('Add Team Member', 'Edit Team Member'). */
  noun: string;
  /** The empty text (admin spec 8). */
  empty: string;
  fields: readonly FieldSpec[];
  /** The domain's input schema: the form's validation rules. */
  schema: InputSchema<Input>;
  /** The Repository area holding the records (its queries are refreshed after each change). */
  dataArea: ListedArea;
  area(repository: Repository): CrudArea<T, Input>;
  /** The record type, whose version an edit sends so a save over a newer one is refused (record-version.ts). */
  version: VersionedRecord;
  summary(item: T): EntitySummary;
};
