import { SLIDER_PANEL_COUNT } from '../../domain/constants';
import type { SliderItem, SliderItemInput } from '../../domain/slider';

export type PanelNumber = 1 | 2 | 3;
export const PANEL_NUMBERS: readonly PanelNumber[] = Array.from({ length: SLIDER_PANEL_COUNT }, (_, i) => (i + 1) as PanelNumber);

/** What the add/edit form holds: every text field of a slide plus its active flag (order is changed by reordering). */
export type SliderFormValues = Omit<SliderItemInput, 'display_order' | 'expected_version'>;
export type SliderFormField = keyof SliderFormValues;

export const emptySliderForm: SliderFormValues = {
  title: '',
  highlight: '',
  subtitle: '',
  description: '',
  button_text: '',
  button_url: '',
  background_image: '',
  is_active: true,
  red_section_1_title: '',
  red_section_1_description: '',
  red_section_1_image: '',
  red_section_1_url: '',
  red_section_2_title: '',
  red_section_2_description: '',
  red_section_2_image: '',
  red_section_2_url: '',
  red_section_3_title: '',
  red_section_3_description: '',
  red_section_3_image: '',
  red_section_3_url: '',
};

export function sliderFormFromItem(item: SliderItem): SliderFormValues {
  const values: SliderFormValues = { ...emptySliderForm };
  for (const key of Object.keys(emptySliderForm) as SliderFormField[]) {
    Object.assign(values, { [key]: item[key] });
  }
  return values;
}

/** The payload of a save: the form's fields, and the stored order for an existing slide (new slides go last). */
export function sliderInputFrom(values: SliderFormValues, displayOrder = 0): SliderItemInput {
  return { ...values, display_order: displayOrder };
}

export const panelField = <S extends 'title' | 'description' | 'image' | 'url'>(n: PanelNumber, suffix: S) =>
  `red_section_${n}_${suffix}` as const;

/** The slide unchanged except for its active flag: what the list's toggle saves (admin spec 4). */
export function toggledInput(item: SliderItem): SliderItemInput {
  return sliderInputFrom({ ...sliderFormFromItem(item), is_active: !item.is_active }, item.display_order);
}
