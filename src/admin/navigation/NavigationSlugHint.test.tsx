import { screen, within } from '@testing-library/react';
import { buildDataset } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import type { NavigationItem } from '../../domain/navigation';
import { buildNavigationTree } from '../../domain/navigation-tree';
import { NavigationFormModal } from './NavigationFormModal';
import { navigationTexts } from './navigation-texts';

const dataset = buildDataset();
const api = setupMockApi(() => dataset);
const tree = buildNavigationTree(dataset.navigation);
const item = (slug: string) => dataset.navigation.find((candidate) => candidate.slug === slug)!;

function openForm(edited: NavigationItem | null) {
  const view = renderWithRepository(<NavigationFormModal item={edited} tree={tree} onClose={() => undefined} onSaved={() => undefined} />, {
    repository: api.repository,
  });
  const dialog = within(screen.getByRole('dialog', { name: edited ? 'Edit Navigation Item' : 'Add Navigation Item' }));
  return { ...view, slug: dialog.getByRole('textbox', { name: /^Slug/ }) };
}

describe("the navigation form's slug hint", () => {
  it('says that a new item derives its slug from the title', () => {
    const { slug } = openForm(null);
    expect(slug).toHaveAccessibleDescription(navigationTexts.slugHint);
  });

  it("gives a saved item's address and what a new slug does to it, never that it is derived", async () => {
    const { user, slug } = openForm(item('fencing'));
    expect(slug).toHaveAccessibleDescription(
      'This item links to /page/fencing. Changing the slug changes that address: links to the old one stop working.',
    );
    await user.clear(slug);
    await user.type(slug, 'fence-panels');
    expect(slug).toHaveAccessibleDescription(
      'When saved, this item links to /page/fence-panels instead of /page/fencing: links to /page/fencing stop working.',
    );
  });

  it('names the address of an item without a page of its own', () => {
    const { slug } = openForm(item('about-us'));
    expect(slug).toHaveAccessibleDescription(navigationTexts.slugAddress('/about-us'));
  });
});
