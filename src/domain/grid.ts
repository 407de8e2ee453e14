/**
 * Card grids that never leave one card alone on its last row: the most columns up to `max` whose last row holds
 * more than one card (or is full); a single card, or counts no column choice balances, take what fits.
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= 1) return 1;
  if (count <= max) return count;
  for (let columns = max; columns >= 2; columns -= 1) {
    if (count % columns !== 1) return columns;
  }
  return 1;
}

/** The widest grids the public card sections lay out, by viewport: wide desktop, desktop, tablet, phone. */
export const CARD_GRID_MAX_COLUMNS = { wide: 4, desktop: 3, tablet: 2, phone: 1 } as const;
