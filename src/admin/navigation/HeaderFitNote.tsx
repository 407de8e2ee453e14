import { useMemo } from 'react';
import { estimateTextWidth, HEADER_FONT, HEADER_ROW, headerFit } from '../../domain/header-fit';
import type { NavigationNode } from '../../domain/navigation';
import { activeNavigation } from '../../domain/navigation-tree';
import styles from './NavigationSection.module.css';
import { navigationTexts } from './navigation-texts';

/**
 * Title widths in the header's font as this browser draws it (a canvas: the same metrics the public header measures
 * here), or the estimate of src/domain/header-fit.ts where there is no canvas (the prerendered HTML uses it too).
 */
function headerTextMeasure(): (text: string) => number {
  if (typeof OffscreenCanvas === 'undefined') return estimateTextWidth;
  const context = new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) return estimateTextWidth;
  context.font = HEADER_FONT;
  return (text) => context.measureText(text).width;
}

/**
 * How many top-level items the public header shows on its row at 1280 px, the rest going under More: the header's
 * own rule (headerFit) on the active items, as the public menu shows them.
 */
export function HeaderFitNote({ tree }: { tree: readonly NavigationNode[] }) {
  const measure = useMemo(() => headerTextMeasure(), []);
  const items = activeNavigation(tree).map((node) => ({ title: node.title, hasChildren: node.children.length > 0 }));
  if (items.length === 0) return null;
  const fit = headerFit(items, measure);
  return <p className={styles.headerFit}>{navigationTexts.headerFit(fit, items.length, HEADER_ROW.viewport)}</p>;
}
