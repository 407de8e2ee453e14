import { useId, useRef, useState, type FormEvent } from 'react';
import { useRepository } from '../../data/repository-context';
import { adminMessages } from '../../domain/messages';
import type { NavigationItem, NavigationNode } from '../../domain/navigation';
import { navigationLink } from '../../domain/navigation-links';
import { flattenNavigation } from '../../domain/navigation-tree';
import { isRepositoryError } from '../../domain/repository-error';
import { isSlugTakenMessage, sameSlug, slugify } from '../../domain/slug';
import { Alert } from '../../ui/Alert';
import { fieldAria, FormField } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';
import { focusWhenPresent } from '../../ui/use-heading-focus';
import { ConflictNotice } from '../shared/conflict/ConflictNotice';
import { expectedVersion, isConflictError } from '../shared/conflict/save-conflict';
import { treeOptionLabel } from '../shared/tree/tree-option';
import { differs, useUnsavedChanges } from '../shared/unsaved/unsaved-changes';
import { failureMessage } from '../pages/failure-message';
import {
  NAVIGATION_ICON_CHOICES,
  navigationFormValues,
  parentOptions,
  toNavigationInput,
  validateNavigationForm,
  withSlug,
  withTitle,
  type NavigationFormErrors,
  type NavigationFormValues,
} from './navigation-form';
import styles from './NavigationSection.module.css';
import { navigationTexts } from './navigation-texts';

export type NavigationFormModalProps = {
  /** The item to edit; null adds a new one. */
  item: NavigationItem | null;
  tree: readonly NavigationNode[];
  onClose: () => void;
  /** Called with the documented success text after a save. */
  /** After a successful save, with the message to show and what was saved. */
  onSaved: (message: string, saved: { id: number | null; title: string; isActive: boolean }) => void;
};

