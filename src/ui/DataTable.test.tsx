import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminMessages } from '../domain/messages';
import * as stories from './DataTable.stories';
import { DataTable, type DataTableColumn } from './DataTable';
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

describe('DataTable as cards (stacked)', () => {
  type Page = { id: number; title: string; created: number };
  const rows: Page[] = [
    { id: 1, title: 'Fencing', created: 3 },
    { id: 2, title: 'About Us', created: 1 },
    { id: 3, title: 'Scaffolding', created: 2 },
  ];
  const columns: ReadonlyArray<DataTableColumn<Page>> = [
    { key: 'title', header: 'Title', cell: (row) => row.title, sortValue: (row) => row.title },
    { key: 'created', header: 'Created', cell: (row) => `Day ${row.created}`, sortValue: (row) => row.created },
    { key: 'actions', header: 'Actions', cell: (row) => <button type="button">Edit {row.title}</button> },
  ];
  const titles = () =>
    within(screen.getByRole('table', { name: 'Pages' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

  it('offers the sortable columns and the order above the cards, in step with the column headers', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="Pages" columns={columns} rows={rows} rowKey={(row) => row.id} empty="No pages" stacked />);
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sortBy).getAllByRole('option').map((option) => option.textContent)).toEqual(['Default order', 'Title', 'Created']);
    expect(screen.getByRole('button', { name: 'Order: Ascending' })).toBeDisabled();

    await user.selectOptions(sortBy, 'Created');
    expect(titles()).toEqual(['About Us', 'Scaffolding', 'Fencing']);
    expect(screen.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Order: Ascending' }));
    expect(titles()).toEqual(['Fencing', 'Scaffolding', 'About Us']);
    expect(screen.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('button', { name: 'Order: Descending' })).toBeEnabled();

    // A header pressed in the table layout shows in the controls too.
    await user.click(screen.getByRole('button', { name: 'Title' }));
    expect(sortBy).toHaveValue('title');
    expect(screen.getByRole('button', { name: 'Order: Ascending' })).toBeInTheDocument();
    expect(titles()).toEqual(['About Us', 'Fencing', 'Scaffolding']);
  });

  it('keeps a sortable column named in its header, and offers no controls for a table that does not sort', () => {
    const { rerender } = render(<DataTable caption="Pages" columns={columns} rows={rows} rowKey={(row) => row.id} empty="No pages" stacked />);
    expect(screen.getAllByRole('columnheader').map((header) => header.getAttribute('aria-label'))).toEqual(['Title', 'Created', null]);
    rerender(<DataTable caption="Pages" columns={columns.map(({ sortValue: _unsorted, ...column }) => column)} rows={rows} rowKey={(row) => row.id} empty="No pages" stacked />);
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });
});

describe('visiblePages', () => {
  it('shows the ends and the neighbourhood of the current page with gaps', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });
});
