/** Reading src/ui/tokens.css (the single token source) and judging the contrast of the colour pairs the site uses. */

export type DesignToken = { name: string; value: string; description: string };
export type TokenGroup = { title: string; tokens: DesignToken[] };

const GROUP = /\/\*\s*@group\s+(.+?)\s*\*\//;
const DECLARATION = /^\s*(--[\w-]+)\s*:\s*(.+?);\s*(?:\/\*\s*(.*?)\s*\*\/)?\s*$/;

/** The tokens of tokens.css in file order, by group. */
export function parseTokenGroups(css: string): TokenGroup[] {
  const groups: TokenGroup[] = [];
  for (const line of css.split('\n')) {
    const group = GROUP.exec(line);
    if (group?.[1]) {
      groups.push({ title: group[1], tokens: [] });
      continue;
    }
    const declaration = DECLARATION.exec(line);
    if (!declaration?.[1] || !declaration[2]) continue;
    const current = groups.at(-1);
    if (!current) throw new Error(`Token ${declaration[1]} comes before any "@group" comment`);
    current.tokens.push({ name: declaration[1], value: declaration[2], description: declaration[3] ?? '' });
  }
  return groups;
}

/** Token name to value, e.g. { '--color-accent': '#c62828' }. */
export function tokenValues(css: string): Map<string, string> {
  return new Map(parseTokenGroups(css).flatMap((group) => group.tokens.map((token) => [token.name, token.value] as const)));
}

export type Rgba = { r: number; g: number; b: number; a: number };

/** Parses the colour notations tokens.css uses: #rgb, #rrggbb, rgb(r g b / a%), rgba(r, g, b, a). */
export function parseColour(value: string): Rgba | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1];
    return {
      r: parseInt(digits.slice(0, 2), 16),
      g: parseInt(digits.slice(2, 4), 16),
      b: parseInt(digits.slice(4, 6), 16),
      a: 1,
    };
  }
  const functional = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+)(%?))?\s*\)$/i.exec(value.trim());
  if (functional) {
    const [, r, g, b, alpha, percent] = functional;
    const a = alpha === undefined ? 1 : Number(alpha) / (percent ? 100 : 1);
    return { r: Number(r), g: Number(g), b: Number(b), a };
  }
  return undefined;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of an opaque colour. */
export function luminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** A translucent colour as it shows over an opaque one. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (a: number, b: number) => Math.round(a * top.a + b * (1 - top.a));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG 2 contrast ratio (1..21) of a text colour on a background colour. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const text = foreground.a < 1 ? over(foreground, background) : foreground;
  const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export type ColourPair = {
  /** Where the site shows this pair. */
  use: string;
  foreground: string;
  background: string;
  /** 4.5 for body text, 3 for large text (24 px, or 18.66 px bold) and for controls' boundaries (WCAG 1.4.3, 1.4.11). */
  minimum: 4.5 | 3;
};

/** The text/background pairs the site uses, by token name. */
export const COLOUR_PAIRS: ColourPair[] = [
  { use: 'Body text on the page', foreground: '--color-steel-900', background: '--color-steel-50', minimum: 4.5 },
  { use: 'Body text on cards and fields', foreground: '--color-steel-900', background: '--color-white', minimum: 4.5 },
  { use: 'Secondary text on cards', foreground: '--color-steel-700', background: '--color-white', minimum: 4.5 },
  { use: 'Secondary text on the page', foreground: '--color-steel-700', background: '--color-steel-50', minimum: 4.5 },
  { use: 'Muted text and hints on cards', foreground: '--color-steel-500', background: '--color-white', minimum: 4.5 },
  { use: 'Muted text on the page', foreground: '--color-steel-500', background: '--color-steel-50', minimum: 4.5 },
  { use: 'Links on cards', foreground: '--color-accent-dark', background: '--color-white', minimum: 4.5 },
  { use: 'Links on the page', foreground: '--color-accent-dark', background: '--color-steel-50', minimum: 4.5 },
  { use: 'Active menu item, accent headings', foreground: '--color-accent', background: '--color-white', minimum: 4.5 },
  { use: 'Primary button label', foreground: '--color-white', background: '--color-accent', minimum: 4.5 },
  { use: 'Primary button label on hover', foreground: '--color-white', background: '--color-accent-dark', minimum: 4.5 },
  { use: 'Destructive button label', foreground: '--color-white', background: '--color-danger', minimum: 4.5 },
  { use: 'Neutral button label', foreground: '--color-steel-900', background: '--color-steel-200', minimum: 4.5 },
  { use: 'Top bar and admin sidebar text', foreground: '--color-white', background: '--color-steel-900', minimum: 4.5 },
  { use: 'Footer text', foreground: '--color-steel-300', background: '--color-steel-950', minimum: 4.5 },
  { use: 'Footer headings and links', foreground: '--color-white', background: '--color-steel-950', minimum: 4.5 },
  { use: 'Admin header accent', foreground: '--color-accent-on-dark', background: '--color-steel-900', minimum: 4.5 },
  { use: 'Success message', foreground: '--color-success-text', background: '--color-success-surface', minimum: 4.5 },
  { use: 'Error message', foreground: '--color-error-text', background: '--color-error-surface', minimum: 4.5 },
  { use: 'Warning message', foreground: '--color-warning-text', background: '--color-warning-surface', minimum: 4.5 },
  { use: 'Info message', foreground: '--color-info-text', background: '--color-info-surface', minimum: 4.5 },
  { use: '"Reviewed" badge', foreground: '--color-teal-text', background: '--color-teal-surface', minimum: 4.5 },
  { use: '"Shortlisted" badge', foreground: '--color-caution-text', background: '--color-caution-surface', minimum: 4.5 },
  { use: 'Fallback-menu notice', foreground: '--color-notice-text', background: '--color-notice-surface', minimum: 4.5 },
  { use: 'Focus ring against the page', foreground: '--color-info', background: '--color-steel-50', minimum: 3 },
  { use: 'Focus ring against cards', foreground: '--color-info', background: '--color-white', minimum: 3 },
];

export type JudgedPair = ColourPair & { ratio: number; passes: boolean };

/** Every pair with its contrast ratio, resolved from the token source. */
export function judgeColourPairs(css: string, pairs: readonly ColourPair[] = COLOUR_PAIRS): JudgedPair[] {
  const values = tokenValues(css);
  const colour = (name: string) => {
    const parsed = parseColour(values.get(name) ?? '');
    if (!parsed) throw new Error(`${name} is not a colour token in tokens.css`);
    return parsed;
  };
  return pairs.map((pair) => {
    const ratio = contrastRatio(colour(pair.foreground), colour(pair.background));
    return { ...pair, ratio, passes: ratio >= pair.minimum };
  });
}
