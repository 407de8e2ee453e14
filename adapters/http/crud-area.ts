import type { CrudArea, ReadOptions } from '../../src/data/repository';
import type { EndpointName } from '../../src/domain/contract';
import type { HttpClient } from './http-client';

/**
 * The create_/update_/delete_ triple every admin list shares: the entity fields as JSON, plus id on update, only id
 * on delete (admin spec 7).
 */
export function crudArea<T, Input>(
  client: HttpClient,
  spec: {
    list: (options?: ReadOptions) => Promise<T[]>;
    create: EndpointName;
    update: EndpointName;
    remove: EndpointName;
    /** Wire spelling of the fields, when it differs from the domain's. */
    toWire?: (input: Input) => object;
  },
): CrudArea<T, Input> {
  const toWire = spec.toWire ?? ((input: Input) => input as object);
  return {
    list: spec.list,
    create: (input) => client.mutate(spec.create, toWire(input)),
    update: (id, input) => client.mutate(spec.update, { ...toWire(input), id }),
    remove: (id) => client.mutate(spec.remove, { id }),
  };
}
