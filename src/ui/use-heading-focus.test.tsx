import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { busyButtonProps, focusAfterRemoval } from './use-heading-focus';

/** A list whose Delete buttons remove their row once `Finish` is pressed (as a refetch after a delete would). */
function List({ initial, fail = false }: { initial: string[]; fail?: boolean }) {
  const [items, setItems] = useState(initial);
  const [pending, setPending] = useState<string | null>(null);
  const add = useRef<HTMLButtonElement>(null);
  const cancel = useRef<() => void>(() => undefined);
  return (
    <>
      <button ref={add} type="button">
        Add
      </button>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <button type="button">Edit {item}</button>
            <button
              type="button"
              onClick={(event) => {
                cancel.current = focusAfterRemoval(event.currentTarget, () => add.current);
                setPending(item);
              }}
            >
              Delete {item}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          if (fail) cancel.current();
          else setItems((current) => current.filter((item) => item !== pending));
        }}
      >
        Finish
      </button>
    </>
  );
}

/** Deletes `item` as a keyboard user would: Delete, then the removal arrives while focus is back on Delete. */
async function remove(item: string) {
  const user = userEvent.setup();
  const button = screen.getByRole('button', { name: `Delete ${item}` });
  await user.click(button);
  button.focus();
  fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
  // The row leaves with the focus in it, as in the browser.
  await act(async () => undefined);
}

describe('focusAfterRemoval', () => {
  it('moves focus to the next row’s first control', async () => {
    render(<List initial={['a', 'b', 'c']} />);
    await remove('b');
    expect(screen.getByRole('button', { name: 'Edit c' })).toHaveFocus();
  });

  it('moves focus to the previous row when the last one was deleted', async () => {
    render(<List initial={['a', 'b', 'c']} />);
    await remove('c');
    expect(screen.getByRole('button', { name: 'Edit b' })).toHaveFocus();
  });

  it('moves focus to the fallback when the list is empty', async () => {
    render(<List initial={['a']} />);
    await remove('a');
    expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus();
  });

  it('leaves focus alone when the delete failed', async () => {
    render(<List initial={['a', 'b']} fail />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete a' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('button', { name: 'Finish' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete a' })).toBeInTheDocument();
  });
});

describe('busyButtonProps', () => {
  it('marks a busy button aria-disabled, never disabled, so it keeps the focus', () => {
    render(
      <button type="button" {...busyButtonProps(true)}>
        Saving...
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    button.focus();
    expect(button).toHaveFocus();
  });
});
