import { composeStories } from '@storybook/react-vite';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import type Quill from 'quill';
import ReactQuill from 'react-quill-new';
import { buildDataset, buildPage } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { renderStory } from '../../../tests/support/stories';
import { adminMessages, ruleMessages } from '../../domain/messages';
import { SCENARIO_SERVER_MESSAGE } from '../../../mocks/scenarios';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { resetNotices } from '../../ui/notices';
import { PagesSection } from './PagesSection';
import { pagesTexts } from './pages-texts';
import * as stories from './PagesSection.stories';

const { AddValidationErrors, DeleteConfirmation, Empty, LoadFailure } = composeStories(stories);
// A seed page with a gallery of its own (the stories' GALLERY_PAGE).
const GALLERY_PAGE = 'Manufacturing - Ironcrest Steel Industries';

const api = setupMockApi();
// The form loads the editor chunk and the gallery over MSW; give slow machines room.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => act(() => resetNotices()));

function renderSection() {
  return renderWithRepository(
    <>
      <PagesSection />
      <NoticeRegion />
    </>,
    { repository: api.repository },
  );
}

const table = () => screen.findByRole('table', { name: 'Pages' });
const rowOf = async (title: string) => {
  const cell = await within(await table()).findByRole('cell', { name: title });
  // eslint-disable-next-line testing-library/no-node-access -- the table row a cell sits in, and the Quill instance behind the editable box
  return cell.closest('tr') as HTMLElement;
};
/** The open page form, once its rich-text editor has loaded. */
/** Resolves once the page list has been read again (after a save), so its update lands inside the test. */
const listReloaded = () =>
  new Promise<void>((resolve) => {
    const done = ({ request }: { request: Request }) => {
      if (!new URL(request.url).pathname.endsWith('/get_pages.php')) return;
      api.server.events.removeListener('response:mocked', done);
      resolve();
    };
    api.server.events.on('response:mocked', done);
  });
const dialog = async (name: string) => {
  const form = await screen.findByRole('dialog', { name });
  await within(form).findByRole('textbox', { name: 'Content' }, { timeout: 20_000 });
  return form;
};

