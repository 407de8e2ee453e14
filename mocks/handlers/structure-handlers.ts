import type { MutationResult, Repository } from '../../src/data/repository';
import type { NavigationInput, NavigationNode } from '../../src/domain/navigation';
import { flattenNavigation } from '../../src/domain/navigation-tree';
import type { SliderItemInput } from '../../src/domain/slider';
import type { PageContentQuery } from '../../src/domain/pages';
import { publicMessages, ruleMessages } from '../../src/domain/messages';
import { isRepositoryError, RepositoryError } from '../../src/domain/repository-error';
import {
  asInput,
  crudResolvers,
  formFile,
  formText,
  idsInOrder,
  jsonResponse,
  mutationAnswer,
  ok,
  readForm,
  readJson,
  requireArray,
  requireId,
  withoutId,
  wireMessages,
  type EndpointResolvers,
} from './respond';
import { sliderItemToWire } from './wire-shapes';

const pages = crudResolvers((store) => store.pages);
const slider = crudResolvers((store) => store.slider);

/** The tree a server selecting `WHERE is_active = 1` builds: inactive items and everything below them left out. */
function activeTree(nodes: NavigationNode[]): NavigationNode[] {
  return nodes
    .filter((node) => node.is_active)
    .map((node) => {
      const children = activeTree(node.children);
      return { ...node, children, has_children: children.length > 0 };
    });
}

/**
 * A plain INSERT of a slide, as a strict server does it: the store appends the new slide, then it is moved to where
 * the display_order it was sent puts it (after every slide with the same or a lower order). The store then numbers
 * the slides 1..n, so a slide sent before the others moves them down by one, where a real server would keep their
 * numbers; the order the site shows is the same.
 */
async function insertSlideAsSent(store: Repository, input: SliderItemInput): Promise<MutationResult> {
  const result = await store.slider.create(input);
  const sent = Number(input.display_order);
  if (result.id === undefined || !Number.isFinite(sent)) return result;
  const others = (await store.slider.list()).filter((item) => item.id !== result.id);
  const position = others.filter((item) => item.display_order <= sent).length;
  if (position < others.length) {
    const ids = others.map((item) => item.id);
    ids.splice(position, 0, result.id);
    await store.slider.reorder(ids);
  }
  return result;
}

function pageContentQuery(url: URL): PageContentQuery {
  const slug = url.searchParams.get('slug');
  const nav = url.searchParams.get('nav');
  const sub = url.searchParams.get('sub');
  if (slug) return { slug };
  if (nav) return sub ? { nav, sub } : { nav };
  throw new RepositoryError('validation', ruleMessages.required('slug'), { status: 400 });
}

/** Navigation, pages, page galleries and the slider (public spec 7, admin spec 7). */
export const structureResolvers = {
  async getNavigation({ url, store, server }) {
    const tree = await store.navigation.tree();
    // A strict server selects `WHERE is_active = 1` unless asked for every item (include_inactive=1), which a server
    // without that parameter ignores.
    const everyItem = url.searchParams.get('include_inactive') === '1' && !server.ignoresIncludeInactive;
    return ok({ navigation: server.strict && !everyItem ? activeTree(tree) : tree });
  },
  createNavigation: async ({ request, store }) =>
    mutationAnswer(await store.navigation.create(asInput<NavigationInput>(await readJson(request)))),
  updateNavigation: async ({ request, store }) => {
    const body = await readJson(request);
    return mutationAnswer(await store.navigation.update(requireId(body.id, 'id'), asInput<NavigationInput>(withoutId(body))));
  },
  async deleteNavigation({ request, store, server }) {
    const id = requireId((await readJson(request)).id, 'id');
    // A strict server is a plain DELETE under the table's foreign key (ON DELETE CASCADE): the item's sub-items go with
    // it. The back office moves them up a level first (src/data/navigation-delete.ts), so none is lost on such a server.
    if (server.strict) {
      const item = flattenNavigation(await store.navigation.tree()).find((node) => node.id === id);
      // Deepest first, as the cascade reaches them.
      for (const descendant of flattenNavigation(item?.children ?? []).reverse()) await store.navigation.remove(descendant.id);
    }
    return mutationAnswer(await store.navigation.remove(id));
  },

  getPages: async ({ store }) => ok({ pages: await store.pages.list(), message: wireMessages.retrieved('Pages') }),
  getPagesForGalleryInheritance: async ({ store }) => ok({ pages: await store.pages.listForGalleryInheritance() }),
  createPage: pages.create,
  updatePage: pages.update,
  deletePage: pages.remove,
  async getPageContent({ url, store, server }) {
    try {
      const content = await store.pages.content(pageContentQuery(url));
      return ok({ data: [content], message: wireMessages.retrieved('Content') });
    } catch (error) {
      if (!isRepositoryError(error) || error.kind !== 'not-found') throw error;
      // No such page: the demo answers an empty list with the documented message (public spec 7, 8); a PHP server
      // answers its failure envelope with 404, as a `SELECT … LIMIT 1` that found no row usually does.
      if (server.strict) return jsonResponse({ success: false, message: publicMessages.page.noContent }, { status: 404 });
      return ok({ data: [], message: publicMessages.page.noContent });
    }
  },

  async getPageImages({ url, store }) {
    const gallery = await store.pageImages.gallery(requireId(url.searchParams.get('page_id'), 'page_id'));
    return ok({
      data: gallery.images,
      gallery_source: gallery.source.type,
      gallery_inheritance: gallery.source,
      message: wireMessages.retrieved('Images'),
    });
  },
  async uploadPageImage({ request, store }) {
    const form = await readForm(request);
    const image = formFile(form, 'image');
    const pageId = requireId(formText(form, 'page_id'), 'page_id');
    if (!image) throw new RepositoryError('validation', ruleMessages.required('Image'), { status: 400 });
    const input = { page_id: pageId, image_title: formText(form, 'image_title'), image_description: formText(form, 'image_description'), image };
    return mutationAnswer(await store.pageImages.upload(input));
  },
  deletePageImage: async ({ request, store }) => mutationAnswer(await store.pageImages.remove(requireId((await readJson(request)).id, 'id'))),

  // The public base answers only the active slides on a strict server; the admin base every slide.
  getSliderItems: async ({ store, server }) =>
    ok({
      slider_items: (await (server.strict ? store.slider.listPublished() : store.slider.list())).map(sliderItemToWire),
      message: wireMessages.retrieved('Slider items'),
    }),
  getAdminSliderItems: async ({ store }) =>
    ok({ slider_items: (await store.slider.list()).map(sliderItemToWire), message: wireMessages.retrieved('Slider items') }),
  createSliderItem: async (context) =>
    context.server.strict
      ? mutationAnswer(await insertSlideAsSent(context.store, asInput<SliderItemInput>(await readJson(context.request))))
      : slider.create(context),
  updateSliderItem: slider.update,
  deleteSliderItem: slider.remove,
  async updateSliderOrder({ request, store }) {
    const items = requireArray((await readJson(request)).items, 'items');
    return mutationAnswer(await store.slider.reorder(idsInOrder(items, 'items')));
  },
} satisfies EndpointResolvers;
