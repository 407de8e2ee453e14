import type { AboutContent, ContactContent, HomepageContent } from '../../src/domain/company';
import {
  asInput,
  crudResolvers,
  mutationAnswer,
  ok,
  readJson,
  idsInOrder,
  requireArray,
  requireObject,
  wireMessages,
  type EndpointResolvers,
} from './respond';
import { certificationFromWire, certificationToWire } from './wire-shapes';

const services = crudResolvers((store) => store.services);
const products = crudResolvers((store) => store.products);
const team = crudResolvers((store) => store.team);
const infrastructure = crudResolvers((store) => store.infrastructure);
const certifications = crudResolvers((store) => store.certifications, certificationFromWire);
const careerOpenings = crudResolvers((store) => store.careerOpenings);

const HOMEPAGE_SECTIONS = ['hero', 'products', 'about', 'services', 'cta'] as const;

/** Services, products, company content and career openings (public spec 7, admin spec 7). */
export const contentResolvers = {
  // The public base answers only the active rows on a strict server; the admin base every row.
  getServices: async ({ store, server }) =>
    ok({ services: await (server.strict ? store.services.listPublished() : store.services.list()), message: wireMessages.retrieved('Services') }),
  getAdminServices: async ({ store }) => ok({ services: await store.services.list(), message: wireMessages.retrieved('Services') }),
  createService: services.create,
  updateService: services.update,
  deleteService: services.remove,
  async updateServiceOrder({ request, store }) {
    const list = requireArray((await readJson(request)).services, 'services');
    // "services, the reordered list" (admin spec 7): the list position is the new order.
    return mutationAnswer(await store.services.reorder(idsInOrder(list, 'services')));
  },

  getProducts: async ({ store, server }) =>
    ok({ data: await (server.strict ? store.products.listPublished() : store.products.list()), message: wireMessages.retrieved('Products') }),
  getAdminProducts: async ({ store }) => ok({ data: await store.products.list(), message: wireMessages.retrieved('Products') }),
  createProduct: products.create,
  updateProduct: products.update,
  deleteProduct: products.remove,
  async updateProductOrder({ request, store }) {
    const list = requireArray((await readJson(request)).products, 'products');
    return mutationAnswer(await store.products.reorder(idsInOrder(list, 'products')));
  },

  getAboutContent: async ({ store }) => ok({ content: { main: await store.about.get() } }),
  async updateAboutContent({ request, store }) {
    const main = requireObject((await readJson(request)).main, 'main');
    return mutationAnswer(await store.about.update(asInput<AboutContent>(main)));
  },
  getTeamMembers: async ({ store }) => ok({ team_members: await store.team.list() }),
  createTeamMember: team.create,
  updateTeamMember: team.update,
  deleteTeamMember: team.remove,
  getInfrastructure: async ({ store }) => ok({ infrastructure: await store.infrastructure.list() }),
  createInfrastructureItem: infrastructure.create,
  updateInfrastructureItem: infrastructure.update,
  deleteInfrastructureItem: infrastructure.remove,
  getCertifications: async ({ store }) => ok({ certifications: (await store.certifications.list()).map(certificationToWire) }),
  createCertification: certifications.create,
  updateCertification: certifications.update,
  deleteCertification: certifications.remove,

  getHomepageContent: async ({ store }) => ok({ content: await store.homepageContent.get() }),
  async updateHomepageContent({ request, store }) {
    const body = await readJson(request);
    const content = Object.fromEntries(HOMEPAGE_SECTIONS.map((section) => [section, requireObject(body[section], section)]));
    return mutationAnswer(await store.homepageContent.update(asInput<HomepageContent>(content)));
  },
  getContactContent: async ({ store }) => ok({ content: await store.contactContent.get() }),
  updateContactContent: async ({ request, store }) =>
    mutationAnswer(await store.contactContent.update(asInput<ContactContent>(await readJson(request)))),

  getCareerOpenings: async ({ store }) => ok({ careers: await store.careerOpenings.list(), message: wireMessages.retrieved('Career openings') }),
  createCareerOpening: careerOpenings.create,
  updateCareerOpening: careerOpenings.update,
  deleteCareerOpening: careerOpenings.remove,
} satisfies EndpointResolvers;