/** The add/edit navigation item form (admin spec 5). */
export function NavigationFormModal({ item, tree, onClose, onSaved }: NavigationFormModalProps) {
  const repository = useRepository();
  const id = useId();
  const [values, setValues] = useState(() => navigationFormValues(item ?? undefined));
  const [errors, setErrors] = useState<NavigationFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The item as this form loaded it: saving over a newer version (another tab) is refused as a conflict.
  const [loaded, setLoaded] = useState(item);
  const [conflict, setConflict] = useState(false);
  const conflictBox = useRef<HTMLDivElement>(null);
  // Closing the dialog with changes asks first (useUnsavedChanges); so does leaving the section.
  const unsaved = useUnsavedChanges(differs(values, navigationFormValues(loaded ?? undefined)));
  const close = () => unsaved.confirmDiscard(onClose);
  const items = flattenNavigation(tree);
  const itemId = item?.id ?? null;
  const field = (name: string) => `${id}-${name}`;

  const update = (next: NavigationFormValues) => {
    setValues(next);
    // After a first save attempt the errors follow the input, so a fixed field stops being flagged at once.
    if (submitted) setErrors(validateNavigationForm(next, items, itemId));
  };

  const submit = async (event: FormEvent | null, overwrite = false) => {
    event?.preventDefault();
    setSubmitted(true);
    const found = validateNavigationForm(values, items, itemId);
    setErrors(found);
    const firstInvalid = (['title', 'slug', 'parentId', 'orderIndex'] as const).find((name) => found[name]);
    if (firstInvalid) {
      document.getElementById(field({ title: 'title', slug: 'slug', parentId: 'parent', orderIndex: 'order' }[firstInvalid]))?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    setConflict(false);
    try {
      const input = toNavigationInput(values, item ?? undefined);
      const result = loaded
        ? await repository.navigation.update(loaded.id, { ...input, expected_version: expectedVersion('navigation', loaded, overwrite) })
        : await repository.navigation.create(input);
      onSaved(item ? adminMessages.navigation.updated : adminMessages.navigation.created, {
        id: item?.id ?? result.id ?? null,
        title: input.title,
        isActive: input.is_active,
      });
    } catch (error) {
      if (isConflictError(error)) {
        setConflict(true);
        // The notice stays in the dialog and offers the next step: focus goes to it.
        focusWhenPresent(() => conflictBox.current);
      } else if (isRepositoryError(error) && isSlugTakenMessage(error.message)) {
        // Another item took the slug since the menu was read: said at the field, as the form says it.
        setErrors({ slug: error.message });
        document.getElementById(field('slug'))?.focus();
      } else setFailure(failureMessage(error, adminMessages.navigation.saveFailed, adminMessages.navigation.saveError));
      setBusy(false);
    }
  };

  /** Loads the stored item into the form (the unsaved edits are replaced by it). */
  const reload = async () => {
    if (!loaded) return;
    setBusy(true);
    try {
      const fresh = flattenNavigation(await repository.navigation.tree({ includeInactive: true })).find((node) => node.id === loaded.id);
      if (fresh) {
        setLoaded(fresh);
        setValues(navigationFormValues(fresh));
        setErrors({});
        setConflict(false);
      } else setFailure(adminMessages.navigation.saveFailed(adminMessages.conflict.gone));
    } catch (error) {
      setFailure(failureMessage(error, adminMessages.navigation.saveFailed, adminMessages.navigation.saveError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Modal
        open
        onClose={busy ? () => undefined : close}
        title={item ? navigationTexts.editTitle : navigationTexts.addTitle}
        maxWidth={640}
        footer={
          <>
            <button type="button" className="btn btn--secondary" onClick={close} disabled={busy}>
              {navigationTexts.cancel}
            </button>
            <button type="submit" form={field('form')} className="btn btn--primary" disabled={busy}>
              {busy ? navigationTexts.saving : navigationTexts.save}
            </button>
          </>
        }
      >
        <form id={field('form')} onSubmit={(event) => void submit(event)} noValidate>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          {conflict ? (
            <div ref={conflictBox}>
              <ConflictNotice busy={busy} onReload={() => void reload()} onOverwrite={() => void submit(null, true)} />
            </div>
          ) : null}
          <FormField id={field('title')} label="Title" required error={errors.title}>
            <input
              {...fieldAria(field('title'), { error: errors.title })}
              type="text"
              required
              className="form-control"
              value={values.title}
              onChange={(event) => update(withTitle(values, event.target.value, items, itemId))}
            />
          </FormField>
          <FormField id={field('slug')} label="Slug" required error={errors.slug} hint={slugHintOf(item, values, items)}>
            <input
              {...fieldAria(field('slug'), { error: errors.slug, hint: true })}
              type="text"
              required
              className="form-control"
              value={values.slug}
              onChange={(event) => update(withSlug(values, event.target.value))}
            />
          </FormField>
          <div className={styles.formRow}>
            <FormField id={field('parent')} label="Parent" error={errors.parentId}>
              <select
                {...fieldAria(field('parent'), { error: errors.parentId })}
                className="form-control"
                value={values.parentId}
                onChange={(event) => update({ ...values, parentId: event.target.value })}
              >
                <option value="">{navigationTexts.noParent}</option>
                {parentOptions(tree, itemId).map((option) => (
                  <option key={option.id} value={String(option.id)}>
                    {treeOptionLabel(option)}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id={field('order')} label="Order Index" error={errors.orderIndex} hint={navigationTexts.orderIndexHint}>
              <input
                {...fieldAria(field('order'), { error: errors.orderIndex, hint: navigationTexts.orderIndexHint })}
                type="number"
                step={1}
                className="form-control"
                value={values.orderIndex}
                onChange={(event) => update({ ...values, orderIndex: event.target.value })}
              />
            </FormField>
            <FormField id={field('icon')} label="Icon">
              <select
                {...fieldAria(field('icon'))}
                className="form-control"
                value={values.icon}
                onChange={(event) => {
                  const choice = NAVIGATION_ICON_CHOICES.find((option) => option.value === event.target.value);
                  if (choice) update({ ...values, icon: choice.value });
                }}
              >
                {NAVIGATION_ICON_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <div className={styles.checkboxes}>
            <label className={styles.checkbox}>
              <input type="checkbox" checked={values.isActive} onChange={(event) => update({ ...values, isActive: event.target.checked })} />
              {navigationTexts.active}
            </label>
            <label className={styles.checkbox}>
              <input type="checkbox" checked={values.hasPage} onChange={(event) => update({ ...values, hasPage: event.target.checked })} />
              {navigationTexts.hasPage}
            </label>
          </div>
        </form>
      </Modal>
      {unsaved.prompt}
    </>
  );
}

/**
 * The slug's hint. A new item's slug follows its title until edited; a saved item's slug is part of the address it
 * links to (its title no longer changes it), so the hint says that address and that changing it breaks old links.
 */
function slugHintOf(item: NavigationItem | null, values: NavigationFormValues, items: readonly NavigationItem[]): string {
  if (!item) return navigationTexts.slugHint;
  const parentOf = (id: number | null) => items.find((candidate) => candidate.id === id) ?? null;
  const before = navigationLink(item, parentOf(item.parent_id));
  if (before.kind !== 'internal') return navigationTexts.slugKept;
  const typed = slugify(values.slug);
  if (typed === '' || sameSlug(typed, item.slug)) return navigationTexts.slugAddress(before.to);
  const after = navigationLink({ ...item, slug: typed, has_page: values.hasPage }, parentOf(values.parentId === '' ? null : Number(values.parentId)));
  return after.kind === 'internal' && after.to !== before.to ? navigationTexts.slugMoved(before.to, after.to) : navigationTexts.slugAddress(before.to);
}
