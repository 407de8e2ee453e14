import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { setupMockApi } from '../../tests/support/mock-api';
import { createQueryClient } from '../data/query-client';
import { App } from './App';
import { routes } from './routes';

const api = setupMockApi();

const menu = () => screen.findByRole('navigation', { name: 'Main' });

describe('App', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the page of the router it is given and tells when the visitor opens another page', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/about-us'] });
    const onNavigate = vi.fn();
    const user = userEvent.setup();
    render(<App repository={api.repository} queryClient={createQueryClient()} router={router} onNavigate={onNavigate} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(onNavigate).not.toHaveBeenCalled();

    await within(await menu()).findByRole('link', { name: 'About Us' });
    const [contactLink] = await screen.findAllByRole('link', { name: 'Contact Us' });
    await user.click(contactLink!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact-us');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('makes its own router at the browser’s address when given none', async () => {
    window.history.pushState(null, '', '/contact-us');
    render(<App repository={api.repository} queryClient={createQueryClient()} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  });
});
