import { screen, within } from '@testing-library/react';
import { buildDataset } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import type { Page } from '../../domain/pages';
import { PageFormModal } from './PageFormModal';
import { pagesTexts } from './pages-texts';

const dataset = buildDataset();
const api = setupMockApi(() => dataset);
const pages: readonly Page[] = dataset.pages;
const fencing = pages.find((page) => page.slug === 'fencing')!;

/** The open form, once its rich-text editor (a chunk of its own) has loaded. */
async function openForm(page: Page | null) {
  const view = renderWithRepository(<PageFormModal page={page} pages={pages} onClose={() => undefined} onSaved={() => undefined} />, {
    repository: api.repository,
  });
  const dialog = within(screen.getByRole('dialog', { name: page ? 'Edit Page' : 'Add Page' }));
  await dialog.findByRole('textbox', { name: 'Content' }, { timeout: 20_000 });
  return { ...view, title: dialog.getByRole('textbox', { name: /^Title/ }), slug: dialog.getByRole('textbox', { name: /^Slug/ }) };
}

describe("the page form's slug hint", () => {
  it('says that a new page derives its slug from the title', async () => {
    const { slug } = await openForm(null);
    expect(slug).toHaveAccessibleDescription(pagesTexts.slugDerived);
  });

  it("gives a saved page's address, which editing the title does not change, and says where a new slug moves it", async () => {
    const { user, title, slug } = await openForm(fencing);
    expect(slug).toHaveAccessibleDescription(
      "The page's address is /page/fencing. Changing the slug moves the page: links to the old address stop working.",
    );
    expect(slug).not.toHaveAccessibleDescription(pagesTexts.slugDerived);

    await user.type(title, ' Panels');
    expect(slug).toHaveValue('fencing');
    expect(slug).toHaveAccessibleDescription(pagesTexts.slugAddress('/page/fencing'));

    await user.clear(slug);
    await user.type(slug, 'fence-panels');
    expect(slug).toHaveAccessibleDescription(
      'The page moves from /page/fencing to /page/fence-panels when saved: links to /page/fencing stop working.',
    );
  });
});
