import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCENARIO_SERVER_MESSAGE } from '../../../mocks/scenarios';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { findNotice } from '../../../tests/support/notices';
import { renderStory } from '../../../tests/support/stories';
import { adminMessages, serverMessages } from '../../domain/messages';
import { stubSortableLayout } from '../../../tests/support/sortable-layout';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { ContentSection } from './ContentSection';
import * as stories from './ContentSection.stories';

const { ServicesTabEmpty } = composeStories(stories);

// Every step goes through HTTP -> MSW -> Dexie; give the first test of a busy run room to warm up.
vi.setConfig({ testTimeout: 15_000 });

const api = setupMockApi();

type User = ReturnType<typeof renderWithRepository>['user'];

async function fill(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.paste(value);
}

/** The section with the notice region AdminShell gives it, where its messages appear. */
const withNotices = (
  <>
    <ContentSection />
    <NoticeRegion />
  </>
);

async function openServices() {
  const view = renderWithRepository(withNotices, { repository: api.repository, route: '/admin/content?tab=services' });
  await screen.findByText('Service 1');
  return view;
}

const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Services' }))
    .getAllByRole('listitem')
    // eslint-disable-next-line testing-library/no-node-access -- each item's title text, beside its controls (a list item has no name of its own)
    .map((item) => item.querySelector('[class*="rowTitle"]')?.textContent);

const storedOrder = async () => (await api.store.services.list()).map((service) => service.title);

describe('Services Management tab', () => {
  it('lists the services with their active state', async () => {
    await openServices();
    expect(shownTitles()).toEqual(['Service 1', 'Service 2', 'Service 3']);
    const inactive = within(screen.getByRole('list', { name: 'Services' })).getAllByRole('listitem')[2]!;
    expect(inactive).toHaveTextContent('Inactive');
  });

  it('requires a title and, in this tab, a description', async () => {
    const { user } = await openServices();
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Service' });
    await fill(user, within(dialog).getByLabelText('Link URL'), 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Link URL must be a valid URL')).toBeInTheDocument();
    expect(await api.store.services.list()).toHaveLength(3);
  });

  it('adds an active service by default', async () => {
    const { user } = await openServices();
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Service' });
    expect(within(dialog).getByLabelText('Active')).toBeChecked();
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Engineering Design');
    await fill(user, within(dialog).getByLabelText(/^Description/), 'CAD and FEA for steel structures');
    await fill(user, within(dialog).getByLabelText('Link URL'), '/services/engineering-design');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await findNotice(serverMessages.created('Service'))).toHaveAttribute('role', 'status');
    expect(await within(screen.getByRole('list', { name: 'Services' })).findByText('Engineering Design')).toBeInTheDocument();
    expect((await api.store.services.list()).find((service) => service.title === 'Engineering Design')).toMatchObject({
      description: 'CAD and FEA for steel structures',
      link_url: '/services/engineering-design',
      is_active: true,
    });
  });

  it('edits a service, switching it inactive', async () => {
    const { user } = await openServices();
    await user.click(screen.getByRole('button', { name: 'Edit Service 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Service' });
    expect(within(dialog).getByLabelText(/^Description/)).toHaveValue('What we do');
    await user.click(within(dialog).getByLabelText('Active'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await findNotice(serverMessages.updated('Service'))).toHaveAttribute('role', 'status');
    expect((await api.store.services.list()).find((service) => service.id === 2)?.is_active).toBe(false);
  });

  it('deletes a service after confirmation', async () => {
    const { user } = await openServices();
    await user.click(screen.getByRole('button', { name: 'Delete Service 1' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(adminMessages.confirmDelete('service'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await findNotice(serverMessages.deleted('Service'))).toHaveAttribute('role', 'status');
    expect(shownTitles()).toEqual(['Service 2', 'Service 3']);
    expect(await storedOrder()).toEqual(['Service 2', 'Service 3']);
  });

  it('says Error: and the server message when a delete is refused', async () => {
    api.server.failEndpoint('deleteService', 'server-error');
    const { user } = await openServices();
    await user.click(screen.getByRole('button', { name: 'Delete Service 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findNotice(adminMessages.content.entityError(SCENARIO_SERVER_MESSAGE))).toHaveAttribute('role', 'alert');
    expect(shownTitles()).toEqual(['Service 1', 'Service 2', 'Service 3']);
  });

  it('says Error saving service when the save gets no answer', async () => {
    api.server.failEndpoint('updateService', 'network');
    const { user } = await openServices();
    await user.click(screen.getByRole('button', { name: 'Edit Service 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Service' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error saving service');
  });
});

describe('Services reorder', () => {
  it('saves the new order at once after a Move down', async () => {
    const { user } = await openServices();
    await user.click(screen.getByRole('button', { name: 'Move down: Service 1' }));
    expect(shownTitles()).toEqual(['Service 2', 'Service 1', 'Service 3']);
    await waitFor(async () => expect(await storedOrder()).toEqual(['Service 2', 'Service 1', 'Service 3']));

    await user.click(screen.getByRole('button', { name: 'Move up: Service 3' }));
    await waitFor(async () => expect(await storedOrder()).toEqual(['Service 2', 'Service 3', 'Service 1']));
    expect(screen.getByRole('button', { name: 'Move up: Service 1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move down: Service 1' })).toBeDisabled();
  });

  it('reports a refused order save and shows the stored order again', async () => {
    api.server.applyScenarios(['serviceOrderFails']);
    const { user } = await openServices();
    await user.click(screen.getByRole('button', { name: 'Move down: Service 1' }));
    expect(await findNotice(adminMessages.content.serviceOrderFailed(SCENARIO_SERVER_MESSAGE))).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(shownTitles()).toEqual(['Service 1', 'Service 2', 'Service 3']));
    expect(await storedOrder()).toEqual(['Service 1', 'Service 2', 'Service 3']);
  });

  describe('with the keyboard sensor', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = stubSortableLayout();
    });
    afterEach(() => restore());

    it('moves a service with Space, ArrowDown, Space on its drag handle and saves the order', async () => {
      const { user } = await openServices();
      screen.getByRole('button', { name: 'Drag to reorder: Service 1' }).focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');
      await waitFor(() => expect(shownTitles()).toEqual(['Service 2', 'Service 1', 'Service 3']));
      await waitFor(async () => expect(await storedOrder()).toEqual(['Service 2', 'Service 1', 'Service 3']));
    });
  });
});

describe('Services tab when empty', () => {
  it('shows No services found... and still offers to add one', async () => {
    // The story starts from the empty dataset and asserts No services found...
    await renderStory(ServicesTabEmpty);
    expect(screen.getByRole('button', { name: 'Add Service' })).toBeEnabled();
  });
});
