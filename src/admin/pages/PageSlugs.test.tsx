import { act, configure, screen, within } from '@testing-library/react';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { adminMessages, ruleMessages } from '../../domain/messages';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { resetNotices } from '../../ui/notices';
import { NavigationSection } from '../navigation/NavigationSection';
import { PagesSection } from './PagesSection';

// buildDataset: the page "Fencing" has the slug fencing; the navigation item "Manufacturing" has manufacturing.
const api = setupMockApi();
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => act(() => resetNotices()));

function render(section: 'pages' | 'navigation') {
  return renderWithRepository(
    <>
      {section === 'pages' ? <PagesSection /> : <NavigationSection />}
      <NoticeRegion />
    </>,
    { repository: api.repository },
  );
}

const openAddPage = async (user: ReturnType<typeof render>['user']) => {
  await screen.findByRole('table', { name: 'Pages' });
  await user.click(screen.getByRole('button', { name: 'Add Page' }));
  const form = await screen.findByRole('dialog', { name: 'Add Page' });
  await within(form).findByRole('textbox', { name: 'Content' }, { timeout: 20_000 });
  return form;
};

describe('one slug per page, said at the slug field', { timeout: 30_000 }, () => {
  it('refuses a slug typed by hand that another page has, at the field with focus on it, and saves nothing', async () => {
    const { user } = render('pages');
    const form = await openAddPage(user);
    await user.type(within(form).getByLabelText(/^Slug/), 'Fencing');
    await user.type(within(form).getByLabelText(/^Title/), 'Fencing Solutions');
    await user.click(within(form).getByRole('button', { name: 'Save Page' }));

    const slug = within(form).getByRole('textbox', { name: /^Slug/ });
    const message = ruleMessages.slugTaken('fencing', ruleMessages.slugOwnerPage('Fencing'));
    expect(slug).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(slug).toBeInvalid();
    expect(slug).toHaveFocus();
    expect(screen.queryByText(adminMessages.pages.created)).not.toBeInTheDocument();
    expect((await api.store.pages.list()).filter((page) => page.slug === 'fencing')).toHaveLength(1);

    await user.type(slug, '-solutions');
    expect(within(form).queryByText(message)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save Page' }));
    expect(await screen.findByText(adminMessages.pages.created)).toBeInTheDocument();
    expect((await api.store.pages.list()).some((page) => page.slug === 'fencing-solutions')).toBe(true);
  });

  it('shows the store\'s refusal at the field when another tab took the slug after the list was read', async () => {
    const { user } = render('pages');
    const form = await openAddPage(user);
    const base = { content: '', parent_id: null, is_active: true, meta_description: '', gallery_inheritance_type: 'none' as const, gallery_inheritance_id: null };
    await api.store.pages.create({ ...base, title: 'Gates elsewhere', slug: 'gates' });
    await user.type(within(form).getByLabelText(/^Title/), 'Gates');
    await user.click(within(form).getByRole('button', { name: 'Save Page' }));

    const slug = within(form).getByRole('textbox', { name: /^Slug/ });
    expect(await within(form).findByText(ruleMessages.slugTaken('gates', ruleMessages.slugOwnerPage('Gates elsewhere')))).toBeInTheDocument();
    expect(slug).toBeInvalid();
    expect(slug).toHaveFocus();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('numbers a slug derived from the title past the taken one and says why', async () => {
    const { user } = render('pages');
    const form = await openAddPage(user);
    await user.type(within(form).getByLabelText(/^Title/), 'Fencing');
    const slug = within(form).getByRole('textbox', { name: /^Slug/ });
    expect(slug).toHaveValue('fencing-2');
    expect(slug).toHaveAccessibleDescription(ruleMessages.slugSuffixed('fencing', ruleMessages.slugOwnerPage('Fencing')));
  });

  it('derives a usable slug from an Arabic or Chinese title instead of "Slug is required"', async () => {
    const { user } = render('pages');
    const form = await openAddPage(user);
    const title = within(form).getByLabelText(/^Title/);
    await user.type(title, 'حلول السياج');
    expect(within(form).getByRole('textbox', { name: /^Slug/ })).toHaveValue('حلول-السياج');
    await user.clear(title);
    await user.type(title, '钢铁围栏');
    expect(within(form).getByRole('textbox', { name: /^Slug/ })).toHaveValue('钢铁围栏');
    await user.click(within(form).getByRole('button', { name: 'Save Page' }));
    expect(await screen.findByText(adminMessages.pages.created)).toBeInTheDocument();
    expect((await api.store.pages.content({ slug: '钢铁围栏' })).pm_title).toBe('钢铁围栏');
  });
});

describe('one slug per navigation item, said at the slug field', { timeout: 30_000 }, () => {
  it('refuses a slug another item has, at the field with focus on it, and saves nothing', async () => {
    const { user } = render('navigation');
    await screen.findByRole('list', { name: 'Navigation items' });
    await user.click(screen.getByRole('button', { name: 'Add Navigation Item' }));
    const form = await screen.findByRole('dialog', { name: 'Add Navigation Item' });
    await user.type(within(form).getByLabelText(/^Slug/), 'manufacturing');
    await user.type(within(form).getByLabelText(/^Title/), 'Made to order');
    await user.click(within(form).getByRole('button', { name: 'Save Item' }));

    const slug = within(form).getByRole('textbox', { name: /^Slug/ });
    expect(slug).toHaveAccessibleDescription(
      expect.stringContaining(ruleMessages.slugTaken('manufacturing', ruleMessages.slugOwnerNavigation('Manufacturing'))),
    );
    expect(slug).toHaveFocus();
    expect(screen.queryByText(adminMessages.navigation.created)).not.toBeInTheDocument();
    const tree = await api.store.navigation.tree();
    expect(tree.filter((item) => item.slug === 'manufacturing')).toHaveLength(1);
  });

  it('numbers a slug derived from the title past the taken one', async () => {
    const { user } = render('navigation');
    await screen.findByRole('list', { name: 'Navigation items' });
    await user.click(screen.getByRole('button', { name: 'Add Navigation Item' }));
    const form = await screen.findByRole('dialog', { name: 'Add Navigation Item' });
    await user.type(within(form).getByLabelText(/^Title/), 'Manufacturing');
    expect(within(form).getByRole('textbox', { name: /^Slug/ })).toHaveValue('manufacturing-2');
  });
});
