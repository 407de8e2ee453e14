import { composeStories } from '@storybook/react-vite';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages, entityLabels, ruleMessages, serverMessages } from '../../domain/messages';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { findNotice, noticeRegion } from '../../../tests/support/notices';
import { renderStory } from '../../../tests/support/stories';
import { createSeedDataset } from '../../../fixtures/seed-dataset';
import { stubSortableLayout } from '../../../tests/support/sortable-layout';
import { SAVING_ORDER } from '../shared/sortable/OrderSavingStatus';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { ServicesSection } from './ServicesSection';
import * as stories from './ServicesSection.stories';

const { AddValidationErrors, DeleteConfirmation, Empty, LoadFailure } = composeStories(stories);

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

// What the 'server-error' failure mode answers (mocks/failure-answers.ts); screens' tests may not import mocks/.
const SCENARIO_SERVER_MESSAGE = 'Database connection failed. Please try again later.';

const api = setupMockApi();
// The section with the notice region AdminShell gives it, where its messages appear.
const renderSection = () =>
  renderWithRepository(
    <>
      <ServicesSection />
      <NoticeRegion />
    </>,
    { repository: api.repository },
  );
const dialog = () => screen.getByRole('dialog');
const rowTitles = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const storedIds = async () => (await api.store.services.list()).map((service) => service.id);

/** The message shown green (role status) in the notice region. */
async function expectGreen(text: string) {
  expect(await findNotice(text)).toHaveAttribute('role', 'status');
}

async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('ServicesSection: states', () => {
  it('lists the services in display order with their status', async () => {
    renderSection();
    expect(screen.getByText(adminMessages.services.loading)).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Service 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Services Management' })).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Service 1', 'Service 2', 'Service 3']);
    // eslint-disable-next-line testing-library/no-node-access -- the table row a row header sits in (a row has no name of its own)
    const third = screen.getByRole('rowheader', { name: 'Service 3' }).closest('tr')!;
    expect(within(third).getByText('Inactive')).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    // The story starts from the empty dataset and asserts the empty text.
    await renderStory(Empty);
    expect(screen.getByRole('button', { name: 'Add Service' })).toBeEnabled();
  });

  it('shows "Failed to fetch services: …" when the server refuses, and "Error fetching services" when the request fails', async () => {
    // The story asserts "Failed to fetch services: " with the server's message.
    const first = await renderStory(LoadFailure);
    first.unmount();

    api.server.failEndpoint('getAdminServices', 'network');
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(adminMessages.services.networkError('fetching services'));
  });
});

