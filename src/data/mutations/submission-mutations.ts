import type { BrochureRequestInput, ContactStatus, ContactSubmissionInput } from '../../domain/submissions';
import { writeOptions } from './write-options';
import type { Writer } from './writer';

/** The contact messages' writes: a visitor's message, and the back office's status change and delete. */
export function contactSubmissionMutations(writer: Writer) {
  return {
    submit: writeOptions(writer, 'contactSubmissions', 'submit', (repository, input: ContactSubmissionInput) => repository.contactSubmissions.submit(input)),
    updateStatus: writeOptions(writer, 'contactSubmissions', 'updateStatus', (repository, { id, status }: { id: number; status: ContactStatus }) =>
      repository.contactSubmissions.updateStatus(id, status),
    ),
    remove: writeOptions(writer, 'contactSubmissions', 'remove', (repository, id: number) => repository.contactSubmissions.remove(id)),
  };
}

/** A visitor's brochure request. */
export function brochureRequestMutations(writer: Writer) {
  return {
    submit: writeOptions(writer, 'brochureRequests', 'submit', (repository, input: BrochureRequestInput) => repository.brochureRequests.submit(input)),
  };
}
