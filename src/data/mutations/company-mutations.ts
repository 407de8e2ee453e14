import type { AboutContent, ContactContent, HomepageContent } from '../../domain/company';
import type { Versioned } from '../../domain/record-version';
import { crudMutations, writeOptions } from './write-options';
import type { Writer } from './writer';

/** The company content's writes: the three content texts (each with `expected_version`) and the About Us lists. */
export function companyMutations(writer: Writer) {
  return {
    about: writeOptions(writer, 'about', 'update', (repository, content: Versioned<AboutContent>) => repository.about.update(content)),
    homepageContent: writeOptions(writer, 'homepageContent', 'update', (repository, content: Versioned<HomepageContent>) =>
      repository.homepageContent.update(content),
    ),
    contactContent: writeOptions(writer, 'contactContent', 'update', (repository, content: Versioned<ContactContent>) =>
      repository.contactContent.update(content),
    ),
  };
}

/** The team members' writes: create, update, save (create or update), remove. */
export function teamMutations(writer: Writer) {
  return crudMutations(writer, 'team');
}

/** The infrastructure items' writes. */
export function infrastructureMutations(writer: Writer) {
  return crudMutations(writer, 'infrastructure');
}

/** The certifications' writes. */
export function certificationMutations(writer: Writer) {
  return crudMutations(writer, 'certifications');
}
