import { mutationOptions } from '@tanstack/react-query';
import type { MutationResult, Repository } from '../repository';
import type { RepositoryWrite, WritableArea, WriteMethod } from './repository-writes';
import type { Writer } from './writer';

/**
 * The options of one write (what useMutation takes): `call` writes through the Repository; once it succeeded the
 * areas the write changes are refreshed (repository-writes.ts) before the mutation resolves, so `isPending` holds and
 * `mutateAsync` waits until the open screens show the change. Failures are the Repository's own (RepositoryError,
 * kind 'conflict' for a stale expected_version), read from `error` or the rejected `mutateAsync`.
 * `method` may depend on the variables (a save that creates or updates). A write made of several calls (`steps`) may
 * have stored some of them when it fails: its areas are refreshed after a failure too.
 */
export function writeOptions<Area extends WritableArea, Variables, Result>(
  writer: Writer,
  area: Area,
  method: WriteMethod<Area> | ((variables: Variables) => WriteMethod<Area>),
  call: (repository: Repository, variables: Variables) => Promise<Result>,
  { key = [], steps = false }: { key?: readonly string[]; steps?: boolean } = {},
) {
  const methodOf = (variables: Variables) => (typeof method === 'function' ? method(variables) : method);
  const written = (variables: Variables) => writer.written({ area, method: methodOf(variables) } as RepositoryWrite);
  return mutationOptions<Result, Error, Variables>({
    mutationKey: [area, typeof method === 'function' ? 'save' : method, ...key],
    mutationFn: (variables) => call(writer.repository, variables),
    onSuccess: (_result, variables) => written(variables),
    ...(steps ? { onError: (_error: Error, variables: Variables) => written(variables) } : {}),
  });
}

/** The areas with the port's basic create / update / remove (CrudArea in repository.ts). */
export type CrudAreaName = 'pages' | 'slider' | 'services' | 'products' | 'team' | 'infrastructure' | 'certifications' | 'careerOpenings';

export type InputOf<Area extends CrudAreaName> = Parameters<Repository[Area]['create']>[0];

/** An update: the record's id and its new fields (with `expected_version`, the version the form loaded). */
export type Update<Input> = { id: number; input: Input };
/** A create (`id` null) or an update, as an edit form saves. */
export type Save<Input> = { id: number | null; input: Input };

type Crud<Input> = {
  create(input: Input): Promise<MutationResult>;
  update(id: number, input: Input): Promise<MutationResult>;
  remove(id: number): Promise<MutationResult>;
};

/** create, update, save (create or update) and remove of one CrudArea (`Input` for a screen generic over areas). */
export function crudMutations<Area extends CrudAreaName, Input = InputOf<Area>>(writer: Writer, area: Area) {
  const of = (repository: Repository) => repository[area] as unknown as Crud<Input>;
  // Every CrudAreaName has these three writes (repository-writes.ts); TypeScript cannot see it through the generic.
  const method = (name: 'create' | 'update' | 'remove') => name as WriteMethod<Area>;
  return {
    create: writeOptions(writer, area, method('create'), (repository, input: Input) => of(repository).create(input)),
    update: writeOptions(writer, area, method('update'), (repository, { id, input }: Update<Input>) => of(repository).update(id, input)),
    save: writeOptions(
      writer,
      area,
      ({ id }: Save<Input>) => method(id === null ? 'create' : 'update'),
      (repository, { id, input }: Save<Input>) => (id === null ? of(repository).create(input) : of(repository).update(id, input)),
    ),
    remove: writeOptions(writer, area, method('remove'), (repository, id: number) => of(repository).remove(id)),
  };
}

/** The areas the public site shows in an admin-chosen order. */
export type OrderedAreaName = 'slider' | 'services' | 'products';

/** An ordered area's writes: the CRUD ones and `reorder` (the rows in their new order; use-reorder.ts shows it at once). */
export function orderedMutations<Area extends OrderedAreaName>(writer: Writer, area: Area) {
  return {
    ...crudMutations(writer, area),
    reorder: writeOptions(writer, area, 'reorder' as WriteMethod<Area>, (repository, rows: readonly { id: number }[]) =>
      repository[area].reorder(rows.map((row) => row.id)),
    ),
  };
}
