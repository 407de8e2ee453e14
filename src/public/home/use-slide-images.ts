import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '../../data/query-client';
import { queryKeys } from '../../data/query-keys';
import type { Repository } from '../../data/repository';
import { useRepository } from '../../data/repository-context';
import { siteAssetUrl } from '../../config';
import { SLIDER_DEFAULT_PANEL_IMAGES } from '../../domain/constants';
import type { SliderItem } from '../../domain/slider';
import { sliderPanels } from '../../domain/slider-panels';

export type SlideImages = { background: string | null; panels: (string | null)[] };

/** The site's own default panel image (img_1..img_3, public spec 9), shipped in public/site/slider/. */
export function defaultPanelImageUrl(index: number): string {
  const fallback = SLIDER_DEFAULT_PANEL_IMAGES[index] ?? SLIDER_DEFAULT_PANEL_IMAGES[0];
  return siteAssetUrl(`slider/${fallback}.svg`);
}

/** The images of one slide, resolved through the repository (prefetched with the home page). */
export function slideImagesQueryOptions(repository: Repository, slide: SliderItem) {
  const panelFiles = sliderPanels(slide).map((panel) => panel.image.trim());
  const files = [slide.background_image, ...panelFiles];
  return queryOptions({
    queryKey: queryKeys.files.slideImages(files),
    queryFn: read(async (): Promise<SlideImages> => {
      const resolve = (filename: string) =>
        filename.trim() === '' ? Promise.resolve(null) : repository.files.imageUrl('slider', filename).catch(() => null);
      const [background, ...stored] = await Promise.all([resolve(slide.background_image), ...panelFiles.map(resolve)]);
      // A panel without an image of its own shows the site's default for its place.
      const panels = stored.map((url, index) => (panelFiles[index] === '' ? defaultPanelImageUrl(index) : url));
      return { background: background ?? null, panels };
    }),
    staleTime: Infinity,
  });
}

/**
 * URLs of a slide's background and panel images. An image whose URL cannot be resolved is left out: images that
 * fail are hidden (public spec 8), the slide itself still shows.
 */
export function useSlideImages(slide: SliderItem): SlideImages | undefined {
  return useQuery(slideImagesQueryOptions(useRepository(), slide)).data;
}
