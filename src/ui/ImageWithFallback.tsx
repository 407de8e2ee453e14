import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

export type ImageWithFallbackProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string | undefined | null;
  alt: string;
  /** Shown instead of a broken image; nothing by default (the specs hide images that fail to load). */
  fallback?: ReactNode;
};

export function ImageWithFallback({ src, alt, fallback = null, onError, ...rest }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <>{fallback}</>;
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
