import { configure, screen, waitFor } from '@testing-library/react';
import { SAVING_ORDER } from '../shared/sortable/OrderSavingStatus';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeConsoleErrors } from '../../../tests/setup/node';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { stubSortableLayout } from '../../../tests/support/sortable-layout';
import { SliderSection } from './SliderSection';
import { listedTitles } from '../../../tests/support/slider-cards';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const api = setupMockApi();
const storedOrder = async () => (await api.store.slider.list()).map(({ id, display_order }) => ({ id, display_order }));

describe('SliderSection: reordering', () => {
  let restoreLayout: () => void;
  beforeEach(() => {
    restoreLayout = stubSortableLayout();
  });
  afterEach(() => restoreLayout());

  it('moves a slide with the keyboard (Space, ArrowDown, Space) and saves the order from 1 at once', async () => {
    const { user } = renderWithRepository(<SliderSection />, { repository: api.repository });
    (await screen.findByRole('button', { name: 'Drag to reorder: Slide 1' })).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');

    expect(listedTitles()).toEqual(['Slide 2', 'Slide 1', 'Slide 3']);
    await waitFor(async () =>
      expect(await storedOrder()).toEqual([
        { id: 2, display_order: 1 },
        { id: 1, display_order: 2 },
        { id: 3, display_order: 3 },
      ]),
    );
    // The save is over (the list read back) once the page stops saying so.
    await waitFor(() => expect(screen.queryByText(SAVING_ORDER)).not.toBeInTheDocument());
    expect(screen.getByText('Slide 1 was dropped at position 2 of 3.')).toBeInTheDocument();
  });

  it('moves a slide with the Move up button and saves the order', async () => {
    const { user } = renderWithRepository(<SliderSection />, { repository: api.repository });
    await user.click(await screen.findByRole('button', { name: 'Move up: Slide 3' }));

    expect(listedTitles()).toEqual(['Slide 1', 'Slide 3', 'Slide 2']);
    expect(screen.getByRole('button', { name: 'Move up: Slide 3' })).toHaveFocus();
    await waitFor(async () =>
      expect(await storedOrder()).toEqual([
        { id: 1, display_order: 1 },
        { id: 3, display_order: 2 },
        { id: 2, display_order: 3 },
      ]),
    );
    // The save is over (the list read back) once the page stops saying so.
    await waitFor(() => expect(screen.queryByText(SAVING_ORDER)).not.toBeInTheDocument());
  });

  it('only logs a failed order save and shows the stored order again', async () => {
    api.server.failEndpoint('updateSliderOrder', 'server-error');
    const { user } = renderWithRepository(<SliderSection />, { repository: api.repository });
    await user.click(await screen.findByRole('button', { name: 'Move down: Slide 1' }));

    await waitFor(() => expect(listedTitles()).toEqual(['Slide 1', 'Slide 2', 'Slide 3']));
    const logged = takeConsoleErrors();
    expect(logged).toHaveLength(1);
    expect(String(logged[0]?.[0])).toContain('Error updating slider order');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await storedOrder()).toEqual([
      { id: 1, display_order: 1 },
      { id: 2, display_order: 2 },
      { id: 3, display_order: 3 },
    ]);
  });
});
