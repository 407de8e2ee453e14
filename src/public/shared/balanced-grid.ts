import type { CSSProperties } from 'react';
import { balancedColumns, CARD_GRID_MAX_COLUMNS } from '../../domain/grid';

/**
 * The column counts a card grid of `count` items uses at each width, as custom properties its CSS module reads
 * (--grid-columns-wide/-desktop/-tablet/-phone), so no row ends with one orphan card and no empty tracks remain.
 */
export function balancedGridStyle(count: number): CSSProperties {
  const { wide, desktop, tablet, phone } = CARD_GRID_MAX_COLUMNS;
  return {
    '--grid-columns-wide': balancedColumns(count, wide),
    '--grid-columns-desktop': balancedColumns(count, desktop),
    '--grid-columns-tablet': balancedColumns(count, tablet),
    '--grid-columns-phone': balancedColumns(count, phone),
  } as CSSProperties;
}
