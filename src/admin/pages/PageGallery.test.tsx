import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCENARIO_SERVER_MESSAGE } from '../../../mocks/scenarios';
import { buildDataset, buildPageImage } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { MAX_PAGE_IMAGES } from '../../domain/constants';
import { adminMessages, ruleMessages, serverMessages } from '../../domain/messages';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { findNotice } from '../../../tests/support/notices';
import { resetNotices } from '../../ui/notices';
import { PagesSection } from './PagesSection';
import { GALLERY_IMAGE_ACCEPT } from './image-upload';

const api = setupMockApi();
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => act(() => resetNotices()));

const MANUFACTURING = 'Manufacturing - Ironcrest Steel Industries';

/** Opens the edit form of a page and answers its gallery section once the images have loaded. */
async function openGallery(title: string, options?: Parameters<typeof userEvent.setup>[0]) {
  const view = renderWithRepository(
    <>
      <PagesSection />
      <NoticeRegion />
    </>,
    { repository: api.repository },
  );
  const user = options ? userEvent.setup(options) : view.user;
  const cell = await screen.findByRole('cell', { name: title });
  // eslint-disable-next-line testing-library/no-node-access -- the table row a cell sits in (a row has no name of its own)
  await user.click(within(cell.closest('tr') as HTMLElement).getByRole('button', { name: `Edit ${title}` }));
  const form = await screen.findByRole('dialog', { name: 'Edit Page' });
  await within(form).findByRole('textbox', { name: 'Content' }, { timeout: 20_000 });
  const gallery = within(form).getByRole('region', { name: 'Page Gallery' });
  await within(gallery).findByText(/^\d+\/25$/);
  return { user, form, gallery };
}

const imageFile = (name: string, type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });

