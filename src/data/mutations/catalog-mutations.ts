import { orderedMutations } from './write-options';
import type { Writer } from './writer';

/** The services' writes: create, update, save (create or update), remove, reorder. */
export function serviceMutations(writer: Writer) {
  return orderedMutations(writer, 'services');
}

/** The products' writes: create, update, save (create or update), remove, reorder. */
export function productMutations(writer: Writer) {
  return orderedMutations(writer, 'products');
}
