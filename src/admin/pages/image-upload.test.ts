import { isImageFile, titleFromFileName } from './image-upload';

describe('gallery image uploads', () => {
  it('suggest the file name without its extension as the image title', () => {
    expect(titleFromFileName('welded-mesh-panel.jpg')).toBe('welded-mesh-panel');
    expect(titleFromFileName('gate.final.webp')).toBe('gate.final');
    expect(titleFromFileName('README')).toBe('README');
    expect(titleFromFileName('.hidden')).toBe('.hidden');
  });

  it('accept image files only', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'IMAGE/JPEG' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });
});
