import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImageWithFallback } from './ImageWithFallback';
import { IMAGE_FAILED_ATTRIBUTE, imageFailed } from './image-failure';

const view = <ImageWithFallback src="/images/products/a.svg" alt="Chain link" fallback={<span>No image</span>} />;

describe('ImageWithFallback', () => {
  it('shows the fallback when the image fails', () => {
    render(view);
    fireEvent.error(screen.getByRole('img', { name: 'Chain link' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No image')).toBeInTheDocument();
  });

  it('shows the fallback on hydration when the prerendered image failed before React listened', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(view);
    document.body.append(container);
    // Broken while the page was parsed: the error event itself is long gone.
    // eslint-disable-next-line testing-library/no-node-access -- the subject is the hydrated markup: whether the broken <img> element is still there
    const image = container.querySelector('img')!;
    Object.defineProperties(image, { complete: { value: true }, naturalWidth: { value: 0 } });
    const root = await act(async () => hydrateRoot(container, view));
    // eslint-disable-next-line testing-library/no-node-access -- the subject is the hydrated markup: whether the broken <img> element is still there
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('No image');
    act(() => root.unmount());
    container.remove();
  });

  it('reads the page guard script’s mark as a failure', () => {
    const image = document.createElement('img');
    image.src = '/images/products/a.svg';
    expect(imageFailed(image)).toBe(false);
    image.setAttribute(IMAGE_FAILED_ATTRIBUTE, '');
    expect(imageFailed(image)).toBe(true);
  });

  it('keeps a prerendered image that has not failed', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(view);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, view));
    // eslint-disable-next-line testing-library/no-node-access -- the subject is the hydrated markup: whether the broken <img> element is still there
    expect(container.querySelector('img')).not.toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
