import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDataset, buildPage } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { PagesSection } from './PagesSection';

// A site with sixty pages, one of them with an accented title.
const api = setupMockApi(() =>
  buildDataset({
    pages: [
      ...Array.from({ length: 59 }, (_, index) =>
        buildPage({ id: index + 1, title: `Product line ${String(index + 1).padStart(2, '0')}`, slug: `product-line-${index + 1}` }),
      ),
      buildPage({ id: 60, title: 'Café Fencing', slug: 'cafe-fencing', is_active: false }),
    ],
  }),
);

async function renderPages() {
  const view = renderWithRepository(<PagesSection />, { repository: api.repository });
  const table = await screen.findByRole('table', { name: 'Pages' });
  return { ...view, table };
}

const titles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Page Management with many pages', { timeout: 30_000 }, () => {
  it('shows 25 pages at a time, with paging and the number of pages', async () => {
    const { user, table } = await renderPages();
    expect(screen.getByRole('status')).toHaveTextContent('60 pages');
    expect(titles(table)).toHaveLength(25);
    const paging = screen.getByRole('navigation', { name: 'Pages pages' });
    await user.click(within(paging).getByRole('button', { name: 'Page 3' }));
    expect(titles(table)).toHaveLength(10);
    expect(titles(table)).toContain('Café Fencing');
  });

  it('finds pages by title or slug, whatever the accents, and starts again at the first page', async () => {
    const { user, table } = await renderPages();
    await user.click(within(screen.getByRole('navigation', { name: 'Pages pages' })).getByRole('button', { name: 'Page 2' }));
    const search = screen.getByRole('searchbox', { name: 'Search pages' });
    await user.type(search, 'cafe');
    expect(titles(table)).toEqual(['Café Fencing']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 60 pages');

    await user.clear(search);
    await user.type(search, 'product-line-5');
    expect(titles(table)).toEqual(['Product line 05', 'Product line 50', 'Product line 51', 'Product line 52', 'Product line 53', 'Product line 54', 'Product line 55', 'Product line 56', 'Product line 57', 'Product line 58', 'Product line 59']);

    await user.clear(search);
    await user.type(search, 'gates');
    expect(within(table).getByText('No pages match the search')).toBeInTheDocument();
  });

  it('sorts by a column header, and the other way round on a second press', async () => {
    const { user, table } = await renderPages();
    const header = screen.getByRole('columnheader', { name: 'Title' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button', { name: 'Title' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(titles(table)[0]).toBe('Café Fencing');
    await user.click(within(header).getByRole('button', { name: 'Title' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(titles(table)[0]).toBe('Product line 59');

    const status = screen.getByRole('columnheader', { name: 'Status' });
    await user.click(within(status).getByRole('button', { name: 'Status' }));
    expect(within(within(table).getAllByRole('row')[1]!).getByText('Active')).toBeInTheDocument();
    await user.click(within(status).getByRole('button', { name: 'Status' }));
    expect(titles(table)[0]).toBe('Café Fencing');
  });
});

describe('A page just created', { timeout: 30_000 }, () => {
  it('shows in the table at once: the search is cleared and the table opens where the new page is', async () => {
    const { user } = await renderPages();
    await user.type(screen.getByRole('searchbox', { name: 'Search pages' }), 'line 0');
    await user.click(screen.getByRole('button', { name: 'Add Page' }));
    const form = await screen.findByRole('dialog', { name: 'Add Page' });
    await user.click(within(form).getByLabelText(/^Title/));
    await user.paste('Zinc Plating');
    await within(form).findByRole('textbox', { name: 'Content' }, { timeout: 20_000 });
    await user.click(within(form).getByRole('button', { name: 'Save Page' }));
    // Saving goes through the HTTP adapter, MSW and IndexedDB, then the list is read again.
    expect(await screen.findByRole('cell', { name: 'Zinc Plating' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search pages' })).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('61 pages');
  });
});
