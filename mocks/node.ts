import { setupServer, type SetupServer } from 'msw/node';
import type { EndpointName } from '../src/domain/contract';
import { createHandlers, type MockHandlerOptions } from './handlers/create-handlers';
import { pickBases } from './mock-bases';
import { applyScenarios, failEndpoint, type FailureMode, type ScenarioName } from './scenarios';

export type MockServerOptions = MockHandlerOptions;

/** setupServer() over the contract handlers, plus switches for the failure scenarios (reset by resetHandlers()). */
export type MockServer = SetupServer & {
  applyScenarios(names: readonly ScenarioName[]): void;
  failEndpoint(name: EndpointName, mode: FailureMode): void;
};

/** The .php contract served in Node (tests) over a Repository store; call listen() to start it. */
export function createMockServer(options: MockServerOptions): MockServer {
  const bases = pickBases(options);
  const server = setupServer(...createHandlers(options));
  return Object.assign(server, {
    applyScenarios: (names: readonly ScenarioName[]) => applyScenarios(server, bases, names),
    failEndpoint: (name: EndpointName, mode: FailureMode) => failEndpoint(server, bases, name, mode),
  });
}
