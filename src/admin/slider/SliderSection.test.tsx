import { composeStories } from '@storybook/react-vite';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminMessages, ruleMessages } from '../../domain/messages';
import { buildSliderItem } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { findNotice, noticeRegion } from '../../../tests/support/notices';
import { renderStory } from '../../../tests/support/stories';
import { createSeedDataset } from '../../../fixtures/seed-dataset';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { SliderSection } from './SliderSection';
import * as stories from './SliderSection.stories';
import { backgroundInput, dialog, enter, fillRequired, listedTitles, pngFile } from '../../../tests/support/slider-cards';

// Every step goes through the HTTP adapter, MSW and IndexedDB; give a busy CI machine room.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

// What the 'server-error' failure mode answers (mocks/failure-answers.ts); screens' tests may not import mocks/.
const SCENARIO_SERVER_MESSAGE = 'Database connection failed. Please try again later.';

const { AddValidationErrors, BackgroundImageRequired, DeleteConfirmation, Empty, LoadFailure, MaximumReached } = composeStories(stories);
const seedSlideCount = () => createSeedDataset().sliderItems.length;

const api = setupMockApi();
// The section with the notice region AdminShell gives it, where its messages appear.
const renderSection = () =>
  renderWithRepository(
    <>
      <SliderSection />
      <NoticeRegion />
    </>,
    { repository: api.repository },
  );

describe('SliderSection: list and states', () => {
  it('shows a loading text, then the slides with thumbnail, highlight, order and the N/5 count', async () => {
    renderSection();
    expect(screen.getByText(adminMessages.slider.loading)).toBeInTheDocument();
    expect(screen.queryByText(/^Slider items:/)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Slide 1/ })).toBeInTheDocument();
    expect(listedTitles()).toEqual(['Slide 1', 'Slide 2', 'Slide 3']);
    expect(screen.getByText('3/5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Slider Management' })).toBeInTheDocument();
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Steel')).toBeInTheDocument();
    expect(within(first).getByText(/Order: 1/)).toBeInTheDocument();
    await waitFor(() => expect(within(first).getByRole('img', { name: 'Background of Slide 1' })).toHaveAttribute('src', '/images/slider/slide-1.svg'));
  });

  it('shows the empty text when there are no slides', async () => {
    // The story starts from the empty dataset and asserts the empty text and the 0/5 count.
    await renderStory(Empty);
    expect(screen.getByText('0/5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Slider Item' })).toBeEnabled();
  });

  it('shows the load error with the server message', async () => {
    api.server.failEndpoint('getAdminSliderItems', 'server-error');
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(adminMessages.slider.loadFailed(SCENARIO_SERVER_MESSAGE));
    // A list that failed to load has no count: 0/5 would say there are no slides.
    expect(screen.queryByText('0/5')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Slider items:/)).not.toBeInTheDocument();
  });

  it('shows the load error for a failed request too', async () => {
    // The story asserts "Error loading slider items: …".
    await renderStory(LoadFailure);
    expect(screen.queryByText('0/5')).not.toBeInTheDocument();
  });
});

