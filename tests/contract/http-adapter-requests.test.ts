import { describe, expect, it } from 'vitest';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import type { Repository } from '../../src/data/repository';
import { API_KEY_HEADER, endpoints, sendsKey, type EndpointName } from '../../src/domain/contract';
import { withoutStreamedTables, type DatasetImportPart } from '../../src/domain/dataset-import';
import { pdfFile, pngFile, sliderInput } from '../conformance/conformance-helpers';
import { buildDataset } from '../support/builders';
import { bases, setupContractServer } from './contract-server';

const { server } = setupContractServer();
const API_KEY = 'contract-key';
const repository = createHttpRepository({ ...bases, apiKey: API_KEY });

type Captured = { method: string; url: URL; headers: Headers; body: Promise<string> };

/** Records every request the adapter sends while `run` goes. */
async function capture(run: () => Promise<unknown>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const listener = ({ request }: { request: Request }) => {
    // Copied entry by entry: new Headers(request.headers) drops headers of intercepted multipart requests in Node.
    captured.push({ method: request.method, url: new URL(request.url), headers: new Headers([...request.headers]), body: request.clone().text() });
  };
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return captured;
}

const data = buildDataset();
const navigation = { title: 'Projects', slug: 'projects', url: '', icon: 'projects', parent_id: null, order_index: 5, is_active: true, has_page: true, external_url: '' };
const page = { title: 'Projects', slug: 'projects', content: '<p>x</p>', parent_id: null, is_active: true, meta_description: '', gallery_inheritance_type: 'none' as const, gallery_inheritance_id: null };
const service = { title: 'Laser Cutting', description: 'Cuts', icon: '', image_url: '', link_url: '', is_active: true };
const product = { title: 'Bolts', category: 'Fasteners', description: '', icon: '', image_url: '', link: '', specifications: '', features: '', sort_order: 1, is_active: true };
const member = { name: 'Meera', position: 'CEO', description: 'Leads', image_url: '', email: '', linkedin_url: '' };
const facility = { title: 'Plant', description: 'Hot-dip line', icon: '', image_url: '' };
const certificate = { title: 'ISO', description: 'Quality', icon: '', image_url: '', cert_number: 'QMS-42', issued_date: '', expiry_date: '', issuing_body: '' };
const opening = { ...data.careerOpenings[0]! };
const seo = { ...data.seoSettings[0]!, page_title: 'New title' };
const contact = { name: 'Karan', email: 'karan@example.com', phone: '', company: '', subject: 'support' as const, message: 'Hi' };
const application = { name: 'Neha', email: 'neha@example.com', phone: '1', position: 'Welder', experience: '3-5', cover_letter: '', resume: pdfFile() };

/** `readsFirst`: the list read just before the write (the adapter refuses a taken slug itself, see structure-areas.ts). */
const importBegin: DatasetImportPart = {
  import_id: 'contract-check',
  step: 'begin',
  dataset: withoutStreamedTables(buildDataset()),
  totals: { contactSubmissions: 0, careerApplications: 0, brochureRequests: 0, files: 0 },
};

type Call = { run: (r: Repository) => Promise<unknown>; query?: Record<string, string>; body?: unknown; form?: string[]; readsFirst?: EndpointName };

