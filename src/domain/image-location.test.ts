import { DEFAULT_IMAGE_FOLDERS, imageFileUrl, imageFolder, imagesBaseUrl, storedImageUrl } from './image-location';

describe('where an image file is served', () => {
  it('looks a file name up in its folder under the images base', () => {
    expect(imageFileUrl('/images', DEFAULT_IMAGE_FOLDERS.page_images, 'gate.png')).toBe('/images/page_images/gate.png');
    expect(imageFileUrl('https://cdn.example.com/images/', 'slider', 'slide 1.jpg')).toBe('https://cdn.example.com/images/slider/slide%201.jpg');
  });

  it('serves slider images from the images base itself when the folder is empty', () => {
    expect(imageFileUrl('/images', '', 'slide.jpg')).toBe('/images/slide.jpg');
    expect(imageFileUrl('/images', '/', 'slide.jpg')).toBe('/images/slide.jpg');
    expect(imageFolder(' /uploads/slider/ ')).toBe('uploads/slider');
  });

  it('uses a stored URL as it is, but never one outside the allow-list', () => {
    expect(imageFileUrl('/images', 'slider', 'https://api.example.com/images/slide.jpg')).toBe('https://api.example.com/images/slide.jpg');
    expect(imageFileUrl('/images', 'slider', '/uploads/slide.jpg')).toBe('/uploads/slide.jpg');
    expect(imageFileUrl('/images', 'slider', '//evil.example/x.jpg')).toBe('');
  });
});

describe('a stored image path, resolved against the images base', () => {
  const API = 'https://api.example.com/images';

  it('reads a site-relative path under /images on an images base at another origin', () => {
    expect(storedImageUrl('/images/product-1.svg', API)).toBe('https://api.example.com/images/product-1.svg');
    expect(storedImageUrl(' /images/team/ceo.png ', API)).toBe('https://api.example.com/images/team/ceo.png');
    // The spec's /images stands for the configured base, wherever that is.
    expect(storedImageUrl('/images/products/gate.png', 'https://cdn.example.com/media/')).toBe('https://cdn.example.com/media/products/gate.png');
    // A path under the base's own path is on its origin.
    expect(storedImageUrl('/media/gate.png', 'https://cdn.example.com/media')).toBe('https://cdn.example.com/media/gate.png');
    // An images base at the root of its origin: the stored path as it is, on that origin.
    expect(storedImageUrl('/images/gate.png', 'http://127.0.0.1:3002')).toBe('http://127.0.0.1:3002/images/gate.png');
  });

  it('leaves the site its own files and addresses, and leaves a site-relative images base alone', () => {
    expect(storedImageUrl('/site/samples/procurement.svg', API)).toBe('/site/samples/procurement.svg');
    expect(storedImageUrl('/demo/site/logo.svg', API)).toBe('/demo/site/logo.svg');
    expect(storedImageUrl('/imagesque/x.png', API)).toBe('/imagesque/x.png');
    expect(storedImageUrl('/images/product-1.svg', '/images')).toBe('/images/product-1.svg');
    expect(storedImageUrl('/images/product-1.svg', '/demo/images')).toBe('/images/product-1.svg');
    expect(imagesBaseUrl('/contact-us', API)).toBeNull();
    expect(imagesBaseUrl('Ironcrest Steel', API)).toBeNull();
  });

  it('keeps absolute URLs and browser previews, and refuses what is no image address', () => {
    expect(storedImageUrl('https://cdn.example.com/products/fencing.jpg', API)).toBe('https://cdn.example.com/products/fencing.jpg');
    expect(storedImageUrl('data:image/png;base64,iVBORw0KGgo=', API)).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(storedImageUrl('blob:https://www.example.com/0b9c-4f', API)).toBe('blob:https://www.example.com/0b9c-4f');
    expect(storedImageUrl('javascript:alert(1)', API)).toBe('');
    expect(storedImageUrl('data:text/html,<script>alert(1)</script>', API)).toBe('');
    expect(storedImageUrl('//evil.example/x.png', API)).toBe('');
    expect(storedImageUrl('/\\evil.example/x.png', API)).toBe('');
    expect(storedImageUrl('', API)).toBe('');
  });

  it('gives slider and gallery images stored as site paths the same answer', () => {
    expect(imageFileUrl(API, 'slider', '/images/slider/slide-fencing.svg')).toBe('https://api.example.com/images/slider/slide-fencing.svg');
    expect(imageFileUrl(API, 'page_images', 'gate.png')).toBe('https://api.example.com/images/page_images/gate.png');
  });
});
