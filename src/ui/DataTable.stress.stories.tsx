import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { STRESS_TEXTS } from '../../.storybook/stress-dataset';
import { adminMessages } from '../domain/messages';
import { DataTable, type DataTableColumn } from './DataTable';

type Row = { id: number; name: string; company: string };

// 150 rows of long stored text in several scripts (German compounds, Arabic, Japanese, Hindi, one unbroken token).
const ROWS: Row[] = Array.from({ length: 150 }, (_, index) => ({
  id: index + 1,
  name: `${index + 1}. ${STRESS_TEXTS[index % STRESS_TEXTS.length] ?? ''}`,
  company: STRESS_TEXTS[(index + 2) % STRESS_TEXTS.length] ?? '',
}));

const COLUMNS: ReadonlyArray<DataTableColumn<Row>> = [
  { key: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.id },
  { key: 'company', header: 'Company', cell: (row) => row.company },
];

const meta = {
  title: 'UI/DataTable/Stress',
  component: DataTable<Row>,
  parameters: { docs: { description: { component: 'DataTable at its limits: 150 rows of long titles in German, Arabic, Japanese and Hindi, paged and unpaged, as a table and as phone cards.' } } },
  args: { caption: 'Contact submissions', columns: COLUMNS, rows: ROWS, rowKey: (row) => row.id, empty: adminMessages.submissions.noSubmissions, pageSize: 25 },
  argTypes: { columns: { control: false }, rowKey: { control: false }, empty: { control: false } },
} satisfies Meta<typeof DataTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Long text wraps inside its cell; the pages run to 6. */
export const LongTextPaged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Contact submissions' }));
    await expect(table.getAllByRole('row')).toHaveLength(26);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 6' }));
    await expect(table.getByRole('cell', { name: `150. ${STRESS_TEXTS[4]}` })).toBeInTheDocument();
  },
};

/** Every one of the 150 rows at once. */
export const HundredFiftyRows: Story = {
  args: { pageSize: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(151);
  },
};

/** The phone card layout with long values in every script. */
export const LongTextCardsMobile: Story = {
  args: { stacked: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Contact submissions' }));
    await expect(table.getByRole('cell', { name: `2. ${STRESS_TEXTS[1]}` })).toHaveAttribute('data-label', 'Name');
  },
};