/** One repository call per endpoint, with the query, JSON body or multipart fields the contract documents. */
const calls: Record<EndpointName, Call> = {
  getNavigation: { run: (r) => r.navigation.tree() },
  createNavigation: { run: (r) => r.navigation.create(navigation), body: navigation, readsFirst: 'getNavigation' },
  updateNavigation: { run: (r) => r.navigation.update(8, navigation), body: { ...navigation, id: 8 }, readsFirst: 'getNavigation' },
  deleteNavigation: { run: (r) => r.navigation.remove(8), body: { id: 8 } },
  getSeoSettings: { run: (r) => r.seo.get('about'), query: { page_type: 'about' } },
  updateSeoSettings: { run: (r) => r.seo.update(seo), body: seo },
  getServices: { run: (r) => r.services.listPublished() },
  getAdminServices: { run: (r) => r.services.list() },
  createService: { run: (r) => r.services.create(service), body: service },
  updateService: { run: (r) => r.services.update(1, service), body: { ...service, id: 1 } },
  deleteService: { run: (r) => r.services.remove(1), body: { id: 1 } },
  updateServiceOrder: {
    run: (r) => r.services.reorder([3, 1, 2]),
    body: { services: [{ id: 3, display_order: 1 }, { id: 1, display_order: 2 }, { id: 2, display_order: 3 }] },
  },
  getProducts: { run: (r) => r.products.listPublished() },
  getAdminProducts: { run: (r) => r.products.list() },
  createProduct: { run: (r) => r.products.create(product), body: product },
  updateProduct: { run: (r) => r.products.update(1, product), body: { ...product, id: 1 } },
  deleteProduct: { run: (r) => r.products.remove(1), body: { id: 1 } },
  updateProductOrder: { run: (r) => r.products.reorder([2, 1]), body: { products: [{ id: 2, sort_order: 1 }, { id: 1, sort_order: 2 }] } },
  getSliderItems: { run: (r) => r.slider.listPublished() },
  getAdminSliderItems: { run: (r) => r.slider.list() },
  createSliderItem: { run: (r) => r.slider.create(sliderInput()), body: sliderInput() },
  updateSliderItem: { run: (r) => r.slider.update(1, sliderInput()), body: { ...sliderInput(), id: 1 } },
  deleteSliderItem: { run: (r) => r.slider.remove(1), body: { id: 1 } },
  updateSliderOrder: { run: (r) => r.slider.reorder([2, 1]), body: { items: [{ id: 2, display_order: 1 }, { id: 1, display_order: 2 }] } },
  uploadImage: { run: (r) => r.files.uploadImage(pngFile()), form: ['image'] },
  getAboutContent: { run: (r) => r.about.get() },
  updateAboutContent: { run: (r) => r.about.update(data.aboutContent), body: { main: data.aboutContent } },
  getTeamMembers: { run: (r) => r.team.list() },
  createTeamMember: { run: (r) => r.team.create(member), body: member },
  updateTeamMember: { run: (r) => r.team.update(1, member), body: { ...member, id: 1 } },
  deleteTeamMember: { run: (r) => r.team.remove(1), body: { id: 1 } },
  getInfrastructure: { run: (r) => r.infrastructure.list() },
  createInfrastructureItem: { run: (r) => r.infrastructure.create(facility), body: facility },
  updateInfrastructureItem: { run: (r) => r.infrastructure.update(1, facility), body: { ...facility, id: 1 } },
  deleteInfrastructureItem: { run: (r) => r.infrastructure.remove(1), body: { id: 1 } },
  getCertifications: { run: (r) => r.certifications.list() },
  createCertification: { run: (r) => r.certifications.create(certificate), body: { ...certificate, certificate_number: 'QMS-42' } },
  updateCertification: { run: (r) => r.certifications.update(1, certificate), body: { ...certificate, certificate_number: 'QMS-42', id: 1 } },
  deleteCertification: { run: (r) => r.certifications.remove(1), body: { id: 1 } },
  getHomepageContent: { run: (r) => r.homepageContent.get() },
  updateHomepageContent: { run: (r) => r.homepageContent.update(data.homepageContent), body: data.homepageContent },
  getContactContent: { run: (r) => r.contactContent.get() },
  updateContactContent: { run: (r) => r.contactContent.update(data.contactContent), body: data.contactContent },
  getCareerOpenings: { run: (r) => r.careerOpenings.list() },
  createCareerOpening: { run: (r) => r.careerOpenings.create(opening), body: opening },
  updateCareerOpening: { run: (r) => r.careerOpenings.update(1, opening), body: { ...opening, id: 1 } },
  deleteCareerOpening: { run: (r) => r.careerOpenings.remove(1), body: { id: 1 } },
  getPageContent: { run: (r) => r.pages.content({ nav: 'fencing', sub: 'chain-link-fencing' }), query: { nav: 'fencing', sub: 'chain-link-fencing' } },
  getPageImages: { run: (r) => r.pageImages.gallery(2), query: { page_id: '2' } },
  getPages: { run: (r) => r.pages.list() },
  getPagesForGalleryInheritance: { run: (r) => r.pages.listForGalleryInheritance() },
  createPage: { run: (r) => r.pages.create(page), body: page, readsFirst: 'getPages' },
  updatePage: { run: (r) => r.pages.update(4, page), body: { ...page, id: 4 }, readsFirst: 'getPages' },
  deletePage: { run: (r) => r.pages.remove(4), body: { id: 4 } },
  uploadPageImage: {
    run: (r) => r.pageImages.upload({ page_id: 2, image_title: 'Gate', image_description: 'A gate', image: pngFile('gate.png') }),
    form: ['image', 'page_id', 'image_title', 'image_description'],
  },
  deletePageImage: { run: (r) => r.pageImages.remove(3), body: { id: 3 } },
  getDashboardStats: { run: (r) => r.dashboard.stats() },
  submitContactForm: { run: (r) => r.contactSubmissions.submit(contact), body: contact },
  getContactFormData: {
    run: (r) => r.contactSubmissions.list({ status: 'new', dateFrom: '2026-01-01', dateTo: '2026-12-31', search: 'verma' }),
    query: { status: 'new', dateFrom: '2026-01-01', dateTo: '2026-12-31', search: 'verma' },
  },
  updateFormStatus: { run: (r) => r.contactSubmissions.updateStatus(1, 'read'), body: { form_type: 'contact', submission_id: 1, status: 'read' } },
  deleteContactSubmission: { run: (r) => r.contactSubmissions.remove(1), body: { id: 1 } },
  submitCareerApplication: {
    run: (r) => r.careerApplications.submit(application),
    form: ['name', 'email', 'phone', 'position', 'experience', 'cover_letter', 'resume'],
  },
  getCareerApplications: {
    run: (r) => r.careerApplications.list({ status: 'new', position: 'Welder', dateFrom: '', search: 'applicant' }),
    query: { status: 'new', position: 'Welder', search: 'applicant' },
  },
  updateCareerStatus: { run: (r) => r.careerApplications.updateStatus(1, 'hired'), body: { id: 1, status: 'hired' } },
  deleteCareerApplication: { run: (r) => r.careerApplications.remove(2), body: { id: 2 } },
  downloadResume: { run: (r) => r.careerApplications.downloadResume('seed-cv.pdf'), query: { file: 'seed-cv.pdf' } },
  requestBrochure: { run: (r) => r.brochureRequests.submit({ email: 'buyer@example.com' }), body: { email: 'buyer@example.com' } },
  exportDataset: { run: (r) => r.dataset.export() },
  // An import is sent in parts (src/domain/dataset-import.ts); its first part carries everything but the large tables.
  importDataset: { run: (r) => r.dataset.importPart(importBegin), body: JSON.parse(JSON.stringify(importBegin)) as unknown },
  resetDataset: { run: (r) => r.dataset.reset(), body: {} },
};

