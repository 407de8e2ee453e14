import type { SeoSettingsInput } from '../../domain/seo';
import { writeOptions } from './write-options';
import type { Writer } from './writer';

/** The SEO settings' write: one page type's settings (send `expected_version`, the version the form loaded). */
export function seoMutations(writer: Writer) {
  return {
    update: writeOptions(writer, 'seo', 'update', (repository, input: SeoSettingsInput) => repository.seo.update(input)),
  };
}
