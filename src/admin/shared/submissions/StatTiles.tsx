import styles from './Submissions.module.css';

/** One count; `note` says what a tile counts where its label alone does not (a Total over statuses without a tile). */
export type StatTile = { label: string; value: number; note?: string };

/** The statistics row (admin spec 9): one tile per count, labelled so each reads as "New: 12". */
export function StatTiles({ label, tiles }: { label: string; tiles: readonly StatTile[] }) {
  return (
    <ul className={styles.tiles} aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.label} className={styles.tile} aria-label={`${tile.label}: ${tile.value}${tile.note ? ` (${tile.note})` : ''}`}>
          <span className={styles.tileValue}>{tile.value.toLocaleString('en-US')}</span>
          <span className={styles.tileLabel}>{tile.label}</span>
          {tile.note ? <span className={styles.tileNote}>{tile.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
