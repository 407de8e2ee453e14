import { useEffect, useState } from 'react';
import type { ImageKind } from '../../data/repository';
import { useRepository } from '../../data/repository-context';

/** The URL an <img> shows for a stored image filename (the repository may need to look it up), or null. */
export function useImageUrl(kind: ImageKind, filename: string): string | null {
  const repository = useRepository();
  const [resolved, setResolved] = useState<{ filename: string; url: string } | null>(null);

  useEffect(() => {
    if (!filename) return;
    let current = true;
    repository.files.imageUrl(kind, filename).then(
      (url) => current && setResolved({ filename, url }),
      // No URL means no thumbnail; the filename is still shown next to it.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [repository, kind, filename]);

  return filename && resolved?.filename === filename ? resolved.url : null;
}