describe('the page gallery', { timeout: 30_000 }, () => {
  it("shows a page's images with the n/25 count and hides an image that fails to load", async () => {
    const { gallery } = await openGallery(MANUFACTURING);
    expect(within(gallery).getByText('2/25')).toBeInTheDocument();
    const images = within(gallery).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Image 1', 'Image 2']);
    expect(images[0]).toHaveAttribute('src', '/images/page_images/image-1.svg');
    expect(within(gallery).queryByText(adminMessages.pages.maximumReached)).not.toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Upload Image' })).toBeEnabled();
    // The gallery is not part of the form's Save: said where the editor uploads.
    expect(within(gallery).getByText(/Uploads and deletes here take effect at once/)).toBeInTheDocument();

    fireEvent.error(images[0]!);
    expect(within(gallery).queryByRole('img', { name: 'Image 1' })).not.toBeInTheDocument();
    expect(within(gallery).getByText('Image 1')).toBeInTheDocument();
  });

  it('uploads an image titled after its file name', async () => {
    const { user, gallery } = await openGallery(MANUFACTURING);
    await user.click(within(gallery).getByRole('button', { name: 'Upload Image' }));
    const upload = await screen.findByRole('dialog', { name: 'Upload Image' });
    const send = within(upload).getByRole('button', { name: 'Upload Image' });
    expect(send).toBeDisabled();

    await user.upload(within(upload).getByLabelText(/^Image file/), imageFile('galvanised-gate.png'));
    const title = within(upload).getByLabelText(/^Image title/);
    expect(title).toHaveValue('galvanised-gate');
    await user.clear(title);
    expect(send).toBeDisabled();
    expect(within(upload).getByText(ruleMessages.required('Image title'))).toBeInTheDocument();
    await user.click(title);
    await user.paste('Galvanised gate');
    await user.click(within(upload).getByLabelText('Description'));
    await user.paste('Hot-dip galvanised');
    expect(send).toBeEnabled();
    await user.click(send);

    expect(await findNotice(serverMessages.imageUploaded)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog', { name: 'Upload Image' })).not.toBeInTheDocument();
    expect(await within(gallery).findByText('3/25')).toBeInTheDocument();
    expect(within(gallery).getByRole('img', { name: 'Galvanised gate' })).toBeInTheDocument();
    const stored = (await api.store.pageImages.gallery(1)).images.find((image) => image.image_title === 'Galvanised gate');
    expect(stored).toMatchObject({ page_id: 1, image_description: 'Hot-dip galvanised' });
  });

  it('refuses a file that is not an image', async () => {
    // The file picker's own image/* filter is bypassed, as dropping a file or an older browser would.
    const { user, gallery } = await openGallery(MANUFACTURING, { applyAccept: false });
    await user.click(within(gallery).getByRole('button', { name: 'Upload Image' }));
    const upload = await screen.findByRole('dialog', { name: 'Upload Image' });
    const input = within(upload).getByLabelText(/^Image file/);
    expect(input).toHaveAttribute('accept', GALLERY_IMAGE_ACCEPT);
    await user.upload(input, new File(['%PDF-1.4'], 'brochure.pdf', { type: 'application/pdf' }));
    expect(within(upload).getByText(ruleMessages.invalidImageType)).toBeInTheDocument();
    expect(within(upload).getByRole('button', { name: 'Upload Image' })).toBeDisabled();
  });

  it('shows why an upload failed', async () => {
    api.server.failEndpoint('uploadPageImage', 'server-error');
    const { user, gallery } = await openGallery(MANUFACTURING);
    await user.click(within(gallery).getByRole('button', { name: 'Upload Image' }));
    const upload = await screen.findByRole('dialog', { name: 'Upload Image' });
    await user.upload(within(upload).getByLabelText(/^Image file/), imageFile('panel.png'));
    await user.click(within(upload).getByRole('button', { name: 'Upload Image' }));
    expect(await within(upload).findByRole('alert')).toHaveTextContent(adminMessages.pages.imageUploadFailed(SCENARIO_SERVER_MESSAGE));

    api.server.failEndpoint('uploadPageImage', 'network');
    await user.click(within(upload).getByRole('button', { name: 'Upload Image' }));
    await waitFor(() => expect(within(upload).getByRole('alert')).toHaveTextContent(adminMessages.pages.imageUploadError));
  });

  it('disables the upload at 25 images and says the maximum is reached', async () => {
    const images = Array.from({ length: MAX_PAGE_IMAGES }, (_, index) => buildPageImage({ id: index + 1, page_id: 1 }));
    await api.store.dataset.import(buildDataset({ pageImages: images }));
    const { gallery } = await openGallery(MANUFACTURING);
    expect(within(gallery).getByText('25/25')).toBeInTheDocument();
    expect(within(gallery).getByText(adminMessages.pages.maximumReached)).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Upload Image' })).toBeDisabled();
  });

  it("shows a custom source's gallery read-only with the notice", async () => {
    const { gallery } = await openGallery('Chain Link Fencing');
    expect(within(gallery).getByText(adminMessages.pages.customGalleryNotice)).toBeInTheDocument();
    expect(within(gallery).getByText(`Showing the gallery of "${MANUFACTURING}".`)).toBeInTheDocument();
    expect(within(gallery).getAllByRole('img')).toHaveLength(2);
    expect(within(gallery).queryByRole('button', { name: 'Upload Image' })).not.toBeInTheDocument();
    expect(within(gallery).queryByRole('button', { name: /^Delete image/ })).not.toBeInTheDocument();
  });

  it('deletes an image after confirmation', async () => {
    const { user, gallery } = await openGallery(MANUFACTURING);
    await user.click(within(gallery).getByRole('button', { name: 'Delete image Image 1' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(adminMessages.confirmDelete('image'));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(gallery).findByText('1/25')).toBeInTheDocument();
    expect(within(gallery).queryByRole('img', { name: 'Image 1' })).not.toBeInTheDocument();
    expect((await api.store.pageImages.gallery(1)).images.map((image) => image.id)).toEqual([2]);
  });

  it('shows why an image delete failed', async () => {
    api.server.failEndpoint('deletePageImage', 'server-error');
    const { user, gallery } = await openGallery(MANUFACTURING);
    await user.click(within(gallery).getByRole('button', { name: 'Delete image Image 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findNotice(adminMessages.pages.imageDeleteFailed(SCENARIO_SERVER_MESSAGE))).toHaveAttribute('role', 'alert');
    expect(within(gallery).getByText('2/25')).toBeInTheDocument();
  });
});
