import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { navigationMutations } from '../../data/mutations/navigation-mutations';
import { useWriter } from '../../data/mutations/writer';
import { useRepository } from '../../data/repository-context';
import { adminMessages } from '../../domain/messages';
import { NavigationInputSchema, type NavigationItem, type NavigationNode } from '../../domain/navigation';
import { navigationLink } from '../../domain/navigation-links';
import { flattenNavigation } from '../../domain/navigation-tree';
import { isRepositoryError } from '../../domain/repository-error';
import { isSlugTakenMessage, sameSlug, slugify } from '../../domain/slug';
import { expectedVersion } from '../shared/conflict/save-conflict';
import { domainResolver } from '../shared/form/domain-resolver';
import { CheckboxControl, SelectControl, TextControl } from '../shared/form/RecordFields';
import { RecordFormModal } from '../shared/form/RecordFormModal';
import { slugFollowsTitle } from '../shared/form/slug-follows-title';
import { useRecordForm } from '../shared/form/use-record-form';
import { TreeOptions } from '../shared/tree/TreeOptions';
import { failureMessage } from '../pages/failure-message';
import {
  NAVIGATION_ICON_CHOICES,
  navigationFormValues,
  parentOptions,
  toNavigationInput,
  validateNavigationForm,
  withSlug,
  withTitle,
  type NavigationFormValues,
} from './navigation-form';
import styles from './NavigationSection.module.css';
import { navigationTexts } from './navigation-texts';

export type NavigationFormModalProps = {
  /** The item to edit; null adds a new one. */
  item: NavigationItem | null;
  tree: readonly NavigationNode[];
  onClose: () => void;
  /** After a successful save, with the message to show and what was saved. */
  onSaved: (message: string, saved: { id: number | null; title: string; isActive: boolean }) => void;
};

/** The add/edit navigation item form (admin spec 5). */
export function NavigationFormModal({ item, tree, onClose, onSaved }: NavigationFormModalProps) {
  const repository = useRepository();
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const items = flattenNavigation(tree);
  const itemId = item?.id ?? null;
  const saving = useMutation(navigationMutations(useWriter()).save);
  const record = useRecordForm<NavigationItem, NavigationFormValues>({
    record: item,
    toValues: (loaded) => navigationFormValues(loaded ?? undefined),
    // The domain's navigation rules over what would be saved, after the form's own (slug taken, parent cycle, order).
    resolver: domainResolver(NavigationInputSchema, {
      toInput: (values) => toNavigationInput(values, item ?? undefined),
      fieldOf: { parent_id: 'parentId', order_index: 'orderIndex' },
      rules: (values) => validateNavigationForm(values, items, itemId),
    }),
    mutation: saving,
    save: async (values, { loaded, overwrite }) => {
      const input = toNavigationInput(values, item ?? undefined);
      const result = await saving.mutateAsync({
        id: loaded?.id ?? null,
        input: { ...input, expected_version: expectedVersion('navigation', loaded, overwrite) },
      });
      onSaved(item ? adminMessages.navigation.updated : adminMessages.navigation.created, {
        id: item?.id ?? result.id ?? null,
        title: input.title,
        isActive: input.is_active,
      });
    },
    reload: async (loaded) =>
      flattenNavigation(await repository.navigation.tree({ includeInactive: true })).find((node) => node.id === loaded.id) ?? null,
    failure: (error) =>
      // Another item took the slug since the menu was read: said at the field, as the form says it.
      isRepositoryError(error) && isSlugTakenMessage(error.message)
        ? { field: 'slug', text: error.message }
        : { text: failureMessage(error, adminMessages.navigation.saveFailed, adminMessages.navigation.saveError) },
    draft: { form: 'navigation', record: item?.id },
  });
  const { form } = record;
  const [slug, parentId, hasPage] = useWatch({ control: form.control, name: ['slug', 'parentId', 'hasPage'] });
  const slugs = slugFollowsTitle(form, {
    withTitle: (values, title) => withTitle(values, title, items, itemId),
    withSlug,
  });

  return (
    <RecordFormModal
      record={record}
      title={item ? navigationTexts.editTitle : navigationTexts.addTitle}
      submitLabel={navigationTexts.save}
      maxWidth={640}
      onClose={onClose}
    >
      <TextControl form={form} name="title" id={field('title')} label="Title" required onChange={slugs.onTitle} />
      <TextControl
        form={form}
        name="slug"
        id={field('slug')}
        label="Slug"
        required
        hint={slugHintOf(item, { slug, parentId, hasPage }, items)}
        onChange={slugs.onSlug}
      />
      <div className={styles.formRow}>
        <SelectControl form={form} name="parentId" id={field('parent')} label="Parent">
          <TreeOptions none={navigationTexts.noParent} options={parentOptions(tree, itemId)} />
        </SelectControl>
        <TextControl form={form} name="orderIndex" id={field('order')} label="Order Index" type="number" hint={navigationTexts.orderIndexHint} />
        <SelectControl form={form} name="icon" id={field('icon')} label="Icon">
          {NAVIGATION_ICON_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectControl>
      </div>
      <div className={styles.checkboxes}>
        <CheckboxControl form={form} name="isActive" label={navigationTexts.active} className={styles.checkbox} />
        <CheckboxControl form={form} name="hasPage" label={navigationTexts.hasPage} className={styles.checkbox} />
      </div>
    </RecordFormModal>
  );
}

/**
 * The slug's hint. A new item's slug follows its title until edited; a saved item's slug is part of the address it
 * links to (its title no longer changes it), so the hint says that address and that changing it breaks old links.
 */
function slugHintOf(
  item: NavigationItem | null,
  values: Pick<NavigationFormValues, 'slug' | 'parentId' | 'hasPage'>,
  items: readonly NavigationItem[],
): string {
  if (!item) return navigationTexts.slugHint;
  const parentOf = (id: number | null) => items.find((candidate) => candidate.id === id) ?? null;
  const before = navigationLink(item, parentOf(item.parent_id));
  if (before.kind !== 'internal') return navigationTexts.slugKept;
  const typed = slugify(values.slug);
  if (typed === '' || sameSlug(typed, item.slug)) return navigationTexts.slugAddress(before.to);
  const after = navigationLink({ ...item, slug: typed, has_page: values.hasPage }, parentOf(values.parentId === '' ? null : Number(values.parentId)));
  return after.kind === 'internal' && after.to !== before.to ? navigationTexts.slugMoved(before.to, after.to) : navigationTexts.slugAddress(before.to);
}
