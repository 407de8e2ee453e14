import { act, configure, screen, within } from '@testing-library/react';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { answerCallsTo } from '../../../tests/support/server-faults';
import { createQueryClient } from '../../data/query-client';
import { ProductInputSchema } from '../../domain/catalog';
import { adminMessages } from '../../domain/messages';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { resetNotices } from '../../ui/notices';
import { ProductsSection } from './ProductsSection';

const api = setupMockApi();
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => act(() => resetNotices()));

/** What create_product.php was sent, counted: a create is never sent again by itself. */
function countCreates(storeIt: boolean) {
  const sent: unknown[] = [];
  answerCallsTo(api.server, /create_product\.php/, async (request) => {
    const body: unknown = await request.json();
    sent.push(body);
    // The server stores the product, then the connection drops before the answer arrives.
    if (storeIt) await api.store.products.create(ProductInputSchema.parse(body));
    return Response.error();
  });
  return sent;
}

async function addProduct(title: string) {
  const { user } = renderWithRepository(
    <>
      <ProductsSection />
      <NoticeRegion />
    </>,
    { repository: api.repository },
  );
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Add Product' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
  await user.type(within(dialog).getByLabelText(/^Title/), title);
  await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
  return { user, dialog };
}

describe('a create whose answer is lost', () => {
  it('finds the stored product, says it was saved and closes the form: one click, one record', async () => {
    const sent = countCreates(true);
    const { dialog } = await addProduct('Expanded metal');
    expect(await screen.findByText(adminMessages.lostAnswer.saved)).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const stored = (await api.store.products.list()).filter((product) => product.title === 'Expanded metal');
    expect(stored).toHaveLength(1);
  });

  it('says it was not saved when the product is not there, and sends it again only when Save is pressed', async () => {
    const sent = countCreates(false);
    const { user, dialog } = await addProduct('Perforated sheet');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `${adminMessages.products.networkError('saving product')} — ${adminMessages.lostAnswer.notSaved}`,
    );
    expect(sent).toHaveLength(1);
    api.server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect((await api.store.products.list()).filter((product) => product.title === 'Perforated sheet')).toHaveLength(1);
  });

  it('keeps a failure the server answered as it is (nothing to reconcile)', async () => {
    answerCallsTo(api.server, /create_product\.php/, async () => Response.json({ success: false, message: 'Title is taken' }));
    const { dialog } = await addProduct('Mesh');
    expect(await within(dialog).findByText(adminMessages.products.saveFailed('Title is taken'))).toBeInTheDocument();
  });

  it('never retries a write by itself', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
