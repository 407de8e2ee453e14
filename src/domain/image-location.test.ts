import { DEFAULT_IMAGE_FOLDERS, imageFileUrl, imageFolder } from './image-location';

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
