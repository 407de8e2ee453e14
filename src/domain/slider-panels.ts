import type { SliderItem } from './slider';

/*
 * A slide's three panels, apart from the slider's schemas: the public home page needs this, not zod (README, Performance).
 */

export type SliderPanel = { title: string; description: string; image: string; url: string };

/** The three red-section panels of a slide, in order. */
export function sliderPanels(item: SliderItem): SliderPanel[] {
  return [
    {
      title: item.red_section_1_title,
      description: item.red_section_1_description,
      image: item.red_section_1_image,
      url: item.red_section_1_url,
    },
    {
      title: item.red_section_2_title,
      description: item.red_section_2_description,
      image: item.red_section_2_image,
      url: item.red_section_2_url,
    },
    {
      title: item.red_section_3_title,
      description: item.red_section_3_description,
      image: item.red_section_3_image,
      url: item.red_section_3_url,
    },
  ];
}
