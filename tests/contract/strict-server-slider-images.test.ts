import { describe, expect, it } from 'vitest';
import { endpointUrl, readJsonAnswer, setupContractServer } from './contract-server';

const KEY = 'strict-contract-key';
const { store } = setupContractServer({ strict: true, apiKey: KEY, sliderImagesBase: 'http://localhost/uploads/slider' });

describe('a strict server with its own slider images base', () => {
  it('answers the url of an uploaded image under that base and serves it there', async () => {
    const form = new FormData();
    form.append('image', new File([new Uint8Array([71, 73, 70, 56, 57, 97, 1, 0, 1, 0])], 'a.gif', { type: 'image/gif' }));
    const body = await readJsonAnswer(await fetch(endpointUrl('uploadImage'), { method: 'POST', headers: { 'X-API-Key': KEY }, body: form }));
    expect(body.url).toBe(`http://localhost/uploads/slider/${String(body.filename)}`);
    expect((await (await fetch(String(body.url))).arrayBuffer()).byteLength).toBe(10);
    expect((await store.files.readImage('slider', String(body.filename))).blob.size).toBe(10);
  });
});
