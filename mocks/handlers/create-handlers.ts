import { http, type HttpHandler } from 'msw';
import type { Repository } from '../../src/data/repository';
import { endpoints, type EndpointName } from '../../src/domain/contract';
import { endpointUrls, type MockBases } from '../mock-bases';
import { adminResolvers } from './admin-handlers';
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
  const handlers = (Object.keys(endpoints) as EndpointName[]).flatMap((name) => {
    const resolve: EndpointResolver = resolvers[name];
    const method = endpoints[name].method === 'GET' ? http.get : http.post;
    return endpointUrls(options, name).map((url) =>
      method(url, async ({ request }) => {
        try {
          return await resolve({ request, url: new URL(request.url), store });
        } catch (error) {
          return failure(error);
        }
      }),
    );
  });
  return [...handlers, ...imageHandlers(store, options.imagesBase)];
}
