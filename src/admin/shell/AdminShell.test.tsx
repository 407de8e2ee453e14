import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../../../tests/support/admin-session';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderApp } from '../../../tests/support/render-app';
import { resetAdminSession } from './session';

describe('Back office frame', () => {
  const api = setupMockApi();

  beforeEach(() => {
    resetAdminSession();
    signInAsAdmin();
  });

  async function openSection(path: string, heading: string) {
    const view = renderApp({ route: path, repository: api.repository });
    await screen.findByRole('heading', { level: 2, name: heading });
    return view;
  }

  it('starts with a skip link that moves focus to the section', async () => {
    const { user } = await openSection('/admin/pages', 'Page Management');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('moves focus to the new section heading after a sidebar link, once its code has loaded', async () => {
    const { user } = await openSection('/admin/pages', 'Page Management');
    const sidebar = within(screen.getByRole('navigation', { name: 'Admin sections' }));
    await user.click(sidebar.getByRole('link', { name: 'Slider Management' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Slider Management' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(sidebar.getByRole('link', { name: 'Slider Management' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes the phone menu on Escape and gives focus back to its button', async () => {
    const { user } = await openSection('/admin/pages', 'Page Management');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
