import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildDataset } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { deleteNavigationItem } from '../../data/navigation-delete';
import type { Repository } from '../../data/repository';
import { flattenNavigation } from '../../domain/navigation-tree';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { NavigationSection } from './NavigationSection';

const api = setupMockApi(buildDataset);

const stored = async () => flattenNavigation(await api.store.navigation.tree());

describe('Deleting a navigation item with sub-items', { timeout: 30_000 }, () => {
  it('names the sub-items and where they go before the delete, then moves them up a level', async () => {
    const { user } = renderWithRepository(
      <>
        <NavigationSection />
        <NoticeRegion />
      </>,
      { repository: api.repository },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Fencing' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this navigation item? Its sub-item Chain Link Fencing moves up a level, under Manufacturing.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Navigation item deleted!')).toBeInTheDocument();
    const items = await stored();
    expect(items.find((item) => item.title === 'Fencing')).toBeUndefined();
    expect(items.find((item) => item.title === 'Chain Link Fencing')?.parent_id).toBe(5);
    const manufacturing = await screen.findByRole('list', { name: 'Manufacturing sub-items' });
    expect(within(manufacturing).getByText('Chain Link Fencing')).toBeInTheDocument();
  });

  it('asks the plain question for an item without sub-items', async () => {
    const { user } = renderWithRepository(<NavigationSection />, { repository: api.repository });
    await user.click(await screen.findByRole('button', { name: 'Delete Home' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Are you sure you want to delete this navigation item?');
    expect(screen.getByRole('alertdialog')).not.toHaveTextContent('moves up');
  });

  it('moves the children first through the Repository, so any server keeps them, and deletes only after that', async () => {
    const calls: string[] = [];
    const repository = {
      navigation: {
        update: vi.fn(async (id: number) => {
          calls.push(`update ${id}`);
          return { message: '' };
        }),
        remove: vi.fn(async (id: number) => {
          calls.push(`remove ${id}`);
          return { message: '' };
        }),
      },
    } as unknown as Repository;
    const manufacturing = (await api.store.navigation.tree()).find((node) => node.title === 'Manufacturing')!;
    await deleteNavigationItem(repository, manufacturing);
    expect(calls).toEqual(['update 6', 'remove 5']);
    expect(repository.navigation.update).toHaveBeenCalledWith(6, expect.objectContaining({ title: 'Fencing', slug: 'fencing', parent_id: null }));
  });
});

describe('A long navigation tree', { timeout: 30_000 }, () => {
  it('folds and unfolds the sub-items of an item, and all of them at once', async () => {
    const { user } = renderWithRepository(<NavigationSection />, { repository: api.repository });
    const toggle = await screen.findByRole('button', { name: 'Manufacturing: 1 sub-item' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Manufacturing sub-items' })).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Manufacturing sub-items' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Chain Link Fencing' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getByRole('button', { name: 'Edit Chain Link Fencing' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.queryByRole('list', { name: 'About Us sub-items' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Manufacturing sub-items' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Manufacturing' })).toBeInTheDocument();
  });
});
