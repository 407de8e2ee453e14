import { useQuery } from '@tanstack/react-query';
import { imageUrlQueryOptions } from '../../data/queries/structure-queries';
import type { ImageKind } from '../../data/repository';
import { useRepository } from '../../data/repository-context';

/** The URL an <img> shows for a stored image filename (the repository may need to look it up), or null. */
export function useImageUrl(kind: ImageKind, filename: string): string | null {
  const { data } = useQuery({ ...imageUrlQueryOptions(useRepository(), kind, filename), enabled: filename !== '' });
  // No URL means no thumbnail; the filename is still shown next to it.
  return filename && data ? data : null;
}
