import { screen, within } from '@testing-library/react';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { ImageUploadModal } from './ImageUploadModal';

const api = setupMockApi();

const imageFile = (name: string, type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });

function openUpload() {
  const { user } = renderWithRepository(<ImageUploadModal pageId={1} onClose={() => undefined} onUploaded={() => undefined} />, {
    repository: api.repository,
  });
  const dialog = within(screen.getByRole('dialog', { name: 'Upload Image' }));
  return { user, file: dialog.getByLabelText(/^Image file/), title: dialog.getByLabelText(/^Image title/) };
}

describe('the Upload Image dialog', () => {
  it('titles the image after the newest chosen file, also after a refused file or an emptied choice', async () => {
    const { user, file, title } = openUpload();
    await user.upload(file, imageFile('galvanised-gate.png'));
    expect(title).toHaveValue('galvanised-gate');
    await user.upload(file, imageFile('cattle-crush.png'));
    expect(title).toHaveValue('cattle-crush');

    // A file the gallery refuses is not chosen: its title goes with it, and the next file gives its own.
    await user.upload(file, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'aerial-view.png', { type: 'image/png' }));
    expect(file).toHaveAccessibleDescription(/5 ?MB/i);
    expect(title).toHaveValue('');
    await user.upload(file, imageFile('post-driver.png'));
    expect(title).toHaveValue('post-driver');

    // The file picker closed without a file empties the choice; the next file still names the image.
    await user.upload(file, []);
    expect(title).toHaveValue('');
    await user.upload(file, imageFile('sheep-yard.png'));
    expect(title).toHaveValue('sheep-yard');
  });

  it('keeps a title the editor typed whatever file is chosen next, and follows the file again once it is emptied', async () => {
    const { user, file, title } = openUpload();
    await user.upload(file, imageFile('galvanised-gate.png'));
    await user.clear(title);
    await user.type(title, 'Main gate, north yard');
    await user.upload(file, imageFile('cattle-crush.png'));
    expect(title).toHaveValue('Main gate, north yard');

    await user.clear(title);
    await user.upload(file, imageFile('post-driver.png'));
    expect(title).toHaveValue('post-driver');
  });
});
