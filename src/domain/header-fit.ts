/**
 * How many top-level menu items fit on the header's one row beside the logo, the rest going under "More". The header
 * (src/public/layout/NavMenu.tsx) and Navigation Management ask the same function, `fittingItemCount`, with the same
 * layout numbers (HEADER_ROW: the values of src/public/layout/NavBar.module.css and the design tokens, in CSS px);
 * only the width of a title differs by where it is known:
 * - the header in the browser measures its rendered items and row (ResizeObserver, use-menu-fold.ts): exact;
 * - Navigation Management measures each title with a canvas in the header's font (HEADER_FONT): the same metrics the
 *   header gets in that browser, without rendering the site;
 * - the prerendered HTML (no fonts at build time) and a browser without a canvas use `estimateTextWidth`, a table of
 *   character widths. Fonts cannot be known without rendering, so the table is that of the widest usual system UI
 *   font at the menu's weight (DejaVu Sans Bold, what Linux shows for system-ui; Segoe UI and San Francisco are
 *   narrower): the prerendered row never runs past its room, and the app may then move an item out of More.
 */

/** The desktop header's layout, in CSS px (1 rem = 16 px); NavBar.module.css is the source of these values. */
export const HEADER_ROW = {
  /** The viewport width Navigation Management states the count for. */
  viewport: 1280,
  /** --content-width and the container's gutter (--space-4) on each side. */
  containerWidth: 1200,
  gutter: 16,
  /** The logo's box (10.8rem) and the header row's gap to the menu (--space-4). */
  brand: 172.8,
  brandGap: 16,
  /** The menu's font: --font-size-md (0.9rem) at --font-weight-semibold, --font-body. */
  fontSize: 14.4,
  /** The space after a title without a dropdown (--space-3), unless it ends the row. */
  itemEnd: 12,
  /** A dropdown's arrow button with the space after it (1.5rem). */
  arrow: 24,
  /** The More button: its label, then the arrow and the space before it (--space-1 plus the glyph). */
  moreLabel: 'More',
  moreArrow: 12,
} as const;

export const HEADER_FONT = `600 ${HEADER_ROW.fontSize}px system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

/** The room the menu row has beside the logo at a viewport width (the page's scrollbar aside: the container caps it). */
export function menuRowWidth(viewport: number = HEADER_ROW.viewport): number {
  const container = Math.min(viewport, HEADER_ROW.containerWidth);
  return container - 2 * HEADER_ROW.gutter - HEADER_ROW.brand - HEADER_ROW.brandGap;
}

// Sub-pixel rounding of rendered boxes; an item that misses by less still fits.
const TOLERANCE_PX = 0.5;

/**
 * How many of the items, in order, fit in `available`: all when their widths add up to no more; otherwise as many
 * as fit together with the More button. `widths` are each item's width where it stands (an item that ends the row
 * has no space after it).
 */
export function fittingItemCount(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available + TOLERANCE_PX) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available + TOLERANCE_PX) break;
    used += width;
    count += 1;
  }
  return count;
}

/** Character widths of DejaVu Sans Bold in em (see above), for printable ASCII; other characters by their script. */
const ASCII_EM: Record<string, number> = Object.fromEntries(
  [
    [' ', 0.35], ['!', 0.46], ['"', 0.53], ['#', 0.84], ['$', 0.7], ['%', 1.01], ['&', 0.88], ["'", 0.31], ['(', 0.46],
    [')', 0.46], ['*', 0.53], ['+', 0.84], [',', 0.38], ['-', 0.42], ['.', 0.38], ['/', 0.37], [':', 0.4], [';', 0.4],
    ['<', 0.84], ['=', 0.84], ['>', 0.84], ['?', 0.59], ['@', 1], ['A', 0.78], ['B', 0.77], ['C', 0.74], ['D', 0.84],
    ['E', 0.69], ['F', 0.69], ['G', 0.83], ['H', 0.84], ['I', 0.38], ['J', 0.38], ['K', 0.78], ['L', 0.64], ['M', 1],
    ['N', 0.84], ['O', 0.86], ['P', 0.74], ['Q', 0.86], ['R', 0.78], ['S', 0.73], ['T', 0.69], ['U', 0.82], ['V', 0.78],
    ['W', 1.11], ['X', 0.78], ['Y', 0.73], ['Z', 0.73], ['[', 0.46], ['\\', 0.37], [']', 0.46], ['^', 0.84], ['_', 0.5],
    ['`', 0.5], ['a', 0.68], ['b', 0.72], ['c', 0.6], ['d', 0.72], ['e', 0.68], ['f', 0.44], ['g', 0.72], ['h', 0.72],
    ['i', 0.35], ['j', 0.35], ['k', 0.67], ['l', 0.35], ['m', 1.05], ['n', 0.72], ['o', 0.69], ['p', 0.72], ['q', 0.72],
    ['r', 0.5], ['s', 0.6], ['t', 0.48], ['u', 0.72], ['v', 0.66], ['w', 0.93], ['x', 0.65], ['y', 0.66], ['z', 0.59],
    ['{', 0.72], ['|', 0.37], ['}', 0.72], ['~', 0.84],
    ...[...'0123456789'].map((digit) => [digit, 0.7] as const),
  ],
);

// Chinese, Japanese and Korean characters (and full-width forms) are square: one em each.
const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
// Combining marks and joiners take no width of their own.
const ZERO_WIDTH = /[\p{Mn}\p{Me}\u200b-\u200f\u2060\ufeff]/u;

/** The estimated width in px of `text` in the menu's font at `fontSize` px (see the module comment). */
export function estimateTextWidth(text: string, fontSize: number = HEADER_ROW.fontSize): number {
  let em = 0;
  // Decomposed, an accented letter is its base letter plus a mark (no width).
  for (const char of text.normalize('NFD')) {
    if (ZERO_WIDTH.test(char)) continue;
    // Other scripts (Cyrillic, Greek, Arabic, Hebrew, Devanagari…): a wide letter's width, on the safe side.
    em += ASCII_EM[char] ?? (WIDE.test(char) ? 1 : 0.8);
  }
  return em * fontSize;
}

export type TopLevelItem = { title: string; hasChildren: boolean };

/**
 * Each top-level item's width on the row from its title's width: an item with a dropdown adds its arrow, one
 * without adds the space before the next item, except the last.
 */
export function topLevelItemWidths(items: readonly TopLevelItem[], measure: (text: string) => number): number[] {
  return items.map((item, index) => {
    const after = item.hasChildren ? HEADER_ROW.arrow : index === items.length - 1 ? 0 : HEADER_ROW.itemEnd;
    return measure(item.title) + after;
  });
}

/** The More button's width with the same measure. */
export function moreButtonWidth(measure: (text: string) => number): number {
  return measure(HEADER_ROW.moreLabel) + HEADER_ROW.moreArrow;
}

/** How many of these top-level items fit on the header's row at a viewport width (1280 px unless told). */
export function headerFit(
  items: readonly TopLevelItem[],
  measure: (text: string) => number = estimateTextWidth,
  viewport: number = HEADER_ROW.viewport,
): number {
  return fittingItemCount(topLevelItemWidths(items, measure), menuRowWidth(viewport), moreButtonWidth(measure));
}
