import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DragHandle } from './DragHandle';
import { MoveButtons } from './MoveButtons';
import { SortableList } from './SortableList';
import { stubSortableLayout } from '../../../../tests/support/sortable-layout';

type Row = { id: number; title: string };
const initial: Row[] = [
  { id: 1, title: 'Alpha' },
  { id: 2, title: 'Bravo' },
  { id: 3, title: 'Charlie' },
];

function Harness({ onReorder }: { onReorder?: (rows: Row[]) => void }) {
  const [rows, setRows] = useState(initial);
  return (
    <ul aria-label="Rows">
      <SortableList
        items={rows}
        getId={(row) => row.id}
        getLabel={(row) => row.title}
        onReorder={(next) => {
          setRows(next);
          onReorder?.(next);
        }}
        renderItem={(row, controls) => (
          <li {...controls.itemProps}>
            <DragHandle controls={controls} />
            <span>{row.title}</span>
            <MoveButtons controls={controls} />
          </li>
        )}
      />
    </ul>
  );
}

// eslint-disable-next-line testing-library/no-node-access -- each item's visible title, beside its hidden drag handle text
const titles = () => within(screen.getByRole('list', { name: 'Rows' })).getAllByRole('listitem').map((li) => li.querySelector('span:not([aria-hidden])')?.textContent);

describe('SortableList', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stubSortableLayout();
  });
  afterEach(() => restore());

  it('moves an item down with the keyboard sensor: Space, ArrowDown, Space', async () => {
    const user = userEvent.setup();
    const calls: Row[][] = [];
    render(<Harness onReorder={(rows) => calls.push(rows)} />);

    screen.getByRole('button', { name: 'Drag to reorder: Alpha' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('Alpha was moved into position 2 of 3.')).toBeInTheDocument();
    await user.keyboard(' ');

    expect(titles()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(calls).toEqual([[initial[1], initial[0], initial[2]]]);
    expect(await screen.findByText('Alpha was dropped at position 2 of 3.')).toBeInTheDocument();
  });

  it('cancels a keyboard drag with Escape and keeps the order', async () => {
    const user = userEvent.setup();
    const calls: Row[][] = [];
    render(<Harness onReorder={(rows) => calls.push(rows)} />);

    screen.getByRole('button', { name: 'Drag to reorder: Bravo' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');

    expect(titles()).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(calls).toEqual([]);
  });

  it('moves items with the Move up and Move down buttons, announcing the new position', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Move up: Charlie' }));
    expect(titles()).toEqual(['Alpha', 'Charlie', 'Bravo']);
    expect(screen.getByText('Charlie was moved to position 2 of 3.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move down: Alpha' }));
    expect(titles()).toEqual(['Charlie', 'Alpha', 'Bravo']);
  });

  it('disables Move up on the first item and Move down on the last', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Move up: Alpha' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Alpha' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move down: Charlie' })).toBeDisabled();
  });

  it('keeps focus on the move button used, or on its sibling when the item reaches an end', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Move down: Alpha' }));
    expect(screen.getByRole('button', { name: 'Move down: Alpha' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move down: Alpha' }));
    expect(titles()).toEqual(['Bravo', 'Charlie', 'Alpha']);
    expect(screen.getByRole('button', { name: 'Move up: Alpha' })).toHaveFocus();
  });
});
