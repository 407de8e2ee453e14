import type { Decorator, Loader } from '@storybook/react-vite';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createDexieRepository } from '../adapters/dexie/create-dexie-repository';
import { createHttpRepository } from '../adapters/http/create-http-repository';
import { createSeedDataset } from '../fixtures/seed-dataset';
import { createStressDataset } from './stress-dataset';
import { scenarioHandlers, type ScenarioName } from '../mocks/scenarios';
import { SESSION_LOGIN_TIME_KEY, SESSION_MARKER_KEY } from '../src/admin/shell/session';
import { RepositoryProvider } from '../src/data/RepositoryProvider';
import type { Repository } from '../src/data/repository';
import { ADMIN_SESSION_MARKER } from '../src/domain/constants';
import type { Dataset } from '../src/domain/dataset';
import { resetNotices } from '../src/ui/notices';

/**
 * What every story runs on, in Storybook and in the stories-as-tests project alike: the demo's data path (HTTP
 * adapter -> MSW -> Dexie), reset to a dataset before each story. Stories choose with parameters only:
 *   route: the URL the story's router starts at ('/' by default)
 *   router: false when the story brings its own router (whole-app stories)
 *   dataset: 'seed' (default), 'empty' or 'stress'
 *   scenarios: MSW failure scenarios by name (mocks/scenarios.ts), e.g. ['navigationFails']
 *   admin: true to start signed in to the back office
 */
export type StoryParameters = {
  route?: string;
  router?: boolean;
  dataset?: StoryDataset;
  scenarios?: ScenarioName[];
  admin?: boolean;
};

export const storyBases = { apiBase: '/api', adminApiBase: '/api/admin', seoApiBase: '/api/admin', imagesBase: '/images' };

const DATASETS = {
  seed: createSeedDataset,
  empty: (): Dataset => ({
    ...createSeedDataset(),
    navigation: [],
    pages: [],
    pageImages: [],
    sliderItems: [],
    services: [],
    products: [],
    teamMembers: [],
    infrastructure: [],
    certifications: [],
    careerOpenings: [],
    contactSubmissions: [],
    careerApplications: [],
  }),
  // Long non-English texts and 100+ submissions (stress-dataset.ts), for the *.stress.stories.tsx states.
  stress: createStressDataset,
} satisfies Record<string, () => Dataset>;

export type StoryDataset = keyof typeof DATASETS;

let store: Repository | undefined;
let repository: Repository | undefined;

/** The store behind MSW (IndexedDB in the browser, fake-indexeddb in tests), made on first use. */
export function storyStore(): Repository {
  store ??= createDexieRepository({ name: 'ironcrest-storybook', seed: createSeedDataset, imagesBase: storyBases.imagesBase });
  return store;
}

/** What the screens use: the HTTP adapter, answered by MSW. */
export function storyRepository(): Repository {
  // Loading and submitting stories hold their state with endpoints that never answer; the call timeout (tested in the
  // contract suite) would end them and log a failure into whichever story runs next, so stories wait for ever.
  repository ??= createHttpRepository({ ...storyBases, apiKey: 'storybook', requestTimeoutMs: 24 * 60 * 60 * 1000 });
  return repository;
}

type MswContext = { msw?: { use(...handlers: ReturnType<typeof scenarioHandlers>): void } };

let resets: Promise<unknown> = Promise.resolve();

/**
 * Resets the store to a dataset after any reset already under way: a docs page loads several stories at once, and a
 * second import started during the first would make the first fail (an import replaced by another is refused).
 */
function resetStore(dataset: StoryDataset): Promise<void> {
  const reset = resets.then(() => storyStore().dataset.import(DATASETS[dataset]()));
  resets = reset.catch(() => undefined);
  return reset;
}

/** Resets the data, applies the story's scenarios and its session. Runs after the MSW loader. */
export const storyDataLoader: Loader = async (context) => {
  const parameters = context.parameters as StoryParameters;
  await resetStore(parameters.dataset ?? 'seed');
  // No notice of the previous story is left in the region (notices live in one store for the whole page).
  resetNotices();
  const names = parameters.scenarios ?? [];
  if (names.length > 0) (context as unknown as MswContext).msw?.use(...scenarioHandlers(storyBases, names));
  window.localStorage.removeItem(SESSION_MARKER_KEY);
  window.localStorage.removeItem(SESSION_LOGIN_TIME_KEY);
  if (parameters.admin) {
    window.localStorage.setItem(SESSION_MARKER_KEY, ADMIN_SESSION_MARKER);
    window.localStorage.setItem(SESSION_LOGIN_TIME_KEY, String(Date.now()));
  }
  return {};
};

const StoryContent = createContext<ReactNode>(null);

function StorySlot() {
  return useContext(StoryContent);
}

/**
 * A data router, as the app has (createBrowserRouter), so screens that use its hooks (useBlocker) work in stories too.
 * It is made once per story; the story itself reaches its route through context, so a change of args re-renders it.
 */
function StoryRouter({ route, children }: { route: string; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: <StorySlot /> }], { initialEntries: [route] }));
  return (
    <StoryContent.Provider value={children}>
      <RouterProvider router={router} />
    </StoryContent.Provider>
  );
}

/** Providers every screen needs: the Repository and (unless the story has its own) a memory data router. */
export const withStoryProviders: Decorator = (Story, context) => {
  const parameters = context.parameters as StoryParameters;
  const story = <Story />;
  return (
    <RepositoryProvider repository={storyRepository()}>
      {parameters.router === false ? story : <StoryRouter route={parameters.route ?? '/'}>{story}</StoryRouter>}
    </RepositoryProvider>
  );
};

export const storyViewports = {
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;
