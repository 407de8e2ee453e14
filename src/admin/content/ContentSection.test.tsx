import { composeStories } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SCENARIO_SERVER_MESSAGE } from '../../../mocks/scenarios';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { findNotice, noticeRegion } from '../../../tests/support/notices';
import { renderStory } from '../../../tests/support/stories';
import { adminMessages } from '../../domain/messages';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { ContentSection } from './ContentSection';
import * as stories from './ContentSection.stories';

const { AboutTab, CareerOpeningsTab, ContactTab, HomepageSaveFailure, HomepageTab } = composeStories(stories);

// Every step goes through HTTP -> MSW -> Dexie; give the first test of a busy run room to warm up.
vi.setConfig({ testTimeout: 15_000 });

const api = setupMockApi();

type User = ReturnType<typeof renderWithRepository>['user'];

/** Types a value the quick way (a paste), replacing what the field held. */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.paste(value);
}

/** The section with the notice region AdminShell gives it, where its messages appear. */
const withNotices = (
  <>
    <ContentSection />
    <NoticeRegion />
  </>
);
const renderSection = (route = '/admin/content') => renderWithRepository(withNotices, { repository: api.repository, route });

describe('ContentSection tabs', () => {
  it('shows the five tabs with Homepage Content selected and its heading', async () => {
    // The story asserts the heading, five tabs, Homepage Content selected and its sections.
    await renderStory(HomepageTab);
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Homepage Content',
      'About Us Content',
      'Services Management',
      'Career Openings',
      'Contact Us Content',
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Homepage Content' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, Home and End, and keeps the tab in the URL', async () => {
    const { user, router } = renderSection();
    await user.click(screen.getByRole('tab', { name: 'Homepage Content' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'About Us Content' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'About Us Content' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Homepage Content' })).toHaveAttribute('tabindex', '-1');
    expect(router.state.location.search).toBe('?tab=about');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Contact Us Content' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Homepage Content' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Contact Us Content' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Office Hours')).toHaveValue('Monday-Friday 9:00 AM-6:00 PM');
  });

  it('opens the tab the URL names, as after a reload', async () => {
    // The story starts at ?tab=careers and asserts Career Openings selected with its openings listed.
    await renderStory(CareerOpeningsTab);
    expect(screen.getByRole('tab', { name: 'Homepage Content' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('switches tabs with a click', async () => {
    const { user, router } = renderSection();
    await user.click(screen.getByRole('tab', { name: 'Services Management' }));
    expect(router.state.location.search).toBe('?tab=services');
    expect(await screen.findByText('Service 1')).toBeInTheDocument();
  });
});

describe('Homepage Content tab', () => {
  it('loads the five sections and saves an edited text', async () => {
    // The story asserts the loaded sections and the Save Changes button.
    const { user } = await renderStory(HomepageTab);
    const before = await api.store.homepageContent.get();
    const hero = screen.getByRole('group', { name: 'Hero Section' });
    expect(within(hero).getByLabelText('Title')).toHaveValue(before.hero.title);
    const cta = screen.getByRole('group', { name: 'Call to Action Section' });
    await fill(user, within(cta).getByLabelText('Subtitle'), 'Talk to our engineers');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findNotice(adminMessages.content.updated)).toHaveAttribute('role', 'status');
    const stored = await api.store.homepageContent.get();
    expect(stored.cta.subtitle).toBe('Talk to our engineers');
    expect(stored.hero.title).toBe(before.hero.title);
  });

  it('reports a refused save with the server message, keeping the stored content', async () => {
    // The story saves under contentSaveFails and asserts the alert with the server message.
    await renderStory(HomepageSaveFailure);
    const before = await api.store.homepageContent.get();
    expect(within(screen.getByRole('group', { name: 'Hero Section' })).getByLabelText('Title')).toHaveValue(before.hero.title);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('shows a load failure with a retry that loads the content', async () => {
    api.server.failEndpoint('getHomepageContent', 'http-error');
    const { user } = renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      adminMessages.content.loadFailed('homepage content', 'HTTP error! status: 500'),
    );
    api.server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Hero Section' })).toBeInTheDocument();
  });

  it('shows the loading state first', async () => {
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent(adminMessages.content.loading('homepage content'));
    await screen.findByRole('group', { name: 'Hero Section' });
  });
});

describe('Contact Us Content tab', () => {
  it('loads the contact texts and saves them, keeping the map embed as plain text', async () => {
    // The story asserts the loaded Phone, Office Hours and Map Embed fields.
    const { user } = await renderStory(ContactTab);
    const before = await api.store.contactContent.get();
    const phone = screen.getByLabelText('Phone');
    await fill(user, phone, '+91 172 400 1000');
    const embed = '<iframe src="https://maps.example.com/embed"></iframe>';
    await user.click(screen.getByLabelText('Map Embed'));
    await user.paste(embed);
    // eslint-disable-next-line testing-library/no-node-access -- the pasted embed code stays text: no iframe element anywhere in the page
    expect(document.querySelector('iframe')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findNotice(adminMessages.content.updated)).toHaveAttribute('role', 'status');
    const stored = await api.store.contactContent.get();
    expect(stored.phone).toBe('+91 172 400 1000');
    expect(stored.map_embed).toBe(embed);
    expect(stored.email).toBe(before.email);
  });

  it('reports a refused save with the server message', async () => {
    api.server.applyScenarios(['contentSaveFails']);
    const { user } = renderSection('/admin/content?tab=contact');
    await screen.findByLabelText('Phone');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findNotice(adminMessages.content.updateFailed(SCENARIO_SERVER_MESSAGE))).toHaveAttribute('role', 'alert');
  });
});

describe('About Us Content tab, main texts', () => {
  it('loads the main texts and the three lists, and saves the main texts', async () => {
    // The story asserts the Mission field and one entry of each of the three lists.
    const { user } = await renderStory(AboutTab);
    const before = await api.store.about.get();
    const mission = screen.getByLabelText('Mission');
    expect(mission).toHaveValue(before.mission);

    await fill(user, mission, 'Steel done right');
    await fill(user, screen.getByLabelText('Values'), 'Safety first');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findNotice(adminMessages.content.updated)).toHaveAttribute('role', 'status');
    const stored = await api.store.about.get();
    expect(stored).toMatchObject({ mission: 'Steel done right', values_text: 'Safety first', team_title: before.team_title });
  });

  it('reports a network failure of the save', async () => {
    api.server.failEndpoint('updateAboutContent', 'network');
    const { user } = renderSection('/admin/content?tab=about');
    await screen.findByLabelText('Mission');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findNotice(/^Error updating content: /)).toHaveAttribute('role', 'alert');
  });

  it('shows a load failure of the main texts while the lists still load', async () => {
    api.server.applyScenarios(['aboutFails']);
    renderSection('/admin/content?tab=about');
    expect(await screen.findByRole('alert')).toHaveTextContent(adminMessages.content.loadFailed('about content', 'HTTP error! status: 500'));
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
  });
});

describe('status messages', () => {
  it('clear the status message after 3 seconds', async () => {
    const { user } = await renderStory(ContactTab);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await findNotice(adminMessages.content.updated)).toHaveAttribute('role', 'status');
      await act(() => vi.advanceTimersByTimeAsync(2900));
      expect(noticeRegion().getByText(adminMessages.content.updated)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(noticeRegion().queryByText(adminMessages.content.updated)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
