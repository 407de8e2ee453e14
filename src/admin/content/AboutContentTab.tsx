import { useMutation, useQuery } from '@tanstack/react-query';
import { companyMutations } from '../../data/mutations/company-mutations';
import { useWriter } from '../../data/mutations/writer';
import { useRepository } from '../../data/repository-context';
import { aboutContentQueryOptions } from '../../data/queries/content-queries';
import { versionOf } from '../../domain/record-version';
import { ContentLivePreview } from '../shared/preview/form-previews';
import { AboutContentSchema } from '../../domain/company';
import { readAgain } from './content-feedback';
import { ContentForm, type ContentFieldGroup } from './ContentForm';
import { certificationConfig, infrastructureConfig, teamConfig } from './entity-configs';
import { EntityListEditor } from './EntityListEditor';
import { ResourceView } from './ResourceView';
import styles from './ContentSection.module.css';

const groups: ContentFieldGroup[] = [
  {
    fields: [
      { key: 'title', label: 'Title' },
      { key: 'subtitle', label: 'Subtitle' },
      { key: 'description', label: 'Description', multiline: true },
      { key: 'mission', label: 'Mission', multiline: true },
      { key: 'vision', label: 'Vision', multiline: true },
      { key: 'values_text', label: 'Values', multiline: true },
      { key: 'team_title', label: 'Team Title' },
      { key: 'team_description', label: 'Team Description', multiline: true },
    ],
  },
];

/** Every field's key, for the live preview. */
const FIELD_KEYS = groups.flatMap((group) => group.fields.map((field) => field.key));

/**
 * About Us Content tab: the main texts, then the Leadership Team, Our Infrastructure and Certifications & Standards
 * lists (admin spec 2), all loaded when the tab opens.
 */
export function AboutContentTab() {
  const repository = useRepository();
  const resource = useQuery(aboutContentQueryOptions(repository));
  const save = useMutation(companyMutations(useWriter()).about);
  return (
    <>
      <section className={styles.listSection} aria-labelledby="content-about-main-heading">
        <h3 id="content-about-main-heading">Main Content</h3>
        <ResourceView resource={resource} what="about content">
          {(content) => (
            <ContentForm
              idPrefix="about"
              groups={groups}
              initial={content}
              schema={AboutContentSchema}
              versionOf={(values) => versionOf('aboutContent', { ...content, ...values })}
              mutation={save}
              save={(values, expected) => save.mutateAsync({ ...content, ...values, expected_version: expected })}
              reload={() => readAgain(() => resource.refetch())}
              draft={{ form: 'about-content', record: 'main' }}
              preview={(form) => <ContentLivePreview kind="about" form={form} keys={FIELD_KEYS} />}
            />
          )}
        </ResourceView>
      </section>
      <EntityListEditor config={teamConfig} />
      <EntityListEditor config={infrastructureConfig} />
      <EntityListEditor config={certificationConfig} />
    </>
  );
}
