import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY } from '../../domain/company-info';
import { PrerenderedYearContext } from '../../ui/current-year';
import { Footer } from './Footer';
import { layoutTexts } from './layout-texts';

const page = (year: number | null) => (
  <PrerenderedYearContext value={year}>
    <MemoryRouter>
      <Footer />
    </MemoryRouter>
  </PrerenderedYearContext>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.useRealTimers();
});

/** The footer as the build wrote it at `builtAt`, hydrated in a browser whose clock says `openedAt`. */
async function hydrateBuiltAt(builtAt: Date, openedAt: Date): Promise<unknown[]> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(builtAt);
  const year = builtAt.getFullYear();
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(year));
  document.body.append(container);
  vi.setSystemTime(openedAt);
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page(year), { onRecoverableError: (error) => recoverable.push(error) });
  });
  return recoverable;
}

describe('the footer', () => {
  it('hydrates a page built last year without a mismatch, then shows the visitor’s year', async () => {
    const recoverable = await hydrateBuiltAt(new Date(2026, 5, 15), new Date(2027, 1, 3));
    expect(recoverable).toEqual([]);
    expect(screen.getByText(layoutTexts.copyright(2027, COMPANY.name))).toBeInTheDocument();
  });

  it('hydrates on the visitor’s New Year’s Day while the build machine’s year is still the old one', async () => {
    const recoverable = await hydrateBuiltAt(new Date(2026, 11, 31, 23, 0), new Date(2027, 0, 1, 9, 0));
    expect(recoverable).toEqual([]);
    expect(screen.getByText(layoutTexts.copyright(2027, COMPANY.name))).toBeInTheDocument();
  });

  it('shows the current year where nothing was prerendered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 3, 1));
    const container = document.body.appendChild(document.createElement('div'));
    const { createRoot } = await import('react-dom/client');
    // root.render() is React's own (hydrating by hand, as the browser does), not Testing Library's: act() is needed.
    // eslint-disable-next-line testing-library/no-unnecessary-act
    await act(async () => {
      root = createRoot(container);
      root.render(page(null));
    });
    expect(screen.getByText(layoutTexts.copyright(2031, COMPANY.name))).toBeInTheDocument();
  });
});
