import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminMessages } from '../domain/messages';
import { DataTable, type DataTableColumn } from './DataTable';

type Submission = { id: number; name: string; subject: string };

const SUBMISSIONS: Submission[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: `Customer ${index + 1}`,
  subject: index % 2 === 0 ? 'Quote Request' : 'General Inquiry',
}));

const COLUMNS: ReadonlyArray<DataTableColumn<Submission>> = [
  { key: 'name', header: 'Name', cell: (row) => row.name },
  { key: 'subject', header: 'Subject', cell: (row) => row.subject },
];

// Sortable columns, for the stacked (card) layout's sorting controls.
const SORTABLE_COLUMNS: ReadonlyArray<DataTableColumn<Submission>> = COLUMNS.map((column) => ({
  ...column,
  sortValue: (row: Submission) => (column.key === 'name' ? row.id : row.subject),
}));

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Submission>,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** Tabular back-office data: submissions, applications. Columns are declared by the caller; long lists page.\n\n**States.** Rows, empty (the empty text instead of a table), paged (with Pagination), mobile (scrolls horizontally), stacked (on a phone each row is a labelled card; with sortable columns they are sorted with the Sort by list and the Order button above the cards; the put-away column headers leave the Tab order), long text (stress).\n\n**Accessibility.** A real `<table>` with a caption and column headers (`th scope="col"`), so screen readers announce each cell\'s column.' } } },
  args: {
    caption: 'Contact submissions',
    columns: COLUMNS,
    rows: SUBMISSIONS,
    rowKey: (row) => row.id,
    empty: adminMessages.submissions.noSubmissions,
    pageSize: 10,
  },
  // Functions and elements are code, not values to edit in the controls panel.
  argTypes: { columns: { control: false }, rowKey: { control: false }, rowClassName: { control: false }, empty: { control: false } },
} satisfies Meta<typeof DataTable<Submission>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: adminMessages.submissions.noSubmissions })).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** Ten rows a page; the pagination moves through them. */
export const Paged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Contact submissions' }));
    await expect(table.getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(table.getAllByRole('row')).toHaveLength(4);
    await expect(table.getByText('Customer 21')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const PagedMobile: Story = {
  ...Paged,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** `stacked` on a phone: the rows are cards, and the sorting is offered above them (the headers are put away). */
export const StackedSortedMobile: Story = {
  args: { stacked: true, columns: SORTABLE_COLUMNS },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Name');
    await userEvent.click(canvas.getByRole('button', { name: 'Order: Ascending' }));
    const table = within(canvas.getByRole('table', { name: 'Contact submissions' }));
    await expect(table.getAllByRole('row')[1]).toHaveTextContent('Customer 23');
    await expect(canvas.getByRole('button', { name: 'Order: Descending' })).toBeInTheDocument();
  },
};

/** `stacked` on a phone without sortable columns: each row is a card of labelled values, and no sorting is offered. */
export const StackedMobile: Story = {
  args: { stacked: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Contact submissions' }));
    // Each value carries its column's name, which labels it on the card.
    await expect(table.getByRole('cell', { name: 'Customer 1' })).toHaveAttribute('data-label', 'Name');
    for (const cell of table.getAllByRole('cell', { name: 'Quote Request' })) await expect(cell).toHaveAttribute('data-label', 'Subject');
    await expect(canvas.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  },
};