describe('SliderSection: add and edit', () => {
  it('names every missing required field and checks the button URL', async () => {
    // The story saves with a javascript: Button URL and asserts the five required fields and the URL message.
    await renderStory(AddValidationErrors);
    expect(within(dialog()).getByLabelText(/^Title/)).toHaveFocus();
    expect(await api.store.slider.list()).toHaveLength(seedSlideCount());
  });

  it('refuses to save without a background image', async () => {
    // The story fills the required texts, saves without a background, and asserts the message.
    await renderStory(BackgroundImageRequired);
    expect(dialog()).toBeInTheDocument();
    expect(await api.store.slider.list()).toHaveLength(seedSlideCount());
  });

  it('uploads the background with Set Image, then creates the slide at the end of the list', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add Slider Item' }));
    await fillRequired(user);
    expect(within(dialog()).getByRole('button', { name: /^Set Image/ })).toBeDisabled();
    await user.upload(backgroundInput(), pngFile());
    await user.click(within(dialog()).getByRole('button', { name: /^Set Image/ }));

    // The dialog covers the page, so the notice shows inside it.
    const uploaded = await findNotice(adminMessages.slider.imageUploaded);
    expect(uploaded).toHaveAttribute('role', 'status');
    expect(dialog()).toContainElement(uploaded);
    expect(within(dialog()).getByText(/\.png$/)).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Create Slider Item' }));

    expect(await findNotice(adminMessages.slider.created)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(listedTitles()).toEqual(['Slide 1', 'Slide 2', 'Slide 3', 'Precision Forging']));
    const created = (await api.store.slider.list()).at(-1)!;
    expect(created).toMatchObject({ title: 'Precision Forging', display_order: 4, is_active: true });
    expect(created.background_image).toMatch(/\.png$/);
    expect(screen.getByText('4/5')).toBeInTheDocument();
  });

  it('sends a new slide to the server with the display order after the last one, and the API key', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    api.server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/create_slider_item.php')) {
        sent.push({ body: await request.clone().json(), key: request.headers.get('X-API-Key') });
      }
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add Slider Item' }));
    await fillRequired(user);
    await user.upload(backgroundInput(), pngFile());
    await user.click(within(dialog()).getByRole('button', { name: 'Create Slider Item' }));

    expect(await findNotice(adminMessages.slider.created)).toBeInTheDocument();
    await waitFor(() => expect(listedTitles()).toHaveLength(4));
    api.server.events.removeAllListeners('request:start');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ body: { title: 'Precision Forging', display_order: 4 }, key: 'test-key' });
  });

  it('saves a red-section link relative to the site (engineering-design, /contact-us)', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit: Slide 1' }));
    const url = within(dialog()).getByLabelText('Red section 1 URL');
    await user.clear(url);
    await user.type(url, 'engineering-design');
    const second = within(dialog()).getByLabelText('Red section 2 URL');
    await user.clear(second);
    await user.type(second, '/contact-us');
    await user.click(within(dialog()).getByRole('button', { name: 'Update Slider Item' }));

    expect(await findNotice(adminMessages.slider.updated)).toBeInTheDocument();
    await waitFor(async () =>
      expect((await api.store.slider.list())[0]).toMatchObject({ red_section_1_url: 'engineering-design', red_section_2_url: '/contact-us' }),
    );
  });

  it('uploads a chosen but unsent background first when saving', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add Slider Item' }));
    await fillRequired(user);
    await user.upload(backgroundInput(), pngFile('pending.png'));
    await user.click(within(dialog()).getByRole('button', { name: 'Create Slider Item' }));

    expect(await findNotice(adminMessages.slider.created)).toBeInTheDocument();
    await waitFor(() => expect(listedTitles()).toHaveLength(4));
    const created = (await api.store.slider.list()).at(-1)!;
    expect(created.background_image).toMatch(/\.png$/);
  });

  it('stops the save when the pending upload fails', async () => {
    api.server.failEndpoint('uploadImage', 'server-error');
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add Slider Item' }));
    await fillRequired(user);
    await user.upload(backgroundInput(), pngFile());
    await user.click(within(dialog()).getByRole('button', { name: 'Create Slider Item' }));

    const failed = await findNotice(adminMessages.slider.pendingUploadFailed);
    expect(failed).toHaveAttribute('role', 'alert');
    expect(dialog()).toContainElement(failed);
    expect(await api.store.slider.list()).toHaveLength(3);
  });

  it('reports a refused upload and an upload that never got an answer', async () => {
    api.server.failEndpoint('uploadImage', 'server-error');
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add Slider Item' }));
    await user.upload(backgroundInput(), pngFile());
    await user.click(within(dialog()).getByRole('button', { name: /^Set Image/ }));
    expect(await findNotice(adminMessages.slider.uploadFailed(SCENARIO_SERVER_MESSAGE))).toHaveAttribute('role', 'alert');

    api.server.failEndpoint('uploadImage', 'network');
    await user.click(within(dialog()).getByRole('button', { name: /^Set Image/ }));
    expect(await findNotice(/^Upload error: .+/)).toHaveAttribute('role', 'alert');
  });

  it('rejects files other than JPG, PNG and GIF, and files over 5 MB, before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add Slider Item' }));
    expect(within(dialog()).getAllByText(adminMessages.slider.imageHint).length).toBeGreaterThan(0);

    await user.upload(backgroundInput(), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(within(dialog()).getByText(ruleMessages.sliderImageType)).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: /^Set Image/ })).toBeDisabled();

    await user.upload(backgroundInput(), pngFile('huge.png', 5 * 1024 * 1024 + 1));
    expect(within(dialog()).getByText(ruleMessages.imageTooLarge)).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: /^Set Image/ })).toBeDisabled();
    expect(backgroundInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a slide and keeps its place in the order', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit: Slide 2' }));
    const title = within(dialog()).getByLabelText(/^Title/);
    expect(title).toHaveValue('Slide 2');
    await user.clear(title);
    await enter(user, title, 'Galvanised Fencing');
    await user.click(within(dialog()).getByRole('button', { name: 'Update Slider Item' }));

    expect(await findNotice(adminMessages.slider.updated)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(listedTitles()).toEqual(['Slide 1', 'Galvanised Fencing', 'Slide 3']));
    expect(await api.store.slider.list()).toEqual([
      expect.objectContaining({ id: 1 }),
      expect.objectContaining({ id: 2, title: 'Galvanised Fencing', display_order: 2, background_image: 'slide-2.svg' }),
      expect.objectContaining({ id: 3 }),
    ]);
  });

  it('keeps the dialog open with "Error: …" when the server refuses the save', async () => {
    api.server.applyScenarios(['sliderSaveFails']);
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit: Slide 1' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Update Slider Item' }));
    const refused = await findNotice(adminMessages.slider.error(SCENARIO_SERVER_MESSAGE));
    expect(refused).toHaveAttribute('role', 'alert');
    expect(dialog()).toContainElement(refused);
  });

  it('uploads a red-section image with its own button and previews the description cut at 30 characters', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit: Slide 1' }));
    const panel = within(within(dialog()).getByRole('group', { name: 'Red section 2' }));
    await enter(user, panel.getByLabelText('Red section 2 description'), 'Hot-dip galvanised steel for coastal sites');
    expect(panel.getByText('Preview: Hot-dip galvanised steel for c...')).toBeInTheDocument();
    await user.upload(panel.getByLabelText('Red section 2 image'), pngFile('panel.png'));
    await user.click(panel.getByRole('button', { name: /^Upload Image/ }));
    expect(await findNotice(adminMessages.slider.imageUploaded)).toHaveAttribute('role', 'status');
    await user.click(within(dialog()).getByRole('button', { name: 'Update Slider Item' }));

    expect(await findNotice(adminMessages.slider.updated)).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Edit: Slide 1' });
    const [first] = await api.store.slider.list();
    expect(first!.red_section_2_image).toMatch(/\.png$/);
    expect(first!.red_section_2_description).toBe('Hot-dip galvanised steel for coastal sites');
  });
});

