import { useMutation, useQuery } from '@tanstack/react-query';
import { companyMutations } from '../../data/mutations/company-mutations';
import { useWriter } from '../../data/mutations/writer';
import { useRepository } from '../../data/repository-context';
import { contactContentQueryOptions } from '../../data/queries/content-queries';
import { versionOf } from '../../domain/record-version';
import { ContactContentSchema } from '../../domain/company';
import { readAgain } from './content-feedback';
import { contentTexts } from './content-texts';
import { ContentForm, type ContentFieldGroup } from './ContentForm';
import { ResourceView } from './ResourceView';

const groups: ContentFieldGroup[] = [
  {
    fields: [
      { key: 'title', label: 'Title' },
      { key: 'subtitle', label: 'Subtitle' },
      { key: 'address', label: 'Address', multiline: true, hint: contentTexts.addressHint },
      { key: 'phone', label: 'Phone' },
      { key: 'email', label: 'Email' },
      { key: 'office_hours', label: 'Office Hours' },
      // Kept as plain text: the embed code is never rendered as HTML in the back office.
      { key: 'map_embed', label: 'Map Embed', multiline: true, hint: contentTexts.mapEmbedHint },
    ],
  },
];

/** Contact Us Content tab: the contact page's texts (admin spec 3). */
export function ContactContentTab() {
  const repository = useRepository();
  const resource = useQuery(contactContentQueryOptions(repository));
  const save = useMutation(companyMutations(useWriter()).contactContent);
  return (
    <ResourceView resource={resource} what="contact content">
      {(content) => (
        <ContentForm
          idPrefix="contact"
          groups={groups}
          initial={content}
          schema={ContactContentSchema}
          versionOf={(values) => versionOf('contactContent', { ...content, ...values })}
          mutation={save}
          save={(values, expected) => save.mutateAsync({ ...content, ...values, expected_version: expected })}
          reload={() => readAgain(() => resource.refetch())}
          draft={{ form: 'contact-content', record: 'main' }}
        />
      )}
    </ResourceView>
  );
}
