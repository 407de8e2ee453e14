import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_FIGURES } from '../../domain/constants';
import { defaultTexts, publicMessages } from '../../domain/messages';
import { buildDataset, buildTeamMember } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderApp } from '../../../tests/support/render-app';
import { answerCallsTo } from '../../../tests/support/server-faults';
import { renderStory } from '../../../tests/support/stories';
import * as stories from './AboutPage.stories';

const { EmptyLists, Failure } = composeStories(stories);

/** The first answer of a test can be slow on a busy machine (cold MSW, IndexedDB and module caches). */
const LOAD = { timeout: 5000 };

describe('About Us page', { timeout: 15_000 }, () => {
  const api = setupMockApi(() =>
    buildDataset({
      teamMembers: [
        buildTeamMember({
          id: 1,
          name: 'Meera Sandhu',
          position: 'Managing Director',
          description: 'Leads the company',
          image_url: '/images/team/meera.svg',
          email: 'meera@ironcreststeel.com',
          linkedin_url: 'https://www.linkedin.com/in/meera',
        }),
        buildTeamMember({ id: 2, name: 'Arjun Bedi', email: 'x@y.com?bcc=all@evil.com' }),
      ],
    }),
  );

  beforeEach(() => {
    // A server may hold what the demo store refuses: the second member's LinkedIn link is a script link.
    answerCallsTo(api.server, /get_team_members\.php/, async () => {
      const members = await api.store.team.list();
      const team_members = members.map((member) => (member.id === 2 ? { ...member, linkedin_url: 'javascript:alert(1)' } : member));
      return Response.json({ success: true, team_members });
    });
  });

  it('shows a loading state, then the hero subtitle and every section', async () => {
    renderApp({ route: '/about-us', repository: api.repository });

    expect(await screen.findByText('Loading content...')).toBeInTheDocument();
    expect(await screen.findByText('Steel you can build on', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Us');
    expect(screen.getByText('We make steel products.')).toBeInTheDocument();
    for (const heading of ['Our Vision', 'Our Mission', 'Our Leadership Team', 'Our Infrastructure', 'Certifications & Standards']) {
      expect(screen.getByText(heading).tagName).toBe('H2');
    }
    expect(screen.getByText('Our vision')).toBeInTheDocument();
    expect(screen.getByText('Our mission')).toBeInTheDocument();
    expect(screen.getByText('Facility 1')).toBeInTheDocument();
    expect(screen.getByText('Certificate 1')).toBeInTheDocument();
    expect(screen.getByText(/CERT-1/)).toBeInTheDocument();
    expect(screen.queryByText('Loading content...')).not.toBeInTheDocument();
    expect(screen.queryByText(publicMessages.about.loadFailed)).not.toBeInTheDocument();
  });

  it('shows the company figures in the Company Overview', async () => {
    renderApp({ route: '/about-us', repository: api.repository });

    const overview = await screen.findByRole('region', { name: 'Company Overview' }, LOAD);
    for (const [value, label] of [
      [COMPANY_FIGURES.years, 'Years of Experience'],
      [COMPANY_FIGURES.clients, 'Satisfied Clients'],
      [COMPANY_FIGURES.countries, 'Countries Served'],
    ]) {
      expect(within(overview).getByText(value!)).toBeInTheDocument();
      expect(within(overview).getByText(label!)).toBeInTheDocument();
    }
    expect(COMPANY_FIGURES).toEqual({ years: '30+', clients: '500+', countries: '50+' });
  });

  it('gives the sections the anchors the menu links to', async () => {
    const { container } = renderApp({ route: '/about-us', repository: api.repository });

    await screen.findByText('Steel you can build on', {}, LOAD);
    for (const id of ['company-overview', 'vision-and-mission', 'our-team', 'infrastructure']) {
      // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- the in-page link targets, found by their ids
      expect(container.querySelector(`#${id}`)).not.toBeNull();
    }
  });

  it('shows team members with photo, position, description and only safe contact links', async () => {
    renderApp({ route: '/about-us', repository: api.repository });

    const team = await screen.findByRole('region', { name: 'Our Leadership Team' }, LOAD);
    expect(within(team).getByRole('heading', { name: 'Meera Sandhu' })).toBeInTheDocument();
    expect(within(team).getByText('Managing Director')).toBeInTheDocument();
    expect(within(team).getByText('Leads the company')).toBeInTheDocument();
    expect(within(team).getByRole('link', { name: 'Email Meera Sandhu' })).toHaveAttribute('href', 'mailto:meera@ironcreststeel.com');
    const linkedin = within(team).getByRole('link', { name: 'LinkedIn Meera Sandhu' });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/meera');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');

    expect(within(team).getByRole('heading', { name: 'Arjun Bedi' })).toBeInTheDocument();
    expect(within(team).queryByRole('link', { name: /Arjun Bedi/ })).not.toBeInTheDocument();

    // Below the fold: loaded lazily, with the box reserved.
    const photo = within(team).getByRole('img', { name: 'Meera Sandhu' });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '128');
    expect(photo).toHaveAttribute('height', '128');
  });

  it('hides a team photo that fails to load', async () => {
    renderApp({ route: '/about-us', repository: api.repository });

    const photo = await screen.findByRole('img', { name: 'Meera Sandhu' }, LOAD);
    expect(photo).toHaveAttribute('src', '/images/team/meera.svg');
    fireEvent.error(photo);
    expect(screen.queryByRole('img', { name: 'Meera Sandhu' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meera Sandhu' })).toBeInTheDocument();
  });

  it('says so when the team, infrastructure and certification lists are empty, as a state and not a failure', async () => {
    await renderStory(EmptyLists);
    expect(screen.getByText(publicMessages.about.noTeam)).toHaveTextContent('No team members found.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns and falls back to every default text when the about content fails to load', async () => {
    await renderStory(Failure);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load content. Using default content.');
    expect(screen.getByText(defaultTexts.about.description)).toBeInTheDocument();
    expect(screen.getByText(defaultTexts.about.mission)).toBeInTheDocument();
  });

  it('warns when one of the lists fails, and shows that list as empty', async () => {
    api.server.failEndpoint('getCertifications', 'server-error');
    renderApp({ route: '/about-us', repository: api.repository });

    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(publicMessages.about.loadFailed);
    expect(screen.getByText('No certifications found.')).toBeInTheDocument();
    expect(screen.getByText('Steel you can build on')).toBeInTheDocument();
  });

  it('uses the default text for each field the stored content leaves empty', async () => {
    await api.store.about.update({ ...buildDataset().aboutContent, subtitle: '', vision: '   ' });
    renderApp({ route: '/about-us', repository: api.repository });

    expect(await screen.findByText(defaultTexts.about.subtitle, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText(defaultTexts.about.vision)).toBeInTheDocument();
    expect(screen.getByText('Our mission')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('About Us hash scrolling', { timeout: 15_000 }, () => {
  const api = setupMockApi();
  const scrollIntoView = vi.fn<(this: Element, options?: ScrollIntoViewOptions | boolean) => void>();

  beforeEach(() => {
    // jsdom has no layout, so it has no scrollIntoView either.
    Element.prototype.scrollIntoView = scrollIntoView;
    scrollIntoView.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('scrolls smoothly to the section in the URL hash 100 ms after the page loads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp({ route: '/about-us#our-team', repository: api.repository });
    await screen.findByText('Steel you can build on', {}, LOAD);
    vi.advanceTimersByTime(0);
    const callsBefore = scrollIntoView.mock.calls.length;

    await vi.advanceTimersByTimeAsync(100);

    expect(callsBefore).toBe(0);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'our-team');
  });

  it('waits exactly the 100 ms delay and scrolls again when the hash changes', async () => {
    const { router } = renderApp({ route: '/about-us', repository: api.repository });
    await screen.findByText('Steel you can build on', {}, LOAD);
    expect(scrollIntoView).not.toHaveBeenCalled();

    vi.useFakeTimers();
    await act(() => router.navigate('/about-us#infrastructure'));
    vi.advanceTimersByTime(99);
    expect(scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'infrastructure');

    await act(() => router.navigate('/about-us#vision-and-mission'));
    vi.advanceTimersByTime(100);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView.mock.contexts[1]).toHaveAttribute('id', 'vision-and-mission');
  });

  it('does not scroll without a hash', async () => {
    renderApp({ route: '/about-us', repository: api.repository });
    await screen.findByText('Steel you can build on', {}, LOAD);
    vi.useFakeTimers();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
