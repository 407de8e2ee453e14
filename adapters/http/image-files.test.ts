import { createHttpRepository } from './create-http-repository';

const bases = { apiBase: 'https://api.example.com/api', adminApiBase: 'https://api.example.com/api/admin', seoApiBase: 'https://api.example.com/api/admin' };
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slide.png', { type: 'image/png' });
const answering = (body: unknown): typeof fetch => async () => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('image files over the .php contract', () => {
  it('serves slider images from the configured folder, page images from page_images/', async () => {
    const repository = createHttpRepository({
      ...bases,
      imagesBase: 'https://api.example.com/images',
      imageFolders: { page_images: 'page_images', slider: '' },
      apiKey: 'k',
    });
    expect(await repository.files.imageUrl('slider', 'slide.jpg')).toBe('https://api.example.com/images/slide.jpg');
    expect(await repository.files.imageUrl('page_images', 'gate.png')).toBe('https://api.example.com/images/page_images/gate.png');
  });

  it('keeps the demo layout ({images}/slider/{file}) when no folder is configured', async () => {
    const repository = createHttpRepository({ ...bases, imagesBase: '/images', apiKey: 'k' });
    expect(await repository.files.imageUrl('slider', 'slide.jpg')).toBe('/images/slider/slide.jpg');
  });

  it('answers the URL upload_image.php gives for the new file, and drops one outside the allow-list', async () => {
    const withUrl = createHttpRepository({
      ...bases,
      imagesBase: '/images',
      apiKey: 'k',
      fetch: answering({ success: true, filename: 'slide_1.png', url: 'https://api.example.com/images/slide_1.png', message: 'Uploaded' }),
    });
    expect(await withUrl.files.uploadImage(png())).toEqual({
      filename: 'slide_1.png',
      url: 'https://api.example.com/images/slide_1.png',
      message: 'Uploaded',
    });
    const hostile = createHttpRepository({
      ...bases,
      imagesBase: '/images',
      apiKey: 'k',
      fetch: answering({ success: true, filename: 'slide_1.png', url: 'javascript:alert(1)', message: 'Uploaded' }),
    });
    expect(await hostile.files.uploadImage(png())).toEqual({ filename: 'slide_1.png', message: 'Uploaded' });
  });

  it('reads a site path upload_image.php answers on an images base at another origin, and stored site paths too', async () => {
    const repository = createHttpRepository({
      ...bases,
      imagesBase: 'https://api.example.com/images',
      imageFolders: { page_images: 'page_images', slider: '' },
      apiKey: 'k',
      fetch: answering({ success: true, filename: 'slide_1.png', url: '/images/slide_1.png', message: 'Uploaded' }),
    });
    expect((await repository.files.uploadImage(png())).url).toBe('https://api.example.com/images/slide_1.png');
    expect(await repository.files.imageUrl('slider', '/images/slider/panel.svg')).toBe('https://api.example.com/images/slider/panel.svg');
  });
});
