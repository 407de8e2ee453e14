import { describe, expect, it } from 'vitest';
import { buildSliderItem } from '../../tests/support/builders';
import { adminMessages, ruleMessages } from './messages';
import { SliderItemInputSchema, SliderItemSchema } from './slider';
import { sliderPanels } from './slider-panels';

const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'Steel you can build on',
  highlight: 'Strong',
  subtitle: 'Since 1995',
  description: 'Engineered steel products',
  button_text: 'Learn more',
  button_url: 'https://example.com/more',
  background_image: 'hero.webp',
  display_order: 1,
  is_active: true,
  ...overrides,
});
const messageAt = (value: unknown, field: string) =>
  SliderItemInputSchema.safeParse(value).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('SliderItemInputSchema (admin spec 5)', () => {
  it('accepts a complete slide, with the red sections optional', () => {
    expect(SliderItemInputSchema.safeParse(input()).success).toBe(true);
  });

  it('requires a background image with the documented message', () => {
    expect(messageAt(input({ background_image: '' }), 'background_image')).toBe(adminMessages.slider.backgroundRequired);
    expect(messageAt(input({ background_image: '   ' }), 'background_image')).toBe(adminMessages.slider.backgroundRequired);
    expect(messageAt(input({ background_image: undefined }), 'background_image')).toBe(adminMessages.slider.backgroundRequired);
    expect(adminMessages.slider.backgroundRequired).toBe('Error: Background image is required');
  });

  it.each([
    ['title', 'Title'],
    ['highlight', 'Highlight'],
    ['subtitle', 'Subtitle'],
    ['button_text', 'Button text'],
    ['description', 'Description'],
  ])('requires %s', (field, label) => {
    expect(messageAt(input({ [field]: '' }), field)).toBe(ruleMessages.required(label));
  });

  it('accepts an empty button URL (the button is then disabled)', () => {
    expect(SliderItemInputSchema.parse(input({ button_url: '' })).button_url).toBe('');
  });

  it('accepts an http(s), mailto, tel or site-relative button URL', () => {
    for (const url of ['https://example.com', 'http://example.com', '/products', 'mailto:info@ironcreststeel.com', 'tel:+91']) {
      expect(SliderItemInputSchema.safeParse(input({ button_url: url })).success).toBe(true);
    }
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'not a url', '//evil.com'])('refuses the button URL %j', (url) => {
    expect(messageAt(input({ button_url: url }), 'button_url')).toBe(ruleMessages.invalidUrl('Button URL'));
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.com', 'java\tscript:alert(1)'])('refuses the red-section link %j', (url) => {
    expect(messageAt(input({ red_section_2_url: url }), 'red_section_2_url')).toBe(ruleMessages.invalidUrl('Red section 2 URL'));
  });

  it.each(['/page/fencing', '/contact-us', 'engineering-design', 'page/fencing', 'https://example.com/panel'])(
    'accepts the red-section link %j, which the public site opens relative to the root or as an external link',
    (url) => {
      expect(SliderItemInputSchema.parse(input({ red_section_1_url: url })).red_section_1_url).toBe(url);
    },
  );

  it('defaults the slide to active', () => {
    expect(SliderItemInputSchema.parse(input({ is_active: undefined })).is_active).toBe(true);
  });
});

describe('SliderItemSchema', () => {
  it('reads is_active given as true or 1', () => {
    const stored = { ...buildSliderItem({ id: 1 }) };
    expect(SliderItemSchema.parse({ ...stored, is_active: 1 }).is_active).toBe(true);
    expect(SliderItemSchema.parse({ ...stored, is_active: true }).is_active).toBe(true);
    expect(SliderItemSchema.parse({ ...stored, is_active: '0' }).is_active).toBe(false);
  });
});

describe('sliderPanels', () => {
  it('gives the three red sections in order', () => {
    const panels = sliderPanels(
      buildSliderItem({
        id: 1,
        red_section_1_title: 'One',
        red_section_2_title: 'Two',
        red_section_3_title: 'Three',
        red_section_3_url: '/careers',
      }),
    );
    expect(panels.map((panel) => panel.title)).toEqual(['One', 'Two', 'Three']);
    expect(panels[0]).toEqual({ title: 'One', description: 'First panel description', image: 'img_1.svg', url: '/page/fencing' });
    expect(panels[2]?.url).toBe('/careers');
  });
});
