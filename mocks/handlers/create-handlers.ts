import type { HttpHandler } from 'msw';
import type { Repository } from '../../src/data/repository';
import { endpoints, type EndpointName } from '../../src/domain/contract';
import { endpointUrls, type MockBases } from '../mock-bases';
import { adminResolvers } from './admin-handlers';
import { routeHandlers, type Route } from './endpoint-routes';
import { contentResolvers } from './content-handlers';
import { imageHandlers } from './file-handlers';
import { failure, type EndpointResolver } from './respond';
import { structureResolvers } from './structure-handlers';
import { submissionResolvers } from './submission-handlers';

/** Every endpoint of the contract has exactly one resolver; a missing one is a type error here. */
const resolvers = {
  ...structureResolvers,
  ...contentResolvers,
  ...submissionResolvers,
  ...adminResolvers,
} satisfies Record<EndpointName, EndpointResolver>;

export type MockHandlerOptions = MockBases & { repository: Repository };

/**
 * The whole .php contract (both specs' section 7) as MSW handlers over a Repository store: each handler reads the
 * documented request, calls the store and answers the documented envelope; the store's errors become
 * {success:false, message} with 400 (validation), 404 (not found) or 500.
 */
export function createHandlers(options: MockHandlerOptions): HttpHandler[] {
  const store = options.repository;
  const routes = (Object.keys(endpoints) as EndpointName[]).flatMap((name): Route[] => {
    const resolve: EndpointResolver = resolvers[name];
    const answer = async (request: Request) => {
      try {
        return await resolve({ request, url: new URL(request.url), store });
      } catch (error) {
        return failure(error);
      }
    };
    return endpointUrls(options, name).map((url) => ({ method: endpoints[name].method, url, answer }));
  });
  return [...routeHandlers(routes), ...imageHandlers(store, options.imagesBase)];
}
