import type { Repository } from '../../src/data/repository';
import type { CertificationInput } from '../../src/domain/company';
import { envelopes } from '../../src/domain/contract';
import { publishedRows } from '../../src/domain/published';
import { crudArea } from './crud-area';
import type { HttpClient } from './http-client';

/** Services, products, company content and career openings over the .php contract. */
export function createContentAreas(
  client: HttpClient,
): Pick<
  Repository,
  'services' | 'products' | 'about' | 'team' | 'infrastructure' | 'certifications' | 'homepageContent' | 'contactContent' | 'careerOpenings'
> {
  return {
    services: {
      ...crudArea(client, {
        list: async (options) => (await client.call('getAdminServices', envelopes.getAdminServices, { signal: options?.signal })).services,
        create: 'createService',
        update: 'updateService',
        remove: 'deleteService',
      }),
      listPublished: async (options) => publishedRows((await client.call('getServices', envelopes.getServices, { signal: options?.signal })).services),
      // "services, the reordered list" (admin spec 7): each entry names its new position from 1.
      reorder: (ids) => client.mutate('updateServiceOrder', { services: ids.map((id, index) => ({ id, display_order: index + 1 })) }),
    },

    products: {
      ...crudArea(client, {
        list: async (options) => (await client.call('getAdminProducts', envelopes.getAdminProducts, { signal: options?.signal })).data,
        create: 'createProduct',
        update: 'updateProduct',
        remove: 'deleteProduct',
      }),
      listPublished: async (options) => publishedRows((await client.call('getProducts', envelopes.getProducts, { signal: options?.signal })).data),
      reorder: (ids) => client.mutate('updateProductOrder', { products: ids.map((id, index) => ({ id, sort_order: index + 1 })) }),
    },

    about: {
      get: async (options) => (await client.call('getAboutContent', envelopes.getAboutContent, { signal: options?.signal })).content.main,
      update: (main) => client.mutate('updateAboutContent', { main }),
    },

    team: crudArea(client, {
      list: async (options) => (await client.call('getTeamMembers', envelopes.getTeamMembers, { signal: options?.signal })).team_members,
      create: 'createTeamMember',
      update: 'updateTeamMember',
      remove: 'deleteTeamMember',
    }),

    infrastructure: crudArea(client, {
      list: async (options) => (await client.call('getInfrastructure', envelopes.getInfrastructure, { signal: options?.signal })).infrastructure,
      create: 'createInfrastructureItem',
      update: 'updateInfrastructureItem',
      remove: 'deleteInfrastructureItem',
    }),

    certifications: crudArea(client, {
      list: async (options) => (await client.call('getCertifications', envelopes.getCertifications, { signal: options?.signal })).certifications,
      create: 'createCertification',
      update: 'updateCertification',
      remove: 'deleteCertification',
      // The admin list reads certificate_number, the public site cert_number (admin spec 3): send both.
      toWire: (input: CertificationInput) => ({ ...input, certificate_number: input.cert_number }),
    }),

    homepageContent: {
      get: async (options) => (await client.call('getHomepageContent', envelopes.getHomepageContent, { signal: options?.signal })).content,
      update: ({ hero, products, about, services, cta }) =>
        client.mutate('updateHomepageContent', { hero, products, about, services, cta }),
    },

    contactContent: {
      get: async (options) => (await client.call('getContactContent', envelopes.getContactContent, { signal: options?.signal })).content,
      update: (content) => client.mutate('updateContactContent', content),
    },

    careerOpenings: crudArea(client, {
      list: async (options) => (await client.call('getCareerOpenings', envelopes.getCareerOpenings, { signal: options?.signal })).careers,
      create: 'createCareerOpening',
      update: 'updateCareerOpening',
      remove: 'deleteCareerOpening',
    }),
  };
}
