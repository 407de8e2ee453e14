import type { Repository } from '../../src/data/repository';
import { envelopes } from '../../src/domain/contract';
import { publishedRows } from '../../src/domain/published';
import { NAVIGATION_TIMEOUT_MS } from '../../src/domain/constants';
import { publicMessages } from '../../src/domain/messages';
import type { PageContentQuery } from '../../src/domain/pages';
import { RepositoryError } from '../../src/domain/repository-error';
import { refuseStaleSave, withoutVersion } from '../../src/domain/record-version';
import { flattenNavigation } from '../../src/domain/navigation-tree';
import { navigationSlugProblem, pageSlugProblem } from '../../src/domain/slug';
import { crudArea } from './crud-area';
import type { HttpClient } from './http-client';

/**
 * How PHP servers say a page does not exist: the documented failure envelope {success:false, message} (such as
 * 'No content found') with 200 or 404. That is the visitor's "not found" state, not a broken server. Anything else
 * stays a failure: a 5xx, a 404 that is not the contract's envelope (a web server's HTML page: the endpoint itself is
 * missing), another 4xx, a network error, an answer that is not JSON or not the contract's shape.
 */
function missingPage(error: unknown): RepositoryError | null {
  if (!(error instanceof RepositoryError) || error.kind !== 'server' || error.status === undefined) return null;
  if (error.status !== 404 && (error.status < 200 || error.status > 299)) return null;
  return new RepositoryError('not-found', error.message || publicMessages.page.noContent, { status: error.status, cause: error, url: error.url });
}

/** A slug refused before the server is asked, as the record store refuses it. */
const slugRefused = (message: string) => new RepositoryError('validation', message, { status: 400 });

/** get_navigation.php with inactive items too, on a server that supports include_inactive=1 (others ignore it). */
const everyItemQuery = { include_inactive: 1 } as const;

async function refuseTakenNavigationSlug(client: HttpClient, slug: string, ownId: number | null) {
  const answer = await client.call('getNavigation', envelopes.getNavigation, { query: everyItemQuery });
  const items = flattenNavigation(answer.navigation);
  const problem = navigationSlugProblem(slug, items, ownId);
  if (problem) throw slugRefused(problem);
  return items;
}

/** Navigation, pages, page galleries and the slider over the .php contract. */
export function createStructureAreas(
  client: HttpClient,
  options: { navigationTimeoutMs?: number },
): Pick<Repository, 'navigation' | 'pages' | 'pageImages' | 'slider'> {
  return {
    navigation: {
      async tree(read) {
        const answer = await client.call('getNavigation', envelopes.getNavigation, {
          signal: read?.signal,
          query: read?.includeInactive ? everyItemQuery : undefined,
          timeoutMs: options.navigationTimeoutMs ?? NAVIGATION_TIMEOUT_MS,
          timeoutMessage: publicMessages.navigation.timeout,
          malformedMessage: publicMessages.navigation.noData,
        });
        return answer.navigation;
      },
      // A PHP server may store a second item with a slug; the item list is read first so this adapter refuses it as
      // the others do (a server that leaves inactive items out of get_navigation.php cannot be checked against those).
      async create(input) {
        await refuseTakenNavigationSlug(client, input.slug, null);
        return client.mutate('createNavigation', withoutVersion(input));
      },
      async update(id, input) {
        // The same read shows whether the item changed since the form loaded it (the contract has no version field).
        const items = await refuseTakenNavigationSlug(client, input.slug, id);
        refuseStaleSave('navigation', input.expected_version, items.find((item) => item.id === id));
        return client.mutate('updateNavigation', { ...withoutVersion(input), id });
      },
      remove: (id) => client.mutate('deleteNavigation', { id }),
    },

    pages: {
      ...crudArea(client, {
        list: async (options) => (await client.call('getPages', envelopes.getPages, { signal: options?.signal })).pages,
        create: 'createPage',
        version: 'page',
        update: 'updatePage',
        remove: 'deletePage',
      }),
      // A PHP server may accept a second page with a slug: the pages are read first and a taken slug is refused here.
      async create(input) {
        const pages = (await client.call('getPages', envelopes.getPages)).pages;
        const problem = pageSlugProblem(input.slug, pages);
        if (problem) throw slugRefused(problem);
        return client.mutate('createPage', withoutVersion(input));
      },
      // The contract has no version field, so the page is re-read just before saving and a changed one is refused.
      async update(id, input) {
        const pages = (await client.call('getPages', envelopes.getPages)).pages;
        const current = pages.find((page) => page.id === id);
        refuseStaleSave('page', input.expected_version, current);
        const problem = pageSlugProblem(input.slug, pages, id);
        if (problem) throw slugRefused(problem);
        return client.mutate('updatePage', { ...withoutVersion(input), id });
      },
      listForGalleryInheritance: async (options) =>
        (await client.call('getPagesForGalleryInheritance', envelopes.getPagesForGalleryInheritance, { signal: options?.signal })).pages,
      async content(query: PageContentQuery, options) {
        const params = 'slug' in query ? { slug: query.slug } : { nav: query.nav, sub: query.sub };
        const answer = await client
          .call('getPageContent', envelopes.getPageContent, { query: params, signal: options?.signal })
          .catch((error: unknown) => {
            throw missingPage(error) ?? error;
          });
        // The answer is a list of which the first is used (public spec 7); an empty one means no such page.
        const [first] = answer.data;
        if (!first) {
          throw new RepositoryError('not-found', publicMessages.page.noContent, { status: 404, url: client.endpointUrl('getPageContent', params) });
        }
        return first;
      },
    },

    pageImages: {
      async gallery(pageId, options) {
        const answer = await client.call('getPageImages', envelopes.getPageImages, { query: { page_id: pageId }, signal: options?.signal });
        return { images: answer.data, source: answer.gallery_inheritance };
      },
      upload(input) {
        const form = new FormData();
        form.append('image', input.image, input.image.name);
        form.append('page_id', String(input.page_id));
        form.append('image_title', input.image_title);
        form.append('image_description', input.image_description);
        return client.upload('uploadPageImage', form);
      },
      remove: (id) => client.mutate('deletePageImage', { id }),
    },

    slider: {
      ...crudArea(client, {
        list: async (options) => (await client.call('getAdminSliderItems', envelopes.getAdminSliderItems, { signal: options?.signal })).slider_items,
        create: 'createSliderItem',
        version: 'slide',
        update: 'updateSliderItem',
        remove: 'deleteSliderItem',
      }),
      listPublished: async (options) => publishedRows((await client.call('getSliderItems', envelopes.getSliderItems, { signal: options?.signal })).slider_items),
      // items: id and display_order, starting at 1 (admin spec 7).
      reorder: (ids) => client.mutate('updateSliderOrder', { items: ids.map((id, index) => ({ id, display_order: index + 1 })) }),
    },
  };
}
