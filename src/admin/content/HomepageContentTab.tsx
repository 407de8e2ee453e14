import { useMutation, useQuery } from '@tanstack/react-query';
import { companyMutations } from '../../data/mutations/company-mutations';
import { useWriter } from '../../data/mutations/writer';
import { useRepository } from '../../data/repository-context';
import { homepageContentQueryOptions } from '../../data/queries/content-queries';
import { HomepageContentSchema, type HomepageContent } from '../../domain/company';
import { versionOf } from '../../domain/record-version';
import { ContentLivePreview } from '../shared/preview/form-previews';
import { readAgain } from './content-feedback';
import { contentTexts } from './content-texts';
import { ContentForm, type ContentFieldGroup } from './ContentForm';
import { ResourceView } from './ResourceView';

const SECTIONS = ['hero', 'products', 'about', 'services', 'cta'] as const satisfies ReadonlyArray<keyof HomepageContent>;
const PARTS = ['title', 'subtitle', 'description'] as const;
const PART_LABELS = { title: 'Title', subtitle: 'Subtitle', description: 'Description' } as const;

// Each homepage section is a fieldset of its own; the form keys its fields "section.part".
const groups: ContentFieldGroup[] = SECTIONS.map((section) => ({
  legend: contentTexts.homepageSections[section],
  hint: section === 'hero' ? contentTexts.heroHint : undefined,
  fields: PARTS.map((part) => ({ key: `${section}.${part}`, label: PART_LABELS[part], multiline: part === 'description' })),
}));

/** Every field's key, for the live preview. */
const FIELD_KEYS = groups.flatMap((group) => group.fields.map((field) => field.key));

// The form edits the record itself (its fields are "section.part" paths); a save sends the five sections only.
const toContent = (values: HomepageContent): HomepageContent => {
  const section = (name: (typeof SECTIONS)[number]) => ({
    title: values[name]?.title ?? '',
    subtitle: values[name]?.subtitle ?? '',
    description: values[name]?.description ?? '',
  });
  return { hero: section('hero'), products: section('products'), about: section('about'), services: section('services'), cta: section('cta') };
};

/** Homepage Content tab: hero, products, about, services and call-to-action texts (admin spec 3). */
export function HomepageContentTab() {
  const repository = useRepository();
  const resource = useQuery(homepageContentQueryOptions(repository));
  const save = useMutation(companyMutations(useWriter()).homepageContent);
  return (
    <ResourceView resource={resource} what="homepage content">
      {(content) => (
        <ContentForm
          idPrefix="homepage"
          groups={groups}
          initial={content}
          schema={HomepageContentSchema}
          versionOf={(values) => versionOf('homepageContent', toContent(values))}
          mutation={save}
          save={(values, expected) => save.mutateAsync({ ...toContent(values), expected_version: expected })}
          reload={() => readAgain(() => resource.refetch())}
          draft={{ form: 'homepage-content', record: 'main' }}
          preview={(form) => <ContentLivePreview kind="homepage" form={form} keys={FIELD_KEYS} />}
        />
      )}
    </ResourceView>
  );
}
