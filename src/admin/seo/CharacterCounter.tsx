import { counterState } from './seo-form-model';
import styles from './SeoSection.module.css';

/** 'n/max' under a field (n in characters as a reader counts them: graphemeCount); flags a length outside the recommended range or over the limit (admin spec 5). */
export function CharacterCounter({ length, max, recommended }: { length: number; max: number; recommended?: { min: number; max: number } }) {
  const state = counterState(length, max, recommended);
  return (
    <span className={styles.counter} data-state={state}>
      <span className={styles.count}>
        {length}/{max}
      </span>
      {recommended ? ` · recommended ${recommended.min}-${recommended.max} characters` : null}
      {state === 'outside-recommended' ? <strong className={styles.counterNote}> (outside the recommended range)</strong> : null}
      {state === 'over-limit' ? <strong className={styles.counterNote}> (over the limit)</strong> : null}
    </span>
  );
}
