import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { setupMockApi } from '../../../../tests/support/mock-api';
import { renderWithRepository } from '../../../../tests/support/render-app';
import { adminMessages } from '../../../domain/messages';
import { flattenNavigation } from '../../../domain/navigation-tree';
import { NoticeRegion } from '../../../ui/NoticeRegion';
import { resetNotices } from '../../../ui/notices';
import { AboutContentTab } from '../../content/AboutContentTab';
import { ContactContentTab } from '../../content/ContactContentTab';
import { NavigationSection } from '../../navigation/NavigationSection';
import { ProductsSection } from '../../products/ProductsSection';
import { SliderSection } from '../../slider/SliderSection';

const api = setupMockApi();
beforeAll(() => configure({ asyncUtilTimeout: 8000 }));
afterEach(() => act(() => resetNotices()));

const render = (screenUnderTest: ReactElement) =>
  renderWithRepository(
    <>
      {screenUnderTest}
      <NoticeRegion />
    </>,
    { repository: api.repository },
  );

/** Every edit form: a save over a record another tab changed since the form loaded it shows the same notice. */
describe('the same Reload / Overwrite notice on every edit form', { timeout: 30_000 }, () => {
  it('a product: Overwrite saves this tab’s values, the notice goes', async () => {
    const { user } = render(<ProductsSection />);
    const [product] = await api.store.products.list();
    await user.click(await screen.findByRole('button', { name: `Edit: ${product!.title}` }));
    const form = await screen.findByRole('dialog', { name: 'Edit Product' });
    await api.store.products.update(product!.id, { ...product!, category: 'Changed in another tab' });
    await user.clear(within(form).getByLabelText(/^Title/));
    await user.type(within(form).getByLabelText(/^Title/), 'This tab');
    await user.click(within(form).getByRole('button', { name: 'Update Product' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(adminMessages.conflict.changedElsewhere);
    expect((await api.store.products.list())[0]!.title).toBe(product!.title);

    await user.click(within(form).getByRole('button', { name: adminMessages.conflict.overwrite }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect((await api.store.products.list()).find((p) => p.id === product!.id)?.title).toBe('This tab');
  });

  it('a product: Reload shows the other tab’s values, and a save from them goes through', async () => {
    const { user } = render(<ProductsSection />);
    const [product] = await api.store.products.list();
    await user.click(await screen.findByRole('button', { name: `Edit: ${product!.title}` }));
    const form = await screen.findByRole('dialog', { name: 'Edit Product' });
    await api.store.products.update(product!.id, { ...product!, title: 'Other tab title' });
    await user.type(within(form).getByLabelText(/^Category/), 'x');
    await user.click(within(form).getByRole('button', { name: 'Update Product' }));
    await user.click(await within(form).findByRole('button', { name: adminMessages.conflict.reload }));
    await waitFor(() => expect(within(form).getByLabelText(/^Title/)).toHaveValue('Other tab title'));
    expect(within(form).queryByText(adminMessages.conflict.changedElsewhere)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
  });

  it('a slide', async () => {
    const { user } = render(<SliderSection />);
    const [slide] = await api.store.slider.list();
    await user.click(await screen.findByRole('button', { name: `Edit: ${slide!.title}` }));
    const form = await screen.findByRole('dialog', { name: 'Edit Slider Item' });
    await api.store.slider.update(slide!.id, { ...slide!, subtitle: 'Other tab subtitle' });
    await user.click(within(form).getByRole('button', { name: 'Update Slider Item' }));
    expect(await within(form).findByText(adminMessages.conflict.changedElsewhere)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: adminMessages.conflict.reload }));
    expect(await within(form).findByDisplayValue('Other tab subtitle')).toBeInTheDocument();
  });

  it('a navigation item', async () => {
    const { user } = render(<NavigationSection />);
    const [item] = flattenNavigation(await api.store.navigation.tree());
    await user.click(await screen.findByRole('button', { name: `Edit ${item!.title}` }));
    const form = await screen.findByRole('dialog', { name: 'Edit Navigation Item' });
    await api.store.navigation.update(item!.id, { ...item!, icon: 'fa-industry', title: 'Other tab item' });
    await user.click(within(form).getByRole('button', { name: 'Save Item' }));
    expect(await within(form).findByText(adminMessages.conflict.changedElsewhere)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: adminMessages.conflict.reload }));
    await waitFor(() => expect(within(form).getByLabelText(/^Title/)).toHaveValue('Other tab item'));
  });

  it('a team member (a content list): Overwrite saves this tab’s values', async () => {
    const { user } = render(<AboutContentTab />);
    const [member] = await api.store.team.list();
    await user.click(await screen.findByRole('button', { name: `Edit ${member!.name}` }));
    const form = await screen.findByRole('dialog', { name: 'Edit Team Member' });
    await api.store.team.update(member!.id, { ...member!, position: 'Changed in another tab' });
    await user.clear(within(form).getByLabelText(/^Name/));
    await user.type(within(form).getByLabelText(/^Name/), 'This tab');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(adminMessages.conflict.changedElsewhere)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: adminMessages.conflict.overwrite }));
    await waitFor(async () => expect((await api.store.team.list()).find((m) => m.id === member!.id)?.name).toBe('This tab'));
  });

  it('a content tab (Contact Us)', async () => {
    const { user } = render(<ContactContentTab />);
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    const stored = await api.store.contactContent.get();
    await api.store.contactContent.update({ ...stored, phone: '+1 555 0100' });
    await user.clear(phone);
    await user.type(phone, '+1 555 0199');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(adminMessages.conflict.changedElsewhere)).toBeInTheDocument();
    expect((await api.store.contactContent.get()).phone).toBe('+1 555 0100');
    await user.click(screen.getByRole('button', { name: adminMessages.conflict.reload }));
    await waitFor(() => expect(phone).toHaveValue('+1 555 0100'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(adminMessages.content.updated)).toBeInTheDocument();
  });
});
