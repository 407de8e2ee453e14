import type { TreeOption } from '../shared/tree/tree-option';
import { NAVIGATION_ICONS } from '../../domain/constants';
import { ruleMessages } from '../../domain/messages';
import type { NavigationInput, NavigationItem, NavigationNode } from '../../domain/navigation';
import { isValidNavigationParent } from '../../domain/navigation-tree';
import { navigationSlugProblem, uniqueSlug } from '../../domain/slug';
import { navigationTexts } from './navigation-texts';

export type NavigationIcon = (typeof NAVIGATION_ICONS)[number];

/** The icon choices of admin spec 5, in its order, with a readable label each. */
export const NAVIGATION_ICON_CHOICES: ReadonlyArray<{ value: NavigationIcon; label: string }> = NAVIGATION_ICONS.map((value) => ({
  value,
  label: value.replace(/\b\w/g, (letter) => letter.toUpperCase()),
}));

const isIcon = (value: string): value is NavigationIcon => (NAVIGATION_ICONS as readonly string[]).includes(value);

export type NavigationFormValues = {
  title: string;
  slug: string;
  /** True once the user typed a slug of their own: the title then no longer rewrites it. */
  slugEdited: boolean;
  parentId: string;
  orderIndex: string;
  icon: NavigationIcon;
  isActive: boolean;
  hasPage: boolean;
};

export type NavigationFormErrors = Partial<Record<'title' | 'slug' | 'parentId' | 'orderIndex', string>>;

/** A new item starts at the top level (or under `parentId`); an existing item keeps its stored slug. */
export function navigationFormValues(item?: NavigationItem, parentId: number | null = null): NavigationFormValues {
  if (!item) {
    return {
      title: '',
      slug: '',
      slugEdited: false,
      parentId: parentId === null ? '' : String(parentId),
      orderIndex: '0',
      icon: 'none',
      isActive: true,
      hasPage: false,
    };
  }
  return {
    title: item.title,
    slug: item.slug,
    slugEdited: item.slug !== '',
    parentId: item.parent_id === null ? '' : String(item.parent_id),
    orderIndex: String(item.order_index),
    icon: isIcon(item.icon) ? item.icon : 'none',
    isActive: item.is_active,
    hasPage: item.has_page,
  };
}

/** While it follows the title the slug is numbered past the other items' (`fencing-2`), as WordPress does. */
export function withTitle(
  values: NavigationFormValues,
  title: string,
  items: readonly NavigationItem[] = [],
  itemId: number | null = null,
): NavigationFormValues {
  return { ...values, title, slug: values.slugEdited ? values.slug : uniqueSlug(title, items, itemId) };
}

/** A slug typed by hand stops the derivation; clearing it starts the derivation again. */
export function withSlug(values: NavigationFormValues, slug: string): NavigationFormValues {
  return { ...values, slug, slugEdited: slug !== '' };
}

export function validateNavigationForm(
  values: NavigationFormValues,
  items: readonly NavigationItem[],
  itemId: number | null,
): NavigationFormErrors {
  const errors: NavigationFormErrors = {};
  if (values.title.trim() === '') errors.title = ruleMessages.required('Title');
  if (values.slug.trim() === '') errors.slug = ruleMessages.required('Slug');
  // The store refuses a slug another item has; the form says so at the field, with the same rule and words.
  const taken = values.slug.trim() === '' ? null : navigationSlugProblem(values.slug, items, itemId);
  if (taken) errors.slug = taken;
  if (!/^-?\d+$/.test(values.orderIndex.trim())) errors.orderIndex = navigationTexts.orderIndexInvalid;
  const parentId = values.parentId === '' ? null : Number(values.parentId);
  if (!isValidNavigationParent(items, itemId, parentId)) errors.parentId = ruleMessages.parentIsSelf;
  return errors;
}

/** The form as the store takes it; the link fields the form does not show are kept as stored. */
export function toNavigationInput(values: NavigationFormValues, item?: NavigationItem): NavigationInput {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    url: item?.url ?? '',
    external_url: item?.external_url ?? '',
    icon: values.icon,
    parent_id: values.parentId === '' ? null : Number(values.parentId),
    order_index: Number(values.orderIndex.trim()),
    is_active: values.isActive,
    has_page: values.hasPage,
  };
}

export type ParentOption = TreeOption;

/** Every item that may become the parent, in tree order with its depth: never the item itself or a descendant. */
export function parentOptions(tree: readonly NavigationNode[], itemId: number | null): ParentOption[] {
  const flat: ParentOption[] = [];
  const items: NavigationItem[] = [];
  const walk = (nodes: readonly NavigationNode[], depth: number) => {
    for (const node of nodes) {
      flat.push({ id: node.id, title: node.title, depth });
      items.push(node);
      walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  return flat.filter((option) => isValidNavigationParent(items, itemId, option.id));
}
