import type { AboutContent } from '../domain/company';
import { COMPANY } from '../domain/company-info';
import { defaultTexts } from '../domain/messages';

/** The About Us texts the page shows. */
export type AboutTexts = { subtitle: string; description: string; vision: string; mission: string };

const orDefault = (value: string | undefined, fallback: string) => (value && value.trim() !== '' ? value : fallback);

/**
 * About Us texts with every missing field replaced by the built-in default (public spec 8). `content` is undefined
 * when the about call failed.
 */
export function aboutTextsWithDefaults(content: Partial<AboutContent> | undefined): AboutTexts {
  const defaults = defaultTexts.about;
  return {
    subtitle: orDefault(content?.subtitle, defaults.subtitle),
    description: orDefault(content?.description, defaults.description),
    vision: orDefault(content?.vision, defaults.vision),
    mission: orDefault(content?.mission, defaults.mission),
  };
}

/** A section of the static About variant (public spec 2.5: "a static About variant ... exists"). */
export type StaticAboutSection = { id: string; label: string; heading: string; paragraphs: readonly string[] };

/** The static About variant's opening text. */
export const STATIC_ABOUT_INTRO: readonly string[] = [
  `${COMPANY.name} is a manufacturer and exporter of customised engineering steel products: fencing, animal handling equipment, building hardware and fasteners.`,
  'For more than 30 years we have served over 500 clients in more than 50 countries, combining our own production with procurement, sourcing and engineering design services.',
];

/** The static About variant's company text; ids match the About Us anchors so the sidebar can point at them. */
export const STATIC_ABOUT_SECTIONS: readonly StaticAboutSection[] = [
  {
    id: 'vision-and-mission',
    label: 'Vision & Mission',
    heading: 'Vision & Mission',
    paragraphs: [`Our vision: ${defaultTexts.about.vision}`, `Our mission: ${defaultTexts.about.mission}`],
  },
  {
    id: 'our-team',
    label: 'Our Team',
    heading: 'Our Team',
    paragraphs: [
      'Our team brings together engineers, metallurgists, quality inspectors and export specialists with decades of shop-floor and international trade experience.',
      'Every project has a dedicated engineer who stays with it from the first drawing to the final inspection.',
    ],
  },
  {
    id: 'infrastructure',
    label: 'Infrastructure',
    heading: 'Infrastructure',
    paragraphs: [
      'Our integrated works in Mohali house wire drawing, mesh welding, CNC fabrication, fastener forging and hot-dip galvanising lines, backed by an in-house testing laboratory.',
      `Our registered office is at ${COMPANY.registeredOffice}; the factory and corporate office is at ${COMPANY.factoryOffice}.`,
    ],
  },
];
