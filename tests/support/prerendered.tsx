import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach } from 'vitest';
import { EARLY_SUBMIT_SCRIPT, HELD_NOTICE_CLASS } from '../../scripts/early-submit-script';
import { RepositoryProvider } from '../../src/data/RepositoryProvider';
import { createQueryClient } from '../../src/data/query-client';
import type { Repository } from '../../src/data/repository';

type PrerenderOptions = {
  repository: Repository;
  /** The address the page is opened at in the browser (the prerender step renders the path, without a fragment). */
  route?: string;
  /** Fills the prerender's QueryClient, as a route's prefetch does; its data travels to the browser's. */
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
};

export type PrerenderedPage = {
  /** The page's #root, holding the prerendered HTML until hydrate() takes it over. */
  container: HTMLElement;
  /** Hydrates the HTML as the app does (src/app/start.tsx): the same tree, the prerendered data, no client render. */
  hydrate: () => Promise<void>;
};

let mounted: { root: Root | null; container: HTMLElement } | null = null;
/** The page's inline early-submit script listens on the document: run once per test file, as once per page. */
let scriptRun = false;

afterEach(() => {
  document.querySelectorAll(`.${HELD_NOTICE_CLASS}`).forEach((notice) => notice.remove());
  if (!mounted) return;
  const { root, container } = mounted;
  act(() => root?.unmount());
  container.remove();
  mounted = null;
});

/**
 * A prerendered page as a visitor's browser gets it: the HTML the prerender step writes (react-dom/server), in a page
 * that runs the inline early-submit script (scripts/early-submit-script.ts), before the app has loaded. hydrate()
 * then starts the app on it. An unexpected console.error (a hydration mismatch) fails the test.
 */
export async function prerendered(ui: () => ReactNode, { repository, route = '/', prefetch }: PrerenderOptions): Promise<PrerenderedPage> {
  if (!scriptRun) {
    new Function('document', EARLY_SUBMIT_SCRIPT)(document);
    scriptRun = true;
  }
  const serverClient = createQueryClient();
  await prefetch?.(serverClient);
  const path = route.replace(/#.*$/, '');
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(
    <RepositoryProvider repository={repository} queryClient={serverClient}>
      <MemoryRouter initialEntries={[path]}>{ui()}</MemoryRouter>
    </RepositoryProvider>,
  );
  document.body.append(container);
  const state = dehydrate(serverClient);
  mounted = { root: null, container };
  return {
    container,
    hydrate: async () => {
      const browserClient = createQueryClient();
      hydrate(browserClient, state);
      await act(async () => {
        mounted!.root = hydrateRoot(
          container,
          <RepositoryProvider repository={repository} queryClient={browserClient}>
            <MemoryRouter initialEntries={[route]}>{ui()}</MemoryRouter>
          </RepositoryProvider>,
        );
      });
    },
  };
}
