import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../../../../tests/support/admin-session';
import { setupMockApi } from '../../../../tests/support/mock-api';
import { renderApp } from '../../../../tests/support/render-app';
import { resetAdminSession } from '../../shell/session';
import { unsavedTexts } from './unsaved-changes';

const api = setupMockApi();

async function openSection(path: string, heading: string) {
  const view = renderApp({ route: path, repository: api.repository });
  await screen.findByRole('heading', { level: 2, name: heading });
  return view;
}

const prompt = () => screen.getByRole('alertdialog', { name: unsavedTexts.title });
const leavePage = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('Unsaved work in the back office', { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetAdminSession();
    signInAsAdmin();
  });

  it('asks before a dialog with changes is closed, and keeps what was typed on Keep editing', async () => {
    const { user } = await openSection('/admin/products', 'Products Management');
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    const form = screen.getByRole('dialog', { name: 'Add Product' });
    await user.type(within(form).getByLabelText(/^Title/), 'Gate hinges');
    expect(leavePage()).toBe(true);

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(prompt()).toHaveTextContent(unsavedTexts.message);
    await user.click(within(prompt()).getByRole('button', { name: unsavedTexts.keep }));
    expect(within(screen.getByRole('dialog', { name: 'Add Product' })).getByLabelText(/^Title/)).toHaveValue('Gate hinges');

    await user.keyboard('{Escape}');
    await user.click(within(prompt()).getByRole('button', { name: unsavedTexts.discard }));
    expect(screen.queryByRole('dialog', { name: 'Add Product' })).not.toBeInTheDocument();
    expect(leavePage()).toBe(false);
  });

  it('closes a dialog without changes at once', async () => {
    const { user } = await openSection('/admin/products', 'Products Management');
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Add Product' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before leaving a section whose form has changes, and stays on Keep editing', async () => {
    const { user, router } = await openSection('/admin/seo', 'SEO Management');
    const title = await screen.findByLabelText(/^Page Title/);
    await user.type(title, ' and more');
    const sidebar = within(screen.getByRole('navigation', { name: 'Admin sections' }));

    await user.click(sidebar.getByRole('link', { name: 'Page Management' }));
    expect(prompt()).toBeInTheDocument();
    await user.click(within(prompt()).getByRole('button', { name: unsavedTexts.keep }));
    expect(router.state.location.pathname).toBe('/admin/seo');
    expect((screen.getByLabelText(/^Page Title/) as HTMLInputElement).value).toMatch(/ and more$/);

    await user.click(sidebar.getByRole('link', { name: 'Page Management' }));
    await user.click(within(prompt()).getByRole('button', { name: unsavedTexts.discard }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Page Management' })).toBeInTheDocument();
    expect(leavePage()).toBe(false);
  });

  it('asks before switching the SEO page type away from changes', async () => {
    const { user } = await openSection('/admin/seo', 'SEO Management');
    await user.type(await screen.findByLabelText(/^Page Title/), ' edited');
    const pageType = screen.getByLabelText('Page type');

    await user.selectOptions(pageType, 'about');
    await user.click(within(prompt()).getByRole('button', { name: unsavedTexts.keep }));
    expect(pageType).toHaveValue('homepage');
    expect((screen.getByLabelText(/^Page Title/) as HTMLInputElement).value).toMatch(/ edited$/);

    await user.selectOptions(pageType, 'about');
    await user.click(within(prompt()).getByRole('button', { name: unsavedTexts.discard }));
    expect(pageType).toHaveValue('about');
  });

  it('asks before Logout drops changes', async () => {
    const { user, router } = await openSection('/admin/seo', 'SEO Management');
    await user.type(await screen.findByLabelText(/^Page Title/), ' edited');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(prompt()).getByRole('button', { name: unsavedTexts.keep }));
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/seo');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(prompt()).getByRole('button', { name: unsavedTexts.discard }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });
});
