import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLOUR_PAIRS, contrastRatio, judgeColourPairs, parseColour, parseTokenGroups, tokenValues } from './design-tokens';

const root = join(import.meta.dirname, '../..');
const tokensCss = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');
const modules = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.module.css'))
  .map((path) => join('src', path));
const stylesheets = [...modules, join('src', 'app', 'global.css')].map((path) => ({
  path: relative(root, join(root, path)),
  css: readFileSync(join(root, path), 'utf8'),
}));

describe('the design token source (src/ui/tokens.css)', () => {
  it('groups every token under a titled group, in file order', () => {
    const groups = parseTokenGroups(tokensCss);
    expect(groups.map((group) => group.title)).toEqual(
      expect.arrayContaining(['Colour: steel greys and white', 'Typography: type scale', 'Radii', 'Shadows']),
    );
    expect(groups.every((group) => group.tokens.length > 0)).toBe(true);
    expect(tokenValues(tokensCss).get('--color-accent')).toBe('#c62828');
  });

  it('reads a declaration, its value and its description', () => {
    const [group] = parseTokenGroups('/* @group Test */\n  --color-x: #fff; /* on dark */\n  --space-x: 1rem;\n');
    expect(group).toEqual({
      title: 'Test',
      tokens: [
        { name: '--color-x', value: '#fff', description: 'on dark' },
        { name: '--space-x', value: '1rem', description: '' },
      ],
    });
  });

  it('refuses a token outside any group', () => {
    expect(() => parseTokenGroups('--color-x: #fff;')).toThrow('--color-x comes before any "@group" comment');
  });
});

describe('contrast', () => {
  it('computes WCAG ratios: black on white is 21, a colour on itself is 1', () => {
    expect(contrastRatio(parseColour('#000')!, parseColour('#fff')!)).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColour('#c62828')!, parseColour('#c62828')!)).toBe(1);
    expect(contrastRatio(parseColour('#fff')!, parseColour('#c62828')!)).toBeCloseTo(5.62, 2);
  });

  it('parses the notations the token file uses', () => {
    expect(parseColour('rgb(20 24 28 / 60%)')).toEqual({ r: 20, g: 24, b: 28, a: 0.6 });
    expect(parseColour('rgba(22, 25, 29, 0.6)')).toEqual({ r: 22, g: 25, b: 29, a: 0.6 });
    expect(parseColour('#abc')).toEqual({ r: 170, g: 187, b: 204, a: 1 });
    expect(parseColour('var(--x)')).toBeUndefined();
  });

  it.each(judgeColourPairs(tokensCss).map((pair) => [pair.use, pair] as const))(
    '%s meets its minimum contrast',
    (_use, pair) => {
      expect(pair.ratio).toBeGreaterThanOrEqual(pair.minimum);
    },
  );

  it('names only colour tokens that exist', () => {
    expect(() => judgeColourPairs(tokensCss, [{ ...COLOUR_PAIRS[0]!, foreground: '--color-nope' }])).toThrow(
      '--color-nope is not a colour token in tokens.css',
    );
  });
});

/**
 * Margins, paddings and gaps written in rem or px instead of a --space-* token. Allowed: 0, a 1–2 px hairline that
 * offsets a border, and em (indents that follow the text's own size, e.g. stored HTML's indent levels).
 */
function literalSpacing(css: string): string[] {
  return [...css.matchAll(/(?<![-\w])((?:margin|padding)(?:-[a-z-]+)?|(?:row-|column-)?gap)\s*:\s*([^;{}]+);/g)]
    .filter(([, , value]) =>
      [...value!.matchAll(/(?<![\w.-])-?(\d*\.?\d+)(px|rem)\b/g)].some(([, number, unit]) => Number(number) !== 0 && !(unit === 'px' && Number(number) <= 2)),
    )
    .map(([declaration]) => declaration);
}

describe('the stylesheets use the tokens', () => {
  it.each(stylesheets.map((sheet) => [sheet.path, sheet.css] as const))('%s has no literal colour', (_path, css) => {
    expect(css.match(/#[0-9a-f]{3,8}\b|rgba?\(/gi) ?? []).toEqual([]);
  });

  it.each(stylesheets.map((sheet) => [sheet.path, sheet.css] as const))(
    '%s takes font sizes, radii and shadows from the tokens',
    (_path, css) => {
      expect(css.match(/font-size:\s*[\d.]+(px|rem|em)|font-size:\s*clamp/g) ?? []).toEqual([]);
      expect(css.match(/border-radius:\s*[\d.]+(px|rem|%)/g) ?? []).toEqual([]);
      expect(css.match(/box-shadow:\s*\d[^;]*/g) ?? []).toEqual([]);
    },
  );

  it.each(stylesheets.map((sheet) => [sheet.path, sheet.css] as const))('%s takes its spacing from the tokens', (_path, css) => {
    expect(literalSpacing(css)).toEqual([]);
  });

  it('tells a literal spacing from a token, a hairline and an em indent', () => {
    expect(literalSpacing('.a { padding: 0.4rem var(--space-2); gap: 6px; margin-top: calc(-1 * var(--space-2)); }')).toEqual([
      'padding: 0.4rem var(--space-2);',
      'gap: 6px;',
    ]);
    expect(literalSpacing('.a { margin: 0; margin-bottom: -2px; padding-inline-start: 3em; row-gap: var(--space-1-6); }')).toEqual([]);
  });

  it('writes media queries only at the breakpoint tokens (max-width may stop one pixel short)', () => {
    const breakpoints = new Set(
      [...tokenValues(tokensCss)].filter(([name]) => name.startsWith('--breakpoint-')).map(([, value]) => parseInt(value, 10)),
    );
    const offScale = stylesheets.flatMap((sheet) =>
      [...sheet.css.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)]
        .filter(([, kind, width]) => !breakpoints.has(Number(width) + (kind === 'max' && !breakpoints.has(Number(width)) ? 1 : 0)))
        .map(([query]) => `${sheet.path}: ${query}`),
    );
    expect(offScale).toEqual([]);
  });
});
