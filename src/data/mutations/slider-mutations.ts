import { orderedMutations } from './write-options';
import type { Writer } from './writer';

/** The home page slider's writes: create, update, save (create or update), remove, reorder. */
export function sliderMutations(writer: Writer) {
  return orderedMutations(writer, 'slider');
}
