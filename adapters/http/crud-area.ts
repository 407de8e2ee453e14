import type { CrudArea, ReadOptions } from '../../src/data/repository';
import type { EndpointName } from '../../src/domain/contract';
import { refuseStaleSave, type VersionedRecord, withoutVersion } from '../../src/domain/record-version';
import type { HttpClient } from './http-client';

/**
 * The create_/update_/delete_ triple every admin list shares: the entity fields as JSON, plus id on update, only id
 * on delete (admin spec 7).
 */
export function crudArea<T extends { id: number }, Input extends { expected_version?: string | undefined }>(
  client: HttpClient,
  spec: {
    list: (options?: ReadOptions) => Promise<T[]>;
    create: EndpointName;
    update: EndpointName;
    remove: EndpointName;
    /** The record type, whose version a save sends as `expected_version` (record-version.ts). */
    version: VersionedRecord;
    /** Wire spelling of the fields, when it differs from the domain's. */
    toWire?: (input: Omit<Input, 'expected_version'>) => object;
  },
): CrudArea<T, Input> {
  const toWire = spec.toWire ?? ((input: Omit<Input, 'expected_version'>) => input as object);
  return {
    list: spec.list,
    create: (input) => client.mutate(spec.create, toWire(withoutVersion(input))),
    // The contract has no version field, so the record is re-read just before saving and a changed one is refused.
    async update(id, input) {
      if (input.expected_version !== undefined) {
        refuseStaleSave(spec.version, input.expected_version, (await spec.list()).find((record) => record.id === id));
      }
      return client.mutate(spec.update, { ...toWire(withoutVersion(input)), id });
    },
    remove: (id) => client.mutate(spec.remove, { id }),
  };
}
