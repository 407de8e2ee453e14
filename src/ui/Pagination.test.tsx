import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pagination } from './Pagination';

function Pager({ pageCount, start = 1 }: { pageCount: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label="Results pages" />;
}

const current = () => screen.getByRole('button', { current: 'page' });

describe('Pagination', () => {
  it('jumps to a typed page number with Go to page, and focuses that page', async () => {
    const user = userEvent.setup();
    render(<Pager pageCount={4000} />);
    await user.type(screen.getByRole('spinbutton', { name: 'Page number' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Go to page' }));
    expect(current()).toHaveAccessibleName('Page 1234');
    await waitFor(() => expect(current()).toHaveFocus());
  });

  it('takes Enter in the page number, and a number past the end goes to the last page', async () => {
    const user = userEvent.setup();
    render(<Pager pageCount={4000} />);
    await user.type(screen.getByRole('spinbutton', { name: 'Page number' }), '99999{Enter}');
    expect(current()).toHaveAccessibleName('Page 4000');
  });

  it('offers no jump where every page has a button', () => {
    render(<Pager pageCount={5} />);
    expect(screen.queryByRole('spinbutton', { name: 'Page number' })).toBeNull();
  });

  it('moves focus to the current page, not to <body>, when Next turns disabled on the last page', async () => {
    const user = userEvent.setup();
    render(<Pager pageCount={3} start={2} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(current()).toHaveAccessibleName('Page 3');
    expect(current()).toHaveFocus();
    // eslint-disable-next-line testing-library/no-node-access -- focus must not fall back to the page body
    expect(document.activeElement).not.toBe(document.body);
  });

  it('keeps focus on Next while it stays enabled', async () => {
    const user = userEvent.setup();
    render(<Pager pageCount={10} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(current()).toHaveAccessibleName('Page 2');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });
});
