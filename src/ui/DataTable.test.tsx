import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminMessages } from '../domain/messages';
import * as stories from './DataTable.stories';
import { DataTable } from './DataTable';
import { visiblePages } from './Pagination';

// The states are the stories' (one source for the rows, columns and captions); the tests go further than the
// stories' play functions.
const { Empty, Paged } = composeStories(stories);

describe('DataTable', () => {
  it('shows the empty content and no pagination when there are no rows', () => {
    render(<Empty />);
    expect(screen.getByRole('cell', { name: adminMessages.submissions.noSubmissions })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages through rows, forwards and back', async () => {
    const user = userEvent.setup();
    render(<Paged />);
    const table = screen.getByRole('table', { name: 'Contact submissions' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('Customer 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Customer 21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(within(table).getByText('Customer 11')).toBeInTheDocument();
  });
});

describe('DataTable and stored text in other scripts', () => {
  it('lets each cell take its direction from its own text, so an Arabic title reads right to left beside English ones', () => {
    type Row = { id: number; title: string };
    render(
      <DataTable<Row>
        caption="Pages"
        columns={[{ key: 'title', header: 'Title', cell: (row) => row.title }]}
        rows={[
          { id: 1, title: 'Fencing Solutions' },
          { id: 2, title: 'حلول السياج' },
        ]}
        rowKey={(row) => row.id}
        empty="No pages"
      />,
    );
    expect(screen.getByRole('cell', { name: 'Fencing Solutions' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('cell', { name: 'حلول السياج' })).toHaveAttribute('dir', 'auto');
  });
});

describe('visiblePages', () => {
  it('shows the ends and the neighbourhood of the current page with gaps', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });
});
