import { describe, expect, it } from 'vitest';
import { buildNavigationTree } from '../../domain/navigation-tree';
import { buildNavigationItem } from '../../../tests/support/builders';
import { findRelatedPages, relatedHeading } from './related-pages';

const tree = buildNavigationTree([
  buildNavigationItem({ id: 1, title: 'Home', slug: 'home', order_index: 1 }),
  buildNavigationItem({ id: 5, title: 'Manufacturing', slug: 'manufacturing', order_index: 2 }),
  buildNavigationItem({ id: 6, title: 'Fencing', slug: 'fencing', parent_id: 5, order_index: 1 }),
  buildNavigationItem({ id: 7, title: 'Fasteners', slug: 'fasteners', parent_id: 5, order_index: 2 }),
  buildNavigationItem({ id: 8, title: 'Hidden', slug: 'hidden', parent_id: 5, order_index: 3, is_active: false }),
  buildNavigationItem({ id: 9, title: 'Chain Link', slug: 'chain-link', parent_id: 6, order_index: 1 }),
  buildNavigationItem({ id: 10, title: 'Sourcing', slug: 'sourcing', order_index: 3 }),
  buildNavigationItem({ id: 11, title: 'Fencing (sourced)', slug: 'fencing', parent_id: 10, order_index: 1 }),
]);

const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('findRelatedPages', () => {
  it('lists the active siblings of the current item', () => {
    const related = findRelatedPages(tree, { target: 'fencing', parentHint: undefined });
    expect(related.current?.id).toBe(6);
    expect(related.parent?.title).toBe('Manufacturing');
    expect(titles(related.items)).toEqual(['Fencing', 'Fasteners']);
  });

  it('finds the menu item of a slug stored in another case', () => {
    const imported = buildNavigationTree([
      buildNavigationItem({ id: 20, title: 'Gates', slug: 'Gates', order_index: 1 }),
      buildNavigationItem({ id: 21, title: 'Swing Gates', slug: 'Swing-Gates', parent_id: 20, order_index: 1 }),
    ]);
    expect(findRelatedPages(imported, { target: 'swing-gates', parentHint: 'gates' }).current?.id).toBe(21);
  });

  it('prefers the item under the parent the route names', () => {
    const related = findRelatedPages(tree, { target: 'fencing', parentHint: 'sourcing' });
    expect(related.current?.id).toBe(11);
    expect(titles(related.items)).toEqual(['Fencing (sourced)']);
  });

  it('lists the children of a top-level item', () => {
    const related = findRelatedPages(tree, { target: 'manufacturing', parentHint: undefined });
    expect(related.current?.id).toBe(5);
    expect(related.parent).toBeNull();
    expect(titles(related.items)).toEqual(['Fencing', 'Fasteners']);
  });

  it('lists the items under the route parent when the menu lacks the page', () => {
    const related = findRelatedPages(tree, { target: 'unknown', parentHint: 'manufacturing' });
    expect(related.current).toBeNull();
    expect(related.parent?.title).toBe('Manufacturing');
    expect(titles(related.items)).toEqual(['Fencing', 'Fasteners']);
  });

  it('finds nothing for a page the menu does not know', () => {
    expect(findRelatedPages(tree, { target: 'unknown', parentHint: undefined }).items).toEqual([]);
    expect(findRelatedPages(tree, { target: 'hidden', parentHint: undefined }).items).toEqual([]);
    expect(findRelatedPages(tree, { target: undefined, parentHint: undefined }).items).toEqual([]);
  });
});

describe('relatedHeading', () => {
  it('uses the page title, else the current item, else its parent, else the fallback', () => {
    const current = findRelatedPages(tree, { target: 'fencing', parentHint: undefined });
    const orphan = findRelatedPages(tree, { target: 'unknown', parentHint: 'manufacturing' });
    const none = findRelatedPages(tree, { target: 'unknown', parentHint: undefined });
    expect(relatedHeading('Fencing Systems', current, 'Related Products')).toBe('Fencing Systems');
    expect(relatedHeading(undefined, current, 'Related Products')).toBe('Fencing');
    expect(relatedHeading(undefined, orphan, 'Related Products')).toBe('Manufacturing');
    expect(relatedHeading(undefined, none, 'Related Products')).toBe('Related Products');
  });
});