describe('Page Management', { timeout: 30_000 }, () => {
  it('lists every page with its title, slug, gallery source, status and creation date', async () => {
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Page Management' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading pages...');
    const headers = within(await table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Title', 'Slug', 'Gallery Source', 'Status', 'Created', 'Actions']);

    const custom = await rowOf('Chain Link Fencing');
    expect(within(custom).getByText('chain-link-fencing')).toBeInTheDocument();
    expect(within(custom).getByText('Custom: Manufacturing - Ironcrest Steel Industries')).toBeInTheDocument();
    expect(within(custom).getByText('Active')).toBeInTheDocument();
    expect(within(custom).getByText('Jan 10, 2026, 02:30 PM')).toBeInTheDocument();
    expect(within(await rowOf('Fencing')).getByText('Parent')).toBeInTheDocument();
    expect(within(await rowOf('Manufacturing - Ironcrest Steel Industries')).getByText('Own gallery')).toBeInTheDocument();
    expect(within(await rowOf('Old page')).getByText('Inactive')).toBeInTheDocument();
  });

  it('says so when there are no pages', async () => {
    // The story starts from the empty dataset and asserts the empty text.
    await renderStory(Empty);
    expect(screen.getByRole('button', { name: 'Add Page' })).toBeEnabled();
  });

  it('shows a load failure with a retry that loads the pages', async () => {
    // The story asserts the alert quoting the server and its Retry.
    const { user } = await renderStory(LoadFailure);
    api.server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowOf(GALLERY_PAGE)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('creates a page whose slug is derived from the title', async () => {
    const { user } = renderSection();
    await table();
    await user.click(screen.getByRole('button', { name: 'Add Page' }));
    const form = await dialog('Add Page');
    expect(within(form).getByText('Save the page first to manage its gallery.')).toBeInTheDocument();
    await user.click(within(form).getByLabelText(/^Title/));
    await user.paste('Hot-Dip Galvanising & Coating!');
    expect(within(form).getByLabelText(/^Slug/)).toHaveValue('hot-dip-galvanising-coating');
    // The field says where it shows: the page's description in search results and link previews.
    expect(within(form).getByLabelText('Meta Description')).toHaveAccessibleDescription(pagesTexts.metaDescriptionHint);
    await user.click(within(form).getByLabelText('Meta Description'));
    await user.paste('Zinc coating for steel');
    const parent = within(form).getByLabelText('Parent Page');
    // The options are indented by their depth in the tree: picked by name.
    await user.selectOptions(parent, within(parent).getByRole('option', { name: 'Fencing' }));
    await user.click(within(form).getByRole('button', { name: 'Save Page' }));

    expect(await screen.findByText(adminMessages.pages.created)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add Page' })).not.toBeInTheDocument();
    expect(await rowOf('Hot-Dip Galvanising & Coating!')).toBeInTheDocument();
    const stored = (await api.store.pages.list()).find((page) => page.slug === 'hot-dip-galvanising-coating');
    expect(stored).toMatchObject({ parent_id: 2, meta_description: 'Zinc coating for steel', is_active: true, gallery_inheritance_type: 'parent' });
  });

  it('keeps a slug typed by hand when the title changes', async () => {
    const { user } = renderSection();
    await table();
    await user.click(screen.getByRole('button', { name: 'Add Page' }));
    const form = await dialog('Add Page');
    await user.type(within(form).getByLabelText(/^Slug/), 'galvanising');
    await user.click(within(form).getByLabelText(/^Title/));
    await user.paste('Hot-Dip Galvanising');
    expect(within(form).getByLabelText(/^Slug/)).toHaveValue('galvanising');
  });

  it('requires a title, a slug and, for a custom gallery, a source page', async () => {
    // The story saves an empty Add Page form and asserts Title and Slug are required.
    const { user } = await renderStory(AddValidationErrors);
    render(<NoticeRegion />);
    const form = screen.getByRole('dialog', { name: 'Add Page' });

    await user.click(within(form).getByLabelText(/^Title/));
    await user.paste('Wire Mesh');
    await user.selectOptions(within(form).getByLabelText(/^Gallery Inheritance/), 'custom');
    await user.click(within(form).getByRole('button', { name: 'Save Page' }));
    expect(within(form).getByText(ruleMessages.galleryInheritanceSource)).toBeInTheDocument();
    expect(within(form).queryByText(ruleMessages.required('Title'))).not.toBeInTheDocument();
    expect((await api.store.pages.list()).some((page) => page.slug === 'wire-mesh')).toBe(false);

    const source = within(form).getByLabelText(/^Gallery Source Page/);
    await within(source).findByRole('option', { name: GALLERY_PAGE });
    await user.selectOptions(source, GALLERY_PAGE);
    await user.click(within(form).getByRole('button', { name: 'Save Page' }));
    expect(await screen.findByText(adminMessages.pages.created)).toBeInTheDocument();
    // The seed has more pages than one table page holds: find the new one by its title.
    await user.type(screen.getByRole('searchbox', { name: 'Search pages' }), 'Wire Mesh');
    expect(within(await rowOf('Wire Mesh')).getByText(`Custom: ${GALLERY_PAGE}`)).toBeInTheDocument();
    const pages = await api.store.pages.list();
    expect(pages.find((page) => page.slug === 'wire-mesh')).toMatchObject({
      gallery_inheritance_type: 'custom',
      gallery_inheritance_id: pages.find((page) => page.title === GALLERY_PAGE)!.id,
    });
  });

  it('clears the chosen source page when the gallery type changes', async () => {
    const { user } = renderSection();
    await user.click(within(await rowOf('Chain Link Fencing')).getByRole('button', { name: 'Edit Chain Link Fencing' }));
    const form = await dialog('Edit Page');
    const type = within(form).getByLabelText(/^Gallery Inheritance/);
    expect(type).toHaveValue('custom');
    await waitFor(() => expect(within(form).getByLabelText(/^Gallery Source Page/)).toHaveValue('1'));
    await user.selectOptions(type, 'none');
    expect(within(form).queryByLabelText(/^Gallery Source Page/)).not.toBeInTheDocument();
    await user.selectOptions(type, 'custom');
    expect(within(form).getByLabelText(/^Gallery Source Page/)).toHaveValue('');
  });

  it('edits a page and keeps its stored slug', async () => {
    const { user } = renderSection();
    await user.click(within(await rowOf('Fencing')).getByRole('button', { name: 'Edit Fencing' }));
    const form = await dialog('Edit Page');
    const title = within(form).getByLabelText(/^Title/);
    expect(title).toHaveValue('Fencing');
    expect(within(form).queryByRole('option', { name: 'Fencing' })).not.toBeInTheDocument();
    await user.clear(title);
    await user.paste('Fencing Systems');
    expect(within(form).getByLabelText(/^Slug/)).toHaveValue('fencing');
    await user.click(within(form).getByLabelText('Active'));
    await user.click(within(form).getByRole('button', { name: 'Save Page' }));

    expect(await screen.findByText(adminMessages.pages.updated)).toBeInTheDocument();
    expect(await rowOf('Fencing Systems')).toBeInTheDocument();
    expect((await api.store.pages.list()).find((page) => page.id === 2)).toMatchObject({
      title: 'Fencing Systems',
      slug: 'fencing',
      is_active: false,
      content: '<p>Content</p>',
    });
  });

  it('stores the content unchanged when only the meta description was edited', async () => {
    const content = '<p>Hot dip galvanised <strong>washers</strong> and  bolts.</p>\n<h2 class="lead">Sizes</h2>';
    const { id: _id, created_at: _created, updated_at: _updated, ...fencing } = (await api.store.pages.list()).find((page) => page.id === 2)!;
    await api.store.pages.update(2, { ...fencing, content });
    const { user } = renderSection();
    await user.click(within(await rowOf('Fencing')).getByRole('button', { name: 'Edit Fencing' }));
    const form = await dialog('Edit Page');
    await user.type(within(form).getByLabelText('Meta Description'), ' Updated');
    const reloaded = listReloaded();
    await user.click(within(form).getByRole('button', { name: 'Save Page' }));

    expect(await screen.findByText(adminMessages.pages.updated)).toBeInTheDocument();
    await act(() => reloaded);
    const stored = (await api.store.pages.list()).find((page) => page.id === 2)!;
    expect(stored.meta_description).toMatch(/ Updated$/);
    expect(stored.content).toBe(content);
  });

  it('saves typed text with normal spaces, never &nbsp; between words', async () => {
    const { user } = renderSection();
    await user.click(within(await rowOf('Fencing')).getByRole('button', { name: 'Edit Fencing' }));
    const form = await dialog('Edit Page');
    // Typed as the user would, through Quill's own input path (jsdom has no caret to type at).
    // eslint-disable-next-line testing-library/no-node-access -- the table row a cell sits in, and the Quill instance behind the editable box
    const quill = ReactQuill.Quill.find(within(form).getByRole('textbox', { name: 'Content' }).parentElement!) as Quill;
    act(() => void quill.setText('Galvanised steel washers\n', 'user'));
    const reloaded = listReloaded();
    await user.click(within(form).getByRole('button', { name: 'Save Page' }));

    expect(await screen.findByText(adminMessages.pages.updated)).toBeInTheDocument();
    await act(() => reloaded);
    const stored = (await api.store.pages.list()).find((page) => page.id === 2)!;
    expect(stored.content).toContain('Galvanised steel washers');
    expect(stored.content).not.toContain('&nbsp;');
  });

  it("shows the server's message when a save fails and keeps the form open", async () => {
    api.server.failEndpoint('updatePage', 'server-error');
    const { user } = renderSection();
    await user.click(within(await rowOf('Fencing')).getByRole('button', { name: 'Edit Fencing' }));
    const form = await dialog('Edit Page');
    await user.click(within(form).getByRole('button', { name: 'Save Page' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(`Error: ${SCENARIO_SERVER_MESSAGE}`);
  });

  it('says Error saving page when the save gets no answer', async () => {
    api.server.failEndpoint('createPage', 'network');
    const { user } = renderSection();
    await table();
    await user.click(screen.getByRole('button', { name: 'Add Page' }));
    const form = await dialog('Add Page');
    await user.click(within(form).getByLabelText(/^Title/));
    await user.paste('Offline page');
    await user.click(within(form).getByRole('button', { name: 'Save Page' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(adminMessages.pages.saveError);
  });

  it('deletes a page only after confirmation', async () => {
    // The story asks to delete Chain Link Fencing and asserts the confirmation.
    const { user } = await renderStory(DeleteConfirmation);
    render(<NoticeRegion />);
    const stored = async () => (await api.store.pages.list()).some((page) => page.title === 'Chain Link Fencing');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await stored()).toBe(true);

    await user.click(within(await rowOf('Chain Link Fencing')).getByRole('button', { name: 'Delete Chain Link Fencing' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(adminMessages.pages.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Chain Link Fencing' })).not.toBeInTheDocument());
    expect(await stored()).toBe(false);
  });

  it('names the pages whose gallery borrows from the page before deleting it, and gives them their own gallery', async () => {
    const pages = await api.store.pages.list();
    const source = pages.find((page) => page.id === 1)!;
    const borrower = pages.find((page) => page.gallery_inheritance_type === 'custom' && page.gallery_inheritance_id === 1)!;
    const { user } = renderSection();
    await user.click(within(await rowOf(source.title)).getByRole('button', { name: `Delete ${source.title}` }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(adminMessages.pages.confirmDeleteBorrowed([borrower.title]));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(adminMessages.pages.deleted)).toBeInTheDocument();
    const after = (await api.store.pages.list()).find((page) => page.id === borrower.id);
    expect(after).toMatchObject({ gallery_inheritance_type: 'none', gallery_inheritance_id: null });
  });

  it('shows why a delete failed', async () => {
    api.server.failEndpoint('deletePage', 'server-error');
    const { user } = renderSection();
    await user.click(within(await rowOf('Old page')).getByRole('button', { name: 'Delete Old page' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(adminMessages.pages.deleteFailed(SCENARIO_SERVER_MESSAGE))).toBeInTheDocument();
    api.server.failEndpoint('deletePage', 'network');
    await user.click(within(await rowOf('Old page')).getByRole('button', { name: 'Delete Old page' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(adminMessages.pages.deleteError)).toBeInTheDocument();
  });

  it('offers neither the page itself nor its descendants as its parent', async () => {
    await api.store.dataset.import(
      buildDataset({
        pages: [
          buildPage({ id: 1, title: 'Products', slug: 'products' }),
          buildPage({ id: 2, title: 'Fencing', slug: 'fencing', parent_id: 1 }),
          buildPage({ id: 3, title: 'Chain Link', slug: 'chain-link', parent_id: 2 }),
          buildPage({ id: 4, title: 'Services', slug: 'services' }),
        ],
        pageImages: [],
      }),
    );
    const { user } = renderSection();
    await user.click(within(await rowOf('Fencing')).getByRole('button', { name: 'Edit Fencing' }));
    const parent = within(await dialog('Edit Page')).getByLabelText('Parent Page');
    const options = within(parent).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['None (top level)', 'Products', 'Services']);
  });
});
