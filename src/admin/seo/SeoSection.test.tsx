import { composeStories } from '@storybook/react-vite';
import { act, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../../domain/messages';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { findNotice, noticeRegion } from '../../../tests/support/notices';
import { renderStory } from '../../../tests/support/stories';
import { createSeedDataset } from '../../../fixtures/seed-dataset';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { SeoSection } from './SeoSection';
import * as stories from './SeoSection.stories';

const { LoadFailure, ResetToDefault, SaveFailure, ValidationErrors } = composeStories(stories);
/** The homepage settings the stories start from. */
const seedHomepage = () => createSeedDataset().seoSettings.find((settings) => settings.page_type === 'homepage')!;

// The first render loads the section's chunk and the MSW store; on a busy CI machine that can exceed 1 s.
configure({ asyncUtilTimeout: 5000 });

describe('SeoSection', () => {
  const api = setupMockApi();
  afterEach(() => vi.useRealTimers());

  // The section with the notice region AdminShell gives it, where its messages appear.
  const renderSeo = async () => {
    const view = renderWithRepository(
      <>
        <SeoSection />
        <NoticeRegion />
      </>,
      { repository: api.repository, route: '/admin/seo' },
    );
    await screen.findByRole('form', { name: 'SEO settings' });
    return view;
  };
  const field = (label: RegExp | string) => screen.getByLabelText(label);
  async function replace(user: Awaited<ReturnType<typeof renderSeo>>['user'], label: RegExp | string, value: string) {
    await user.clear(field(label));
    if (value) {
      await user.click(field(label));
      await user.paste(value);
    }
  }

  it('loads the homepage settings first, after a loading state', async () => {
    renderWithRepository(<SeoSection />, { repository: api.repository, route: '/admin/seo' });
    expect(screen.getByRole('heading', { name: 'SEO Management', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading SEO settings...');
    expect(await screen.findByLabelText(/Page Title/)).toHaveValue('Title of homepage');
    expect(screen.getByLabelText('Page type')).toHaveValue('homepage');
    expect(field(/Meta Description/)).toHaveValue('Description of homepage');
    expect(field(/Meta Keywords/)).toHaveValue('steel, fencing');
    expect(field('Robots')).toHaveValue('index,follow');
    expect(within(field('Robots')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'index,follow',
      'noindex,follow',
      'index,nofollow',
      'noindex,nofollow',
    ]);
    expect(screen.getByText(/1200x630/)).toBeInTheDocument();
    expect(screen.getByText(/1200x600/)).toBeInTheDocument();
  });

  it('edits another page type from the selector; one without settings starts empty', async () => {
    const { user } = await renderSeo();
    await user.selectOptions(screen.getByLabelText('Page type'), 'about');
    expect(await screen.findByDisplayValue('Title of about')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Page type'), 'careers');
    await screen.findByRole('form', { name: 'SEO settings' });
    expect(field(/Page Title/)).toHaveValue('');
    expect(field('Robots')).toHaveValue('index,follow');
  });

  it('counts characters live and flags lengths outside the recommended range', async () => {
    const { user } = await renderSeo();
    // eslint-disable-next-line testing-library/no-node-access -- each field's counter is its hint, found by the id its aria-describedby names
    const titleHint = () => document.getElementById('seo-page-title-hint') as HTMLElement;
    expect(titleHint()).toHaveTextContent('17/60');
    expect(titleHint()).toHaveTextContent('outside the recommended range');
    await replace(user, /Page Title/, 'Ironcrest Steel Industries | Custom Steel Fabrication Experts');
    expect(titleHint()).toHaveTextContent('61/60');
    expect(titleHint()).toHaveTextContent('over the limit');
    await replace(user, /Page Title/, 'Ironcrest Steel Industries | Custom Steel Fabrication');
    expect(titleHint()).toHaveTextContent('53/60');
    expect(titleHint()).not.toHaveTextContent('outside the recommended range');
    expect(field(/Page Title/)).toHaveAccessibleDescription(/53\/60/);
    // eslint-disable-next-line testing-library/no-node-access -- each field's counter is its hint, found by the id its aria-describedby names
    expect(document.getElementById('seo-meta-description-hint')).toHaveTextContent('23/160');
    // eslint-disable-next-line testing-library/no-node-access -- each field's counter is its hint, found by the id its aria-describedby names
    expect(document.getElementById('seo-og-description-hint')).toHaveTextContent('0/200');
    // eslint-disable-next-line testing-library/no-node-access -- each field's counter is its hint, found by the id its aria-describedby names
    expect(document.getElementById('seo-twitter-title-hint')).toHaveTextContent('0/60');
  });

  it('counts characters as a person does: an emoji family, a Devanagari syllable or an Arabic letter is one', async () => {
    const { user } = await renderSeo();
    // eslint-disable-next-line testing-library/no-node-access -- each field's counter is its hint, found by the id its aria-describedby names
    const titleHint = () => document.getElementById('seo-page-title-hint') as HTMLElement;
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
    // 11 UTF-16 units each, one character on the screen.
    await replace(user, /Page Title/, `${family}${family}`);
    expect(titleHint()).toHaveTextContent(/^2\/60/);
    // "Hindi": 5 UTF-16 units, 2 syllables (हि, न्दी).
    await replace(user, /Page Title/, '\u0939\u093F\u0928\u094D\u0926\u0940');
    expect(titleHint()).toHaveTextContent(/^2\/60/);
    // "Steel" in Arabic with its vowel marks: 9 UTF-16 units, 5 characters.
    await replace(user, /Page Title/, '\u0641\u064E\u0648\u0652\u0644\u064E\u0627\u0630\u064C');
    expect(titleHint()).toHaveTextContent(/^5\/60/);
    // 60 letters with a vowel mark are within the limit of 60 (120 UTF-16 units), and the form saves them.
    await replace(user, /Page Title/, '\u0641\u064E'.repeat(60));
    expect(titleHint()).toHaveTextContent(/^60\/60/);
    expect(titleHint()).not.toHaveTextContent('over the limit');
    await user.click(screen.getByRole('button', { name: 'Save SEO Settings' }));
    expect(await findNotice(adminMessages.seo.updated)).toBeInTheDocument();
  });

  it('refuses to save without a page title and meta description', async () => {
    // The story clears both, saves, and asserts the required messages and the invalid Page Title.
    await renderStory(ValidationErrors);
    expect(field(/Page Title/)).toHaveFocus();
    expect((await api.store.seo.get('homepage'))?.page_title).toBe(seedHomepage().page_title);
  });

  it('refuses lengths over the limits, URLs that are not URLs and invalid JSON', async () => {
    const { user } = await renderSeo();
    await replace(user, /Page Title/, 'x'.repeat(61));
    await replace(user, /Meta Description/, 'd'.repeat(161));
    await replace(user, /OG Title/, 'o'.repeat(61));
    await replace(user, /Twitter Description/, 't'.repeat(201));
    await replace(user, /OG Image URL/, 'not a url');
    await replace(user, /Canonical URL/, 'javascript:alert(1)');
    await replace(user, /Structured Data/, '{ "@type": ');
    await user.click(screen.getByRole('button', { name: 'Save SEO Settings' }));
    expect(screen.getByText('Page title must be at most 60 characters')).toBeInTheDocument();
    expect(screen.getByText('Meta description must be at most 160 characters')).toBeInTheDocument();
    expect(screen.getByText('OG title must be at most 60 characters')).toBeInTheDocument();
    expect(screen.getByText('Twitter description must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByText('OG image must be a valid URL')).toBeInTheDocument();
    expect(screen.getByText('Canonical URL must be a valid URL')).toBeInTheDocument();
    expect(screen.getByText(adminMessages.seo.invalidStructuredData)).toBeInTheDocument();
    expect((await api.store.seo.get('homepage'))?.page_title).toBe('Title of homepage');

    await replace(user, /OG Image URL/, 'https://www.ironcreststeel.com/og.jpg');
    expect(screen.queryByText('OG image must be a valid URL')).not.toBeInTheDocument();
  });

  it('flags invalid structured data when the field is left', async () => {
    const { user } = await renderSeo();
    await replace(user, /Structured Data/, '{ not json');
    await user.tab();
    expect(screen.getByText(adminMessages.seo.invalidStructuredData)).toBeInTheDocument();
  });

  it('saves with a progress state and the change is stored', async () => {
    const { user } = await renderSeo();
    const title = 'Ironcrest Steel Industries | Custom Steel Fabrication';
    await replace(user, /Page Title/, title);
    await replace(user, /Twitter Image URL/, 'https://www.ironcreststeel.com/card.png');
    await user.selectOptions(field('Robots'), 'noindex,follow');
    await replace(user, /Structured Data/, '{"@context":"https://schema.org","@type":"Organization"}');
    const save = screen.getByRole('button', { name: 'Save SEO Settings' });
    await user.click(save);
    expect(await findNotice(adminMessages.seo.updated)).toHaveAttribute('role', 'status');
    expect(await api.store.seo.get('homepage')).toMatchObject({
      page_title: title,
      twitter_image: 'https://www.ironcreststeel.com/card.png',
      robots: 'noindex,follow',
      structured_data: '{"@context":"https://schema.org","@type":"Organization"}',
      meta_description: 'Description of homepage',
    });
    expect(await api.store.seo.get('about')).toMatchObject({ page_title: 'Title of about' });
  });

  it('shows Saving... while the save is under way, with the focus kept on the button and a second press ignored', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const update = api.repository.seo.update;
    const spy = vi.spyOn(api.repository.seo, 'update').mockImplementation(async (input) => {
      await gate;
      return update(input);
    });
    const { user } = await renderSeo();
    await user.click(screen.getByRole('button', { name: 'Save SEO Settings' }));
    // Busy, not disabled: a disabled button would drop the focus to the page (Chromium).
    const saving = screen.getByRole('button', { name: 'Saving...' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(saving).toHaveFocus();
    await user.click(saving);
    expect(spy).toHaveBeenCalledTimes(1);
    release();
    expect(await findNotice(adminMessages.seo.updated)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save SEO Settings' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Save SEO Settings' })).toHaveFocus();
    spy.mockRestore();
  });

  it('shows the server message as a danger alert when the save fails', async () => {
    // The story's save is refused; it asserts the alert with the server message.
    await renderStory(SaveFailure);
    expect(screen.getByRole('button', { name: 'Save SEO Settings' })).toBeEnabled();
    expect(field(/Page Title/)).toHaveValue(seedHomepage().page_title);
  });

  it('shows the exception text when the save request itself fails', async () => {
    api.server.failEndpoint('updateSeoSettings', 'http-error');
    const { user } = await renderSeo();
    await user.click(screen.getByRole('button', { name: 'Save SEO Settings' }));
    expect(await findNotice(/^Error updating SEO settings: .+/)).toHaveAttribute('role', 'alert');
  });

  it('shows the load failure with a retry', async () => {
    // The story asserts the alert and its Retry.
    const { user } = await renderStory(LoadFailure);
    expect(screen.queryByRole('form', { name: 'SEO settings' })).not.toBeInTheDocument();
    api.server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(/Page Title/)).toHaveValue(seedHomepage().page_title);
  });

  it('resets every field to the defaults locally until saved', async () => {
    // The story picks another Robots value, resets, and asserts the message, an empty Page Title and index,follow.
    await renderStory(ResetToDefault);
    for (const label of [/Page Title/, /Meta Description/, /Meta Keywords/, /Canonical URL/, /OG Title/, /OG Description/, /OG Image URL/, /Twitter Title/, /Twitter Description/, /Twitter Image URL/, /Structured Data/]) {
      expect(field(label)).toHaveValue('');
    }
    const { page_title, meta_keywords } = seedHomepage();
    expect(await api.store.seo.get('homepage')).toMatchObject({ page_title, meta_keywords });
  });

  it('clears the message after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await renderSeo();
    await user.click(screen.getByRole('button', { name: 'Reset to Default' }));
    expect(noticeRegion().getByRole('status')).toHaveTextContent(adminMessages.seo.reset);
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(noticeRegion().getByText(adminMessages.seo.reset)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(noticeRegion().queryByText(adminMessages.seo.reset)).not.toBeInTheDocument();
  });
});
