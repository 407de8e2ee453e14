import { buildDataset, buildNavigationItem } from '../../../tests/support/builders';
import { NAVIGATION_ICONS } from '../../domain/constants';
import { ruleMessages } from '../../domain/messages';
import { buildNavigationTree } from '../../domain/navigation-tree';
import {
  NAVIGATION_ICON_CHOICES,
  navigationFormValues,
  parentOptions,
  toNavigationInput,
  validateNavigationForm,
  withSlug,
  withTitle,
} from './navigation-form';

const items = buildDataset().navigation;
const tree = buildNavigationTree(items);

describe('the navigation item form', () => {
  it('offers exactly the icon choices of the specification', () => {
    expect(NAVIGATION_ICON_CHOICES.map((choice) => choice.value)).toEqual([...NAVIGATION_ICONS]);
    expect(NAVIGATION_ICON_CHOICES.find((choice) => choice.value === 'about us')?.label).toBe('About Us');
  });

  it('derives the slug from the title until the slug is typed by hand', () => {
    let values = withTitle(navigationFormValues(), 'Cattle Yards & Pens');
    expect(values.slug).toBe('cattle-yards-pens');
    values = withSlug(values, 'yards');
    expect(withTitle(values, 'Sheep Yards').slug).toBe('yards');
    expect(withTitle(withSlug(values, ''), 'Sheep Yards').slug).toBe('sheep-yards');
  });

  it('requires a title, a slug and a whole order index', () => {
    const values = { ...navigationFormValues(), orderIndex: '1.5' };
    expect(validateNavigationForm(values, items, null)).toEqual({
      title: ruleMessages.required('Title'),
      slug: ruleMessages.required('Slug'),
      orderIndex: 'Order index must be a whole number',
    });
  });

  it('refuses the item itself or one of its descendants as its parent', () => {
    const manufacturing = items.find((item) => item.id === 5)!;
    const values = navigationFormValues(manufacturing);
    expect(validateNavigationForm({ ...values, parentId: '5' }, items, 5).parentId).toBe(ruleMessages.parentIsSelf);
    expect(validateNavigationForm({ ...values, parentId: '7' }, items, 5).parentId).toBe(ruleMessages.parentIsSelf);
    expect(validateNavigationForm({ ...values, parentId: '2' }, items, 5).parentId).toBeUndefined();
  });

  it('lists parent options in tree order without the item and its descendants', () => {
    expect(parentOptions(tree, 5).map((option) => option.title)).toEqual(['Home', 'About Us', 'Vision & Mission', 'Our Team', 'Archive']);
    expect(parentOptions(tree, null).find((option) => option.title === 'Chain Link Fencing')?.depth).toBe(2);
  });

  it('keeps the stored link fields the form does not show', () => {
    const item = buildNavigationItem({ id: 9, title: 'Catalogue', slug: 'catalogue', url: '/catalogue', external_url: 'https://example.com' });
    const input = toNavigationInput({ ...navigationFormValues(item), orderIndex: '4', icon: 'tools' }, item);
    expect(input).toEqual({
      title: 'Catalogue',
      slug: 'catalogue',
      url: '/catalogue',
      external_url: 'https://example.com',
      icon: 'tools',
      parent_id: null,
      order_index: 4,
      is_active: true,
      has_page: false,
    });
  });
});