const baseUrl = { public: bases.apiBase, admin: bases.adminApiBase, seo: bases.seoApiBase };

describe('the requests the HTTP adapter sends', () => {
  it.each(Object.keys(calls) as EndpointName[])('%s goes to its documented base, method, query, body and headers', async (name) => {
    const call = calls[name];
    const endpoint = endpoints[name];
    const captured = await capture(() => call.run(repository));
    if (call.readsFirst) {
      const read = captured.shift()!;
      expect(`${read.url.origin}${read.url.pathname}`).toBe(`${baseUrl[endpoints[call.readsFirst].base]}/${endpoints[call.readsFirst].path}`);
    }
    const [request, ...others] = captured;
    expect(others).toEqual([]);
    expect(request!.method).toBe(endpoint.method);
    expect(`${request!.url.origin}${request!.url.pathname}`).toBe(`${baseUrl[endpoint.base]}/${endpoint.path}`);
    expect(Object.fromEntries(request!.url.searchParams)).toEqual(call.query ?? {});

    // The shared key goes exactly where the contract flags it (public spec 6, admin spec 6), and on resume downloads.
    expect(request!.headers.get(API_KEY_HEADER)).toBe(sendsKey(endpoint) ? API_KEY : null);
    const contentType = request!.headers.get('Content-Type');
    if (endpoint.body === 'multipart') expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    else if (endpoint.body === 'json' || sendsKey(endpoint)) expect(contentType).toBe('application/json');
    else expect(contentType).toBeNull();

    const text = await request!.body;
    if (endpoint.body === 'json') expect(JSON.parse(text)).toEqual(call.body);
    if (endpoint.body === 'multipart') {
      const fields = [...text.matchAll(/\bname="([^"]+)"/g)].map((match) => match[1]);
      expect(fields).toEqual(call.form);
    }
    if (endpoint.body === 'none') expect(text).toBe('');
  });

  it('reads an uploaded image from the images base and builds image URLs there', async () => {
    const { filename } = await repository.files.uploadImage(pngFile());
    expect(await repository.files.imageUrl('slider', filename)).toBe(`${bases.imagesBase}/slider/${filename}`);
    expect(await repository.files.imageUrl('page_images', 'a b.png')).toBe(`${bases.imagesBase}/page_images/a%20b.png`);
    const [request] = await capture(() => repository.files.readImage('slider', filename));
    expect(request!.url.href).toBe(`${bases.imagesBase}/slider/${filename}`);
    expect(request!.headers.get(API_KEY_HEADER)).toBeNull();
  });

  it('answers a downloaded resume with its bytes and file name', async () => {
    const file = await repository.careerApplications.downloadResume('seed-cv.pdf');
    expect(file.filename).toBe('seed-cv.pdf');
    expect(await file.blob.text()).toContain('%PDF');
  });
});
