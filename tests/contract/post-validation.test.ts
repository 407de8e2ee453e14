import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../src/domain/contract';
import { adminMessages, publicMessages, ruleMessages } from '../../src/domain/messages';
import { endpointUrl, postForm, postJson, postRaw, readJsonAnswer, setupContractServer } from './contract-server';

const { store } = setupContractServer();

/**
 * Per JSON POST: a body missing what the endpoint requires, and the message it answers (the store's rule message,
 * or the contract field the handler needs before it can call the store). `null` marks the two endpoints without any
 * required field: update_contact_content.php (every contact field is optional) and demo_reset.php (no body).
 */
const missing: Record<string, { body: Record<string, unknown>; message: string | RegExp } | null> = {
  submitContactForm: { body: { email: 'a@example.com', subject: 'support', message: 'Hi' }, message: ruleMessages.required('Full Name') },
  requestBrochure: { body: {}, message: publicMessages.brochure.invalidEmail },
  createPage: { body: { slug: 'x' }, message: ruleMessages.required('Title') },
  updatePage: { body: { title: 'X', slug: 'x' }, message: ruleMessages.required('id') },
  deletePage: { body: {}, message: ruleMessages.required('id') },
  deletePageImage: { body: {}, message: ruleMessages.required('id') },
  createNavigation: { body: { title: 'X' }, message: ruleMessages.required('Slug') },
  updateNavigation: { body: { title: 'X', slug: 'x' }, message: ruleMessages.required('id') },
  deleteNavigation: { body: {}, message: ruleMessages.required('id') },
  createSliderItem: { body: { title: 'X', highlight: 'Y', subtitle: 'Z', description: 'D', button_text: 'B' }, message: adminMessages.slider.backgroundRequired },
  updateSliderItem: { body: { title: 'X' }, message: ruleMessages.required('id') },
  deleteSliderItem: { body: {}, message: ruleMessages.required('id') },
  updateSliderOrder: { body: {}, message: ruleMessages.required('items') },
  updateFormStatus: { body: { form_type: 'contact', status: 'read' }, message: ruleMessages.required('submission_id') },
  deleteContactSubmission: { body: {}, message: ruleMessages.required('id') },
  updateCareerStatus: { body: { id: 1 }, message: ruleMessages.required('status') },
  deleteCareerApplication: { body: {}, message: ruleMessages.required('id') },
  updateHomepageContent: { body: { hero: {}, products: {}, about: {}, services: {} }, message: ruleMessages.required('cta') },
  updateAboutContent: { body: { subtitle: 'No main' }, message: ruleMessages.required('main') },
  updateContactContent: null,
  createCareerOpening: { body: { department: 'QA' }, message: ruleMessages.required('Title') },
  updateCareerOpening: { body: { title: 'X' }, message: ruleMessages.required('id') },
  deleteCareerOpening: { body: {}, message: ruleMessages.required('id') },
  createTeamMember: { body: { name: 'A', description: 'B' }, message: ruleMessages.required('Position') },
  updateTeamMember: { body: { name: 'A', position: 'B', description: 'C' }, message: ruleMessages.required('id') },
  deleteTeamMember: { body: {}, message: ruleMessages.required('id') },
  createInfrastructureItem: { body: { title: 'A' }, message: ruleMessages.required('Description') },
  updateInfrastructureItem: { body: { title: 'A', description: 'B' }, message: ruleMessages.required('id') },
  deleteInfrastructureItem: { body: {}, message: ruleMessages.required('id') },
  createCertification: { body: { description: 'B' }, message: ruleMessages.required('Title') },
  updateCertification: { body: { title: 'A', description: 'B' }, message: ruleMessages.required('id') },
  deleteCertification: { body: {}, message: ruleMessages.required('id') },
  createService: { body: { description: 'x' }, message: ruleMessages.required('Title') },
  updateService: { body: { title: 'A' }, message: ruleMessages.required('id') },
  deleteService: { body: {}, message: ruleMessages.required('id') },
  updateServiceOrder: { body: {}, message: ruleMessages.required('services') },
  createProduct: { body: { category: 'x' }, message: ruleMessages.required('Title') },
  updateProduct: { body: { title: 'A' }, message: ruleMessages.required('id') },
  deleteProduct: { body: {}, message: ruleMessages.required('id') },
  updateProductOrder: { body: {}, message: ruleMessages.required('products') },
  updateSeoSettings: { body: { page_type: 'about', meta_description: 'x' }, message: ruleMessages.required('Page title') },
  importDataset: { body: { pages: [] }, message: /./ },
  resetDataset: null,
};

