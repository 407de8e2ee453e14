import { ruleMessages } from '../../domain/messages';
import { galleryImageProblem, titleFromFileName } from './image-upload';

describe('gallery image uploads', () => {
  it('suggest the file name without its extension as the image title', () => {
    expect(titleFromFileName('welded-mesh-panel.jpg')).toBe('welded-mesh-panel');
    expect(titleFromFileName('gate.final.webp')).toBe('gate.final');
    expect(titleFromFileName('README')).toBe('README');
    expect(titleFromFileName('.hidden')).toBe('.hidden');
  });

  it('accept raster image files of at most 5 MB only', () => {
    expect(galleryImageProblem({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(galleryImageProblem({ name: 'a.JPG', type: 'IMAGE/JPEG', size: 10 })).toBeNull();
    expect(galleryImageProblem({ name: 'a.webp', type: '', size: 10 })).toBeNull();
    expect(galleryImageProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe(ruleMessages.invalidImageType);
    expect(galleryImageProblem({ name: 'a', type: '', size: 10 })).toBe(ruleMessages.invalidImageType);
    expect(galleryImageProblem({ name: 'gate.svg', type: 'image/svg+xml', size: 10 })).toBe(ruleMessages.svgRefused);
    expect(galleryImageProblem({ name: 'a.png', type: 'image/png', size: 0 })).toBe(ruleMessages.emptyFile);
    expect(galleryImageProblem({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(ruleMessages.imageTooLarge);
  });
});
