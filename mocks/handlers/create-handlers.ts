import type { HttpHandler } from 'msw';
import type { Repository } from '../../src/data/repository';
import { endpoints, type EndpointName } from '../../src/domain/contract';
import { API_KEY_HEADER } from '../../src/domain/contract';
import { endpointUrls, trimBase, type MockBases } from '../mock-bases';
import {
  acceptedKeys,
  serverProfile,
  servesEndpoint,
  UNAUTHORIZED_MESSAGE,
  UNKNOWN_ENDPOINT_MESSAGE,
  type ServerProfile,
  type ServerProfileOptions,
} from '../server-profile';
import { adminResolvers } from './admin-handlers';
import { routeHandlers, underBase, type Route } from './endpoint-routes';
import { contentResolvers } from './content-handlers';
import { imageHandlers } from './file-handlers';
import { failure, jsonResponse, type EndpointResolver } from './respond';
import { structureResolvers } from './structure-handlers';
import { submissionResolvers } from './submission-handlers';

/** Every endpoint of the contract has exactly one resolver; a missing one is a type error here. */
const resolvers = {
  ...structureResolvers,
  ...contentResolvers,
  ...submissionResolvers,
  ...adminResolvers,
} satisfies Record<EndpointName, EndpointResolver>;

export type MockHandlerOptions = MockBases & ServerProfileOptions & { repository: Repository };

/** Unknown paths under the API bases of a strict server: what a PHP front controller answers. */
function unknownEndpointHandlers(bases: MockBases): HttpHandler[] {
  const apiBases = [...new Set([bases.apiBase, bases.adminApiBase, bases.seoApiBase].map(trimBase))];
  return apiBases.map((base) =>
    underBase('ALL', base, () => true, () => jsonResponse({ success: false, message: UNKNOWN_ENDPOINT_MESSAGE }, { status: 404 })),
  );
}

function keyAccepted(profile: ServerProfile, name: EndpointName, request: Request): boolean {
  const keys = acceptedKeys(profile, name);
  const sent = request.headers.get(API_KEY_HEADER);
  return keys === null || (sent !== null && keys.includes(sent));
}

/**
 * The whole .php contract (both specs' section 7) as MSW handlers over a Repository store: each handler reads the
 * documented request, calls the store and answers the documented envelope; the store's errors become
 * {success:false, message} with 400 (validation), 404 (not found) or 500. `strict` models a real PHP server
 * (see ServerProfile).
 */
export function createHandlers(options: MockHandlerOptions): HttpHandler[] {
  const store = options.repository;
  const server = serverProfile(options);
  const names = (Object.keys(endpoints) as EndpointName[]).filter((name) => servesEndpoint(server, name));
  const routes = names.flatMap((name): Route[] => {
    const resolve: EndpointResolver = resolvers[name];
    const answer = async (request: Request) => {
      if (!keyAccepted(server, name, request)) return jsonResponse({ success: false, message: UNAUTHORIZED_MESSAGE }, { status: 401 });
      try {
        return await resolve({ request, url: new URL(request.url), store, server });
      } catch (error) {
        return failure(error);
      }
    };
    return endpointUrls(options, name).map((url) => ({ method: endpoints[name].method, url, answer }));
  });
  return [
    ...routeHandlers(routes),
    ...imageHandlers(store, { imagesBase: options.imagesBase, sliderImagesBase: server.sliderImagesBase }),
    ...(server.strict ? unknownEndpointHandlers(options) : []),
  ];
}