describe('ServicesSection: add, edit, delete', () => {
  it('requires a title and checks the URLs, but not the description', async () => {
    // The story saves with a bad Link URL and no title, and asserts both messages.
    await renderStory(AddValidationErrors);
    expect(within(dialog()).queryByText(ruleMessages.required('Description'))).not.toBeInTheDocument();
    expect(await api.store.services.list()).toHaveLength(createSeedDataset().services.length);
  });

  it('creates a service and shows the server message', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add Service' }));
    await enter(user, within(dialog()).getByLabelText(/^Title/), 'Laser Cutting');
    await enter(user, within(dialog()).getByLabelText('Link URL'), '/services/laser-cutting');
    await user.click(within(dialog()).getByRole('button', { name: 'Create Service' }));

    await expectGreen(serverMessages.created(entityLabels.service));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(rowTitles()).toEqual(['Service 1', 'Service 2', 'Service 3', 'Laser Cutting']));
    expect((await api.store.services.list()).at(-1)).toMatchObject({ title: 'Laser Cutting', description: '', link_url: '/services/laser-cutting', is_active: true });
  });

  it('edits a service', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit: Service 2' }));
    expect(within(dialog()).getByLabelText(/^Title/)).toHaveValue('Service 2');
    await user.click(within(dialog()).getByLabelText('Active'));
    await user.click(within(dialog()).getByRole('button', { name: 'Update Service' }));

    await expectGreen(serverMessages.updated(entityLabels.service));
    // eslint-disable-next-line testing-library/no-node-access -- the table row a row header sits in (a row has no name of its own)
    await waitFor(() => expect(within(screen.getByRole('rowheader', { name: 'Service 2' }).closest('tr')!).getByText('Inactive')).toBeInTheDocument());
    expect((await api.store.services.list())[1]).toMatchObject({ id: 2, title: 'Service 2', is_active: false, display_order: 2 });
  });

  it('keeps the dialog and the typed text when the save fails', async () => {
    api.server.failEndpoint('createService', 'server-error');
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add Service' }));
    await enter(user, within(dialog()).getByLabelText(/^Title/), 'Laser Cutting');
    await user.click(within(dialog()).getByRole('button', { name: 'Create Service' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(adminMessages.services.saveFailed(SCENARIO_SERVER_MESSAGE));
    expect(within(dialog()).getByLabelText(/^Title/)).toHaveValue('Laser Cutting');

    api.server.failEndpoint('createService', 'network');
    await user.click(within(dialog()).getByRole('button', { name: 'Create Service' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(adminMessages.services.networkError('saving service'));
  });

  it('deletes a service only after confirmation', async () => {
    // The story asks to delete Global Sourcing and asserts the confirmation.
    const { user } = await renderStory(DeleteConfirmation);
    const storedTitles = async () => (await api.store.services.list()).map((service) => service.title);
    const before = await storedTitles();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(await storedTitles()).toEqual(before);

    await user.click(screen.getByRole('button', { name: 'Delete: Global Sourcing' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expectGreen(serverMessages.deleted(entityLabels.service));
    const remaining = before.filter((title) => title !== 'Global Sourcing');
    await waitFor(() => expect(rowTitles()).toEqual(remaining));
    expect(await storedTitles()).toEqual(remaining);
  });

  it('shows "Failed to delete service: …" when the server refuses', async () => {
    api.server.failEndpoint('deleteService', 'server-error');
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete: Service 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findNotice(adminMessages.services.deleteFailed(SCENARIO_SERVER_MESSAGE))).toHaveAttribute('role', 'alert');
  });

  it('lets the message vanish after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderSection();
      await user.click(await screen.findByRole('button', { name: 'Delete: Service 3' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      const text = serverMessages.deleted(entityLabels.service);
      expect(await findNotice(text)).toHaveAttribute('role', 'status');
      await act(() => vi.advanceTimersByTimeAsync(2900));
      expect(noticeRegion().getByText(text)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(noticeRegion().queryByText(text)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ServicesSection: reordering', () => {
  let restoreLayout: () => void;
  beforeEach(() => {
    restoreLayout = stubSortableLayout();
  });
  afterEach(() => restoreLayout());

  it('moves a row with the keyboard and saves the new order at once', async () => {
    const { user } = renderSection();
    (await screen.findByRole('button', { name: 'Drag to reorder: Service 1' })).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');

    expect(rowTitles()).toEqual(['Service 2', 'Service 3', 'Service 1']);
    await waitFor(async () => expect(await storedIds()).toEqual([2, 3, 1]));
    // The save is over (the list read back) once the page stops saying so.
    await waitFor(() => expect(screen.queryByText(SAVING_ORDER)).not.toBeInTheDocument());
    expect((await api.store.services.list()).map((service) => service.display_order)).toEqual([1, 2, 3]);
  });

  it('moves a row with the Move up button', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Move up: Service 2' }));
    expect(rowTitles()).toEqual(['Service 2', 'Service 1', 'Service 3']);
    await waitFor(async () => expect(await storedIds()).toEqual([2, 1, 3]));
    // The save is over (the list read back) once the page stops saying so.
    await waitFor(() => expect(screen.queryByText(SAVING_ORDER)).not.toBeInTheDocument());
  });

  it('reports a failed order save and shows the stored order again', async () => {
    api.server.applyScenarios(['serviceOrderFails']);
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Move down: Service 1' }));
    expect(await findNotice(adminMessages.content.serviceOrderFailed(SCENARIO_SERVER_MESSAGE))).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(rowTitles()).toEqual(['Service 1', 'Service 2', 'Service 3']));
  });
});
