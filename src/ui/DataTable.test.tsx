import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './DataTable';
import { visiblePages } from './Pagination';

type Row = { id: number; name: string };
const rows: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
const columns = [{ key: 'name', header: 'Name', cell: (row: Row) => row.name }];

describe('DataTable', () => {
  it('shows the empty content when there are no rows', () => {
    render(<DataTable caption="Submissions" columns={columns} rows={[]} rowKey={(r) => r.id} empty="No submissions found" />);
    expect(screen.getByRole('cell', { name: 'No submissions found' })).toBeInTheDocument();
  });

  it('pages through rows', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="Submissions" columns={columns} rows={rows} rowKey={(r) => r.id} empty="None" pageSize={10} />);
    const table = screen.getByRole('table', { name: 'Submissions' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('Row 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Row 21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(within(table).getByText('Row 11')).toBeInTheDocument();
  });
});

describe('visiblePages', () => {
  it('shows the ends and the neighbourhood of the current page with gaps', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });
});