const jsonPosts = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].method === 'POST' && endpoints[name].body === 'json');
const required = Object.entries(missing).filter((entry): entry is [string, NonNullable<(typeof entry)[1]>] => entry[1] !== null);

async function expectRefused(response: Response, message: string | RegExp) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const body = await readJsonAnswer(response);
  expect(body.success).toBe(false);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

describe('POST validation of the .php contract', () => {
  it('lists every JSON POST endpoint of the contract', () => {
    expect(Object.keys(missing).sort()).toEqual([...jsonPosts].sort());
  });

  it.each(jsonPosts)('%s refuses malformed JSON with 400 and changes nothing', async (name) => {
    const before = await store.dataset.export();
    const response = await postRaw(name, '{"title": "Broken",');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: ruleMessages.invalidJson });
    expect(await store.dataset.export()).toEqual(before);
  });

  it.each(jsonPosts)('%s refuses a JSON body that is not an object', async (name) => {
    const response = await postRaw(name, '[1, 2]');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: ruleMessages.invalidJson });
  });

  it.each(required)('%s refuses a body without its required fields and changes nothing', async (name, { body, message }) => {
    const before = await store.dataset.export();
    await expectRefused(await postJson(name as EndpointName, body), message);
    expect(await store.dataset.export()).toEqual(before);
  });

  it('answers 404 with the store message when the record does not exist', async () => {
    const response = await postJson('deleteProduct', { id: 999 });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: ruleMessages.notFound('Product') });
  });

  it('refuses an unknown status with the store message', async () => {
    await expectRefused(await postJson('updateFormStatus', { form_type: 'contact', submission_id: 1, status: 'archived' }), ruleMessages.invalidStatus('archived'));
  });

  it('refuses a sixth slider item with the documented message', async () => {
    const slide = { title: 'S', highlight: 'H', subtitle: 'U', description: 'D', button_text: 'B', background_image: 'x.png' };
    expect((await postJson('createSliderItem', slide)).status).toBe(200);
    expect((await postJson('createSliderItem', slide)).status).toBe(200);
    await expectRefused(await postJson('createSliderItem', slide), adminMessages.slider.maxItems);
    expect(await store.slider.list()).toHaveLength(5);
  });
});

describe('multipart POST validation of the .php contract', () => {
  const image = () => new File([new Uint8Array([137, 80, 78, 71])], 'panel.png', { type: 'image/png' });
  const form = (fields: Record<string, string | File>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    return data;
  };

  it('upload_page_image.php refuses an upload without an image, a page or a title and changes nothing', async () => {
    const before = await store.dataset.export();
    await expectRefused(await postForm('uploadPageImage', form({ page_id: '1', image_title: 'Gate' })), ruleMessages.required('Image'));
    await expectRefused(await postForm('uploadPageImage', form({ image: image(), image_title: 'Gate' })), ruleMessages.required('page_id'));
    await expectRefused(await postForm('uploadPageImage', form({ image: image(), page_id: '1' })), ruleMessages.required('Image title'));
    expect(await store.dataset.export()).toEqual(before);
  });

  it('upload_image.php refuses a request without an image in both message and error', async () => {
    const response = await postForm('uploadImage', form({ title: 'none' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: ruleMessages.required('Image'), error: ruleMessages.required('Image') });
  });

  it('submit_career_application.php refuses an application without the required fields and changes nothing', async () => {
    const before = await store.dataset.export();
    await expectRefused(await postForm('submitCareerApplication', form({ email: 'a@example.com', phone: '1' })), ruleMessages.required('Full Name'));
    await expectRefused(
      await postForm('submitCareerApplication', form({ name: 'A', email: 'a@example.com', phone: '1', resume: new File(['MZ'], 'cv.exe') })),
      ruleMessages.invalidResumeType,
    );
    expect(await store.dataset.export()).toEqual(before);
  });

  it('refuses a body that is not multipart form data', async () => {
    const response = await fetch(endpointUrl('submitCareerApplication'), {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=nothing' },
      body: 'not a multipart body',
    });
    expect(response.status).toBe(400);
    expect(await readJsonAnswer(response)).toMatchObject({ success: false });
  });
});
