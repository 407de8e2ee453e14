import type { CareerApplicationInput, CareerStatus } from '../../domain/careers';
import { crudMutations, writeOptions } from './write-options';
import type { Writer } from './writer';

/** The career openings' writes: create, update, save (create or update), remove. */
export function careerOpeningMutations(writer: Writer) {
  return crudMutations(writer, 'careerOpenings');
}

/** The job applications' writes: a visitor's application, and the back office's status change and delete. */
export function careerApplicationMutations(writer: Writer) {
  return {
    submit: writeOptions(writer, 'careerApplications', 'submit', (repository, input: CareerApplicationInput) => repository.careerApplications.submit(input)),
    updateStatus: writeOptions(writer, 'careerApplications', 'updateStatus', (repository, { id, status }: { id: number; status: CareerStatus }) =>
      repository.careerApplications.updateStatus(id, status),
    ),
    remove: writeOptions(writer, 'careerApplications', 'remove', (repository, id: number) => repository.careerApplications.remove(id)),
  };
}