describe('SliderSection: limit, toggle, delete and messages', () => {
  it('refuses a sixth slide with the documented message', async () => {
    // The story adds two slides to the seed's three, then asserts the limit message, 5/5 and no dialog.
    await renderStory(MaximumReached);
    expect(screen.getByText('5/5')).toBeInTheDocument();
    expect(await api.store.slider.list()).toHaveLength(5);
  });

  it('shows the limit message when the server refuses the sixth slide', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add Slider Item' }));
    await api.store.slider.create({ ...buildSliderItem({ id: 9 }), display_order: 0 });
    await api.store.slider.create({ ...buildSliderItem({ id: 10 }), display_order: 0 });
    await fillRequired(user);
    await user.upload(backgroundInput(), pngFile());
    await user.click(within(dialog()).getByRole('button', { name: 'Create Slider Item' }));
    expect(await findNotice(adminMessages.slider.maxItems)).toHaveAttribute('role', 'alert');
    expect(dialog()).toBeInTheDocument();
  });

  it('toggles the active flag and saves every other field unchanged', async () => {
    const before = (await api.store.slider.list())[1]!;
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Deactivate: Slide 2' }));
    expect(await findNotice(adminMessages.slider.statusUpdated)).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('button', { name: 'Activate: Slide 2' })).toBeInTheDocument();
    expect((await api.store.slider.list())[1]).toEqual({ ...before, is_active: false });
  });

  it('deletes a slide only after confirmation', async () => {
    // The story asks to delete Animal Handling and asserts the confirmation.
    const { user } = await renderStory(DeleteConfirmation);
    const storedTitles = async () => (await api.store.slider.list()).map((item) => item.title);
    const before = await storedTitles();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(await storedTitles()).toEqual(before);

    await user.click(screen.getByRole('button', { name: 'Delete: Animal Handling' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findNotice(adminMessages.slider.deleted)).toHaveAttribute('role', 'status');
    const remaining = before.filter((title) => title !== 'Animal Handling');
    await waitFor(() => expect(listedTitles()).toEqual(remaining));
    expect(await storedTitles()).toEqual(remaining);
  });

  it('shows a red "Error: …" when a delete fails', async () => {
    api.server.failEndpoint('deleteSliderItem', 'server-error');
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete: Slide 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findNotice(adminMessages.slider.error(SCENARIO_SERVER_MESSAGE))).toHaveAttribute('role', 'alert');
  });

  it('clears a green message after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderSection();
      await user.click(await screen.findByRole('button', { name: 'Deactivate: Slide 1' }));
      expect(await findNotice(adminMessages.slider.statusUpdated)).toHaveAttribute('role', 'status');
      await act(() => vi.advanceTimersByTimeAsync(2900));
      expect(noticeRegion().getByText(adminMessages.slider.statusUpdated)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(noticeRegion().queryByText(adminMessages.slider.statusUpdated)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
