import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Pagination with its page kept in state, as a list screen holds it. */
function PaginationPreview({ page: initialPage, onPageChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** Paging through long back-office lists (DataTable adds it when a page size is set).\n\n**States.** First page (Previous disabled), a middle page, last page (Next disabled).\n\n**Accessibility.** A `nav` landmark named by its `label` (DataTable: "<caption> pages"); the current page has `aria-current="page"`; page buttons are named "Page N".' } } },
  args: { page: 1, pageCount: 12, onPageChange: fn() },
  render: (args) => <PaginationPreview {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Far from both ends: first, last and two either side, with gaps. */
export const MiddlePage: Story = {
  args: { page: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent);
    await expect(pages).toEqual(['1', '4', '5', '6', '7', '8', '12']);
  },
};

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
