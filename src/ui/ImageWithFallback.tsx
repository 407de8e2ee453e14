import { useLayoutEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { imageFailed } from './image-failure';

export type ImageWithFallbackProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string | undefined | null;
  alt: string;
  /** Shown instead of a broken image; nothing by default (the specs hide images that fail to load). */
  fallback?: ReactNode;
};

export function ImageWithFallback({ src, alt, fallback = null, onError, ...rest }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);

  // A prerendered image can fail while the page is parsed, long before hydration attaches onError: the hydrated
  // component reads the image's state, so React shows the fallback too (before paint, so nothing flashes).
  useLayoutEffect(() => {
    if (src && image.current && imageFailed(image.current)) setFailedSrc(src);
  }, [src]);

  if (!src || failedSrc === src) return <>{fallback}</>;
  return (
    <img
      {...rest}
      ref={image}
      src={src}
      alt={alt}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
