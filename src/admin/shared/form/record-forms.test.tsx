import { act, configure, screen, within } from '@testing-library/react';
import { buildDataset } from '../../../../tests/support/builders';
import { setupMockApi } from '../../../../tests/support/mock-api';
import { renderWithRepository } from '../../../../tests/support/render-app';
import { adminMessages, ruleMessages } from '../../../domain/messages';
import { flattenNavigation } from '../../../domain/navigation-tree';
import { NoticeRegion } from '../../../ui/NoticeRegion';
import { resetNotices } from '../../../ui/notices';
import { NavigationFormModal } from '../../navigation/NavigationFormModal';
import { navigationTexts } from '../../navigation/navigation-texts';
import { PageFormModal } from '../../pages/PageFormModal';
import { SliderItemModal } from '../../slider/SliderItemModal';
import { hasUnsavedChanges, unsavedTexts } from '../unsaved/unsaved-changes';

const dataset = buildDataset();
const api = setupMockApi(() => dataset);
const fencing = dataset.pages.find((page) => page.slug === 'fencing')!;
beforeAll(() => configure({ asyncUtilTimeout: 8000 }));
afterEach(() => act(() => resetNotices()));

const prompt = () => screen.queryByRole('alertdialog', { name: unsavedTexts.title });

async function openPage(page = fencing, onClose = vi.fn()) {
  const view = renderWithRepository(<PageFormModal page={page} pages={dataset.pages} onClose={onClose} onSaved={() => undefined} />, {
    repository: api.repository,
  });
  const dialog = within(screen.getByRole('dialog', { name: page ? 'Edit Page' : 'Add Page' }));
  // Its rich-text editor is a chunk of its own.
  await dialog.findByRole('textbox', { name: 'Content' }, { timeout: 20_000 });
  return { ...view, dialog, onClose };
}

async function openNavigation(onClose = vi.fn()) {
  const tree = await api.store.navigation.tree();
  const view = renderWithRepository(<NavigationFormModal item={null} tree={tree} onClose={onClose} onSaved={() => undefined} />, {
    repository: api.repository,
  });
  return { ...view, dialog: within(screen.getByRole('dialog', { name: 'Add Navigation Item' })), onClose };
}

describe('the record forms: changes feed the unsaved-changes guard', { timeout: 60_000 }, () => {
  it("a page: the editor's own spelling of the loaded content is no change; a typed title is, and Cancel asks", async () => {
    const { user, dialog, onClose } = await openPage();
    expect(hasUnsavedChanges()).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(prompt()).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(dialog.getByRole('textbox', { name: /^Title/ }), ' Panels');
    expect(hasUnsavedChanges()).toBe(true);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(prompt()).toHaveTextContent(unsavedTexts.message);
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(prompt()!).getByRole('button', { name: unsavedTexts.discard }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('a navigation item: a change undone by hand is no change any more', async () => {
    const { user, dialog, onClose } = await openNavigation();
    const title = dialog.getByRole('textbox', { name: /^Title/ });
    await user.type(title, 'Gates');
    expect(hasUnsavedChanges()).toBe(true);
    await user.clear(title);
    expect(hasUnsavedChanges()).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(prompt()).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a slide: a typed field asks before the dialog closes, Keep editing keeps it', async () => {
    const onClose = vi.fn();
    const { user } = renderWithRepository(<SliderItemModal item={null} nextDisplayOrder={9} onClose={onClose} onSaved={() => undefined} />, {
      repository: api.repository,
    });
    const dialog = within(screen.getByRole('dialog', { name: 'Add Slider Item' }));
    await user.type(dialog.getByRole('textbox', { name: /^Subtitle/ }), 'Steel');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(prompt()).toHaveTextContent(unsavedTexts.message);
    await user.click(within(prompt()!).getByRole('button', { name: unsavedTexts.keep }));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.getByRole('textbox', { name: /^Subtitle/ })).toHaveValue('Steel');
  });
});

describe('the record forms: the first invalid field takes the focus, with the documented words', { timeout: 60_000 }, () => {
  it('a slide: the first empty required field in the form’s order, each named as the spec says', async () => {
    const { user } = renderWithRepository(
      <>
        <SliderItemModal item={null} nextDisplayOrder={9} onClose={() => undefined} onSaved={() => undefined} />
        <NoticeRegion />
      </>,
      { repository: api.repository },
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Add Slider Item' }));
    await user.type(dialog.getByRole('textbox', { name: /^Title/ }), 'Fencing');
    await user.click(dialog.getByRole('button', { name: 'Create Slider Item' }));
    const highlight = dialog.getByRole('textbox', { name: /^Highlight/ });
    expect(highlight).toHaveFocus();
    expect(highlight).toHaveAccessibleDescription('Highlight is required');
    expect(dialog.getByRole('textbox', { name: /^Subtitle/ })).toHaveAccessibleDescription('Subtitle is required');
    expect(dialog.getByRole('textbox', { name: /^Description/ })).toHaveAccessibleDescription('Description is required');
    expect(dialog.getByRole('textbox', { name: /^Button text/ })).toHaveAccessibleDescription('Button text is required');

    // Fixed fields stop being flagged as they are typed; the background is checked on save, in the spec's words.
    await user.type(highlight, 'Strong');
    expect(highlight).not.toHaveAccessibleDescription('Highlight is required');
    for (const name of [/^Subtitle/, /^Description/, /^Button text/]) await user.type(dialog.getByRole('textbox', { name }), 'x');
    await user.click(dialog.getByRole('button', { name: 'Create Slider Item' }));
    expect(await screen.findByText('Error: Background image is required')).toBeInTheDocument();
  });

  it('a navigation item: an order index the store would refuse is said at its field before anything is sent', async () => {
    const { user, dialog } = await openNavigation();
    await user.type(dialog.getByRole('textbox', { name: /^Title/ }), 'Gates');
    const order = dialog.getByRole('spinbutton', { name: /^Order Index/ });
    await user.clear(order);
    await user.type(order, '2000000');
    const before = flattenNavigation(await api.store.navigation.tree()).length;
    await user.click(dialog.getByRole('button', { name: navigationTexts.save }));
    expect(order).toHaveFocus();
    expect(order).toHaveAccessibleDescription(expect.stringContaining('Order index must be at most 1,000,000'));
    expect(flattenNavigation(await api.store.navigation.tree())).toHaveLength(before);

    await user.clear(order);
    expect(order).toHaveAccessibleDescription(expect.stringContaining(navigationTexts.orderIndexInvalid));
  });

  it('a page: a slug without letters or digits, and a custom gallery without its source page', async () => {
    const { user, dialog } = await openPage();
    const slug = dialog.getByRole('textbox', { name: /^Slug/ });
    await user.clear(slug);
    await user.type(slug, '!!!');
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Gallery Inheritance/ }), 'custom');
    await user.click(dialog.getByRole('button', { name: 'Save Page' }));
    expect(slug).toHaveFocus();
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('Slug must contain letters or digits'));
    const source = dialog.getByRole('combobox', { name: /^Gallery Source Page/ });
    expect(source).toHaveAccessibleDescription('Source page is required for a custom gallery');
    expect(ruleMessages.galleryInheritanceSource).toBe('Source page is required for a custom gallery');
    expect(dialog.queryByText(adminMessages.pages.saveFailed('Slug must contain letters or digits'))).not.toBeInTheDocument();
  });
});
