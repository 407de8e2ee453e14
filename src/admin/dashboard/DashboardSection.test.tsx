import { composeStories } from '@storybook/react-vite';
import { configure, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminMessages } from '../../domain/messages';
import { signInAsAdmin } from '../../../tests/support/admin-session';
import { buildCareerApplication, buildContactSubmission, buildDataset } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderApp, renderWithRepository } from '../../../tests/support/render-app';
import { renderStory } from '../../../tests/support/stories';
import { resetAdminSession } from '../shell/session';
import { DashboardSection } from './DashboardSection';
import { STAT_CARDS } from './dashboard-view';
import * as stories from './DashboardSection.stories';

const { Empty, Failure } = composeStories(stories);

// The first render loads the section's chunk and the MSW store; on a busy CI machine that can exceed 1 s.
configure({ asyncUtilTimeout: 5000 });

// What the dashboardFails scenario's server answers (mocks/failure-answers.ts).
const SERVER_MESSAGE = 'Database connection failed. Please try again later.';

describe('DashboardSection', () => {
  const api = setupMockApi();
  beforeEach(() => resetAdminSession());
  const renderDashboard = () => renderWithRepository(<DashboardSection />, { repository: api.repository, route: '/admin/dashboard' });

  it('shows a card for every stats field with the numbers from the store', async () => {
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
    await screen.findByRole('listitem', { name: 'Total Pages' });
    const stats = await api.store.dashboard.stats();
    expect(STAT_CARDS).toHaveLength(10);
    for (const { key, label } of STAT_CARDS) {
      expect(within(screen.getByRole('listitem', { name: label })).getByText(String(stats[key]))).toBeInTheDocument();
    }
    expect(within(screen.getByRole('listitem', { name: 'Total Pages' })).getByText('4')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Pending Applications' })).getByText('1')).toBeInTheDocument();
  });

  it('lists recent contact submissions, each with its status badge (New while new) and a US short date', async () => {
    renderDashboard();
    const list = await screen.findByRole('region', { name: 'Recent Contact Submissions list' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const stored = (await api.store.dashboard.stats()).recentContactSubmissions;
    items.forEach((item, index) => {
      const status = stored[index]!.status;
      const badge = within(item).getByText(status === 'new' ? 'New' : status.charAt(0).toUpperCase() + status.slice(1));
      expect(badge).toHaveAttribute('data-tone', status === 'new' ? 'info' : status === 'replied' ? 'success' : 'neutral');
    });
    // A read message is not announced as new.
    expect(stored.some((item) => item.status !== 'new')).toBe(true);
    expect(within(list).getAllByText('New')).toHaveLength(stored.filter((item) => item.status === 'new').length);
    expect(within(list).getByText('Asha Verma')).toBeInTheDocument();
    // Stored 09:00 UTC, shown in the site's time zone (Asia/Kolkata unless VITE_SITE_TIME_ZONE says otherwise), named.
    expect(within(list).getByText('Jan 15, 2026, 02:30 PM GMT+5:30')).toBeInTheDocument();
  });

  it('lists recent career applications with their position and status badge colours', async () => {
    await api.store.dataset.import(
      buildDataset({
        careerApplications: [
          buildCareerApplication({ id: 1, name: 'Ravi Kumar', status: 'hired', position: 'Welder', created_at: '2026-03-02 14:00:00' }),
          buildCareerApplication({ id: 2, name: 'Meena Das', status: 'reviewed', position: 'Design Engineer' }),
          buildCareerApplication({ id: 3, name: 'Arjun Rao', status: 'shortlisted' }),
          buildCareerApplication({ id: 4, name: 'Kiran Shah', status: 'rejected' }),
        ],
      }),
    );
    renderDashboard();
    const list = await screen.findByRole('region', { name: 'Recent Career Applications list' });
    // eslint-disable-next-line testing-library/no-node-access -- the list item a name sits in (items have no accessible name)
    const row = (name: string) => within(list).getByText(name).closest('li') as HTMLElement;
    expect(within(row('Ravi Kumar')).getByText('Welder')).toBeInTheDocument();
    expect(within(row('Ravi Kumar')).getByText('Mar 2, 2026, 07:30 PM GMT+5:30')).toBeInTheDocument();
    expect(within(row('Ravi Kumar')).getByText('Hired')).toHaveAttribute('data-tone', 'success');
    expect(within(row('Meena Das')).getByText('Design Engineer')).toBeInTheDocument();
    expect(within(row('Meena Das')).getByText('Reviewed')).toHaveAttribute('data-tone', 'info');
    expect(within(row('Arjun Rao')).getByText('Shortlisted')).toHaveAttribute('data-tone', 'primary');
    expect(within(row('Kiran Shah')).getByText('Rejected')).toHaveAttribute('data-tone', 'danger');
  });

  it('scrolls the recent lists at 300 px and lets keyboard users focus them', async () => {
    await api.store.dataset.import(
      buildDataset({ contactSubmissions: Array.from({ length: 12 }, (_, i) => buildContactSubmission({ id: i + 1 })) }),
    );
    renderDashboard();
    const list = await screen.findByRole('region', { name: 'Recent Contact Submissions list' });
    expect(list).toHaveStyle({ maxHeight: '300px' });
    expect(list).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('region', { name: 'Recent Career Applications list' })).toHaveStyle({ maxHeight: '300px' });
  });

  it('shows the empty texts when there are no submissions or applications', async () => {
    // The story starts from the empty dataset and asserts both empty texts and 0 Contact Submissions.
    await renderStory(Empty);
    for (const label of ['Career Applications', 'Pending Applications']) {
      expect(within(screen.getByRole('listitem', { name: label })).getByText('0')).toBeInTheDocument();
    }
  });

  it('quotes the server when the stats fail, and loads them on retry', async () => {
    // The story asserts the alert quoting the server and its Retry.
    const { user } = await renderStory(Failure);
    expect(screen.getByRole('alert')).toHaveTextContent(`Failed to fetch dashboard stats: ${SERVER_MESSAGE}`);

    api.server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Total Pages' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives the generic text when the request itself fails', async () => {
    api.server.failEndpoint('getDashboardStats', 'network');
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(adminMessages.dashboard.fetchError);
  });

  it('switches to the contact and career sections from View All', async () => {
    const { user, router } = renderDashboard();
    await user.click(await screen.findByRole('link', { name: 'View All Recent Contact Submissions' }));
    expect(router.state.location.pathname).toBe('/admin/contact-data');
    await user.click(screen.getByRole('link', { name: 'View All Recent Career Applications' }));
    expect(router.state.location.pathname).toBe('/admin/career-data');
  });

  it.each([
    ['Contact Submissions', '/admin/contact-data'],
    ['Career Applications', '/admin/career-data'],
    ['Manage Pages', '/admin/pages'],
    ['Manage Services', '/admin/services'],
    ['Manage Products', '/admin/products'],
    ['Manage Images', '/admin/pages'],
  ])('quick action %s switches to %s', async (label, path) => {
    const { user, router } = renderDashboard();
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    await user.click(within(actions).getByRole('link', { name: new RegExp(`^${label}`) }));
    expect(router.state.location.pathname).toBe(path);
  });

  it('opens Page Management from the Manage Images quick action in the back office', async () => {
    signInAsAdmin();
    const { user } = renderApp({ route: '/admin', repository: api.repository });
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    await user.click(within(actions).getByRole('link', { name: /^Manage Images/ }));
    expect(await screen.findByRole('heading', { name: 'Page Management', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page Management' })).toHaveAttribute('aria-current', 'page');
  });
});
