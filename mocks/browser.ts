import { setupWorker, type SetupWorker } from 'msw/browser';
import { createHandlers, type MockHandlerOptions } from './handlers/create-handlers';
import { pickBases } from './mock-bases';
import { applyScenarios, type ScenarioName } from './scenarios';
import { workerScope } from './worker-scope';

export type MockWorkerOptions = MockHandlerOptions & {
  /** Where mockServiceWorker.js is served, e.g. `${BASE_URL}mockServiceWorker.js`. */
  serviceWorkerUrl: string;
  scenarios: readonly ScenarioName[];
};

/**
 * Starts the MSW service worker answering the .php contract from the given store. Site-relative bases ('/api')
 * are matched against the page's origin; requests the contract does not cover go to the network.
 */
export async function startMockWorker(options: MockWorkerOptions): Promise<SetupWorker> {
  // MSW asks the host for a newer worker script on every start and does not wait for the answer. Offline that check
  // fails (an unhandled rejection); the installed worker simply keeps serving, so the failure is expected, not an error.
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker')) event.preventDefault();
  });
  const worker = setupWorker(...createHandlers(options));
  applyScenarios(worker, pickBases(options), options.scenarios);
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl, options: { scope: workerScope(options.serviceWorkerUrl) } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}
