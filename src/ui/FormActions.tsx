import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './FormActions.module.css';

/** The bar's height, for the page's scroll padding and the notices' place (FormActions.module.css). */
const HEIGHT_PROPERTY = '--form-actions-height';

/**
 * The buttons of a long form (Save, Reset…) in a bar that stays at the bottom of the viewport while the form scrolls,
 * so Save is in view wherever the editor is. It is sticky, not fixed: at the end of the form it rests in its own
 * place below the last field, and the page keeps room for it when a field is focused (scroll padding) and lifts the
 * notices above it, so it covers neither, also when its buttons wrap onto two rows on a phone.
 */
export function FormActions({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    const root = document.documentElement;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => root.style.setProperty(HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, []);
  return (
    <div ref={bar} className={styles.bar}>
      {children}
    </div>
  );
}
