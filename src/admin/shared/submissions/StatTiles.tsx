import styles from './Submissions.module.css';

export type StatTile = { label: string; value: number };

/** The statistics row (admin spec 9): one tile per count, labelled so each reads as "New: 12". */
export function StatTiles({ label, tiles }: { label: string; tiles: readonly StatTile[] }) {
  return (
    <ul className={styles.tiles} aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.label} className={styles.tile} aria-label={`${tile.label}: ${tile.value}`}>
          <span className={styles.tileValue}>{tile.value.toLocaleString('en-US')}</span>
          <span className={styles.tileLabel}>{tile.label}</span>
        </li>
      ))}
    </ul>
  );
}
