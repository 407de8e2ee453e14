import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeConsoleErrors } from '../../../tests/setup/node';
import { preloadSections, reloadSection, SECTION_LOADERS, sectionModule, type SectionModule } from './section-components';
import { ADMIN_SECTIONS } from './sections';
import { SectionView } from './SectionView';

const seoModule: SectionModule = { default: () => <h2>SEO Settings</h2> };

afterEach(() => {
  vi.restoreAllMocks();
  reloadSection('seo');
});

describe('SectionView', () => {
  it('shows a section whose chunk is already loaded at once, without "Loading section..."', async () => {
    vi.spyOn(SECTION_LOADERS, 'seo').mockResolvedValue(seoModule);
    await sectionModule('seo');
    render(<SectionView id="seo" />);
    expect(screen.getByRole('heading', { name: 'SEO Settings' })).toBeInTheDocument();
    expect(screen.queryByText('Loading section...')).not.toBeInTheDocument();
  });

  it('shows "Loading section..." while the chunk loads, then the section', async () => {
    let arrive: (module: SectionModule) => void = () => undefined;
    vi.spyOn(SECTION_LOADERS, 'seo').mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    // eslint-disable-next-line testing-library/no-unnecessary-act -- the section suspends (use) until its chunk is here: React wants that act awaited
    await act(async () => {
      render(<SectionView id="seo" />);
    });
    expect(screen.getByText('Loading section...')).toBeInTheDocument();
    await act(async () => arrive(seoModule));
    expect(await screen.findByRole('heading', { name: 'SEO Settings' })).toBeInTheDocument();
  });

  it('says when the chunk cannot be loaded (an old build’s file gone), and loads it again on Try again', async () => {
    const loader = vi
      .spyOn(SECTION_LOADERS, 'seo')
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(seoModule);
    // eslint-disable-next-line testing-library/no-unnecessary-act -- the section suspends (use) until its chunk is here: React wants that act awaited
    await act(async () => {
      render(<SectionView id="seo" />);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('SEO Management could not be displayed: Failed to fetch dynamically imported module');
    takeConsoleErrors();
    const retry = screen.getByRole('button', { name: 'Try again' });
    // eslint-disable-next-line testing-library/no-unnecessary-act -- the section suspends again while its chunk loads
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await screen.findByRole('heading', { name: 'SEO Settings' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('preloads every section once, and a preload that fails is tried again when the section opens', async () => {
    const calls = ADMIN_SECTIONS.map(({ id }) => vi.spyOn(SECTION_LOADERS, id).mockResolvedValue(seoModule));
    const seo = calls[ADMIN_SECTIONS.findIndex(({ id }) => id === 'seo')]!;
    seo.mockReset().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(seoModule);
    for (const { id } of ADMIN_SECTIONS) reloadSection(id);
    await preloadSections(new AbortController().signal);
    expect(calls.map((call) => call.mock.calls.length)).toEqual(ADMIN_SECTIONS.map(() => 1));
    // eslint-disable-next-line testing-library/no-unnecessary-act -- the section suspends (use) until its chunk is here: React wants that act awaited
    await act(async () => {
      render(<SectionView id="seo" />);
    });
    expect(await screen.findByRole('heading', { name: 'SEO Settings' })).toBeInTheDocument();
    expect(seo).toHaveBeenCalledTimes(2);
    for (const { id } of ADMIN_SECTIONS) reloadSection(id);
  });
});
