import type { ReadOptions, Repository } from '../../src/data/repository';
import { refuseStaleSave } from '../../src/domain/record-version';
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
  // The contract has no version field: a content record is re-read just before saving and a changed one is refused.
  const about = async (options?: ReadOptions) =>
    (await client.call('getAboutContent', envelopes.getAboutContent, { signal: options?.signal })).content.main;
  const homepage = async (options?: ReadOptions) =>
    (await client.call('getHomepageContent', envelopes.getHomepageContent, { signal: options?.signal })).content;
  const contact = async (options?: ReadOptions) =>
    (await client.call('getContactContent', envelopes.getContactContent, { signal: options?.signal })).content;
  return {
    services: {
      ...crudArea(client, {
        list: async (options) => (await client.call('getAdminServices', envelopes.getAdminServices, { signal: options?.signal })).services,
        create: 'createService',
        version: 'service',
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
        version: 'product',
        update: 'updateProduct',
        remove: 'deleteProduct',
      }),
      listPublished: async (options) => publishedRows((await client.call('getProducts', envelopes.getProducts, { signal: options?.signal })).data),
      reorder: (ids) => client.mutate('updateProductOrder', { products: ids.map((id, index) => ({ id, sort_order: index + 1 })) }),
    },

    about: {
      get: about,
      async update({ expected_version: expected, ...main }) {
        if (expected !== undefined) refuseStaleSave('aboutContent', expected, await about());
        return client.mutate('updateAboutContent', { main });
      },
    },

    team: crudArea(client, {
      list: async (options) => (await client.call('getTeamMembers', envelopes.getTeamMembers, { signal: options?.signal })).team_members,
      create: 'createTeamMember',
      version: 'teamMember',
      update: 'updateTeamMember',
      remove: 'deleteTeamMember',
    }),

    infrastructure: crudArea(client, {
      list: async (options) => (await client.call('getInfrastructure', envelopes.getInfrastructure, { signal: options?.signal })).infrastructure,
      create: 'createInfrastructureItem',
      version: 'infrastructure',
      update: 'updateInfrastructureItem',
      remove: 'deleteInfrastructureItem',
    }),

    certifications: crudArea(client, {
      list: async (options) => (await client.call('getCertifications', envelopes.getCertifications, { signal: options?.signal })).certifications,
      create: 'createCertification',
      version: 'certification',
      update: 'updateCertification',
      remove: 'deleteCertification',
      // The admin list reads certificate_number, the public site cert_number (admin spec 3): send both.
      toWire: (input: Omit<CertificationInput, 'expected_version'>) => ({ ...input, certificate_number: input.cert_number }),
    }),

    homepageContent: {
      get: homepage,
      async update({ expected_version: expected, hero, products, about, services, cta }) {
        if (expected !== undefined) refuseStaleSave('homepageContent', expected, await homepage());
        return client.mutate('updateHomepageContent', { hero, products, about, services, cta });
      },
    },

    contactContent: {
      get: contact,
      async update({ expected_version: expected, ...content }) {
        if (expected !== undefined) refuseStaleSave('contactContent', expected, await contact());
        return client.mutate('updateContactContent', content);
      },
    },

    careerOpenings: crudArea(client, {
      list: async (options) => (await client.call('getCareerOpenings', envelopes.getCareerOpenings, { signal: options?.signal })).careers,
      create: 'createCareerOpening',
      version: 'careerOpening',
      update: 'updateCareerOpening',
      remove: 'deleteCareerOpening',
    }),
  };
}
