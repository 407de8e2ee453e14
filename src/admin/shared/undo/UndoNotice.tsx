import { useEffect, useRef, useState } from 'react';
import styles from './UndoNotice.module.css';
import type { UndoView } from './use-undo';
import { undoTexts } from './undo-texts';

export type UndoNoticeProps = {
  view: UndoView | null;
  onUndo: () => void;
  onDismiss: () => void;
  /** Told true while the pointer is over the notice or focus is in it: its clock stands still meanwhile. */
  onHold: (held: boolean) => void;
  /** 'page': fixed to the viewport's corner; 'inline': in the flow (inside a dialog, whose top layer covers the page). */
  placement?: 'page' | 'inline';
};

/**
 * "Deleted — Undo" after a confirmed delete, then the restore's progress and outcome. Like the page's notices
 * (NoticeRegion) the box is a polite status, announced as it appears and as it changes; a restore that failed even in
 * part is an alert and stays until dismissed.
 */
export function UndoNotice({ view, onUndo, onDismiss, onHold, placement = 'page' }: UndoNoticeProps) {
  return (
    <div className={placement === 'page' ? styles.page : styles.inline}>
      {view ? <UndoBox view={view} onUndo={onUndo} onDismiss={onDismiss} onHold={onHold} /> : null}
    </div>
  );
}

function UndoBox({ view, onUndo, onDismiss, onHold }: Omit<UndoNoticeProps, 'placement'> & { view: UndoView }) {
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const attended = pointed || focused;
  const box = useRef<HTMLDivElement>(null);
  // Released when the box goes (dismissed or timed out under the pointer), so the next notice's clock runs.
  useEffect(() => {
    if (!attended) return;
    onHold(true);
    return () => onHold(false);
  }, [attended, onHold]);
  return (
    <div
      ref={box}
      role="status"
      aria-label={undoTexts.region}
      // Focus goes here from Undo, which the progress replaces, so it never falls to the page.
      tabIndex={-1}
      className={`${styles.box} ${view.phase === 'failed' ? styles.failed : ''}`}
      data-phase={view.phase}
      onPointerEnter={() => setPointed(true)}
      onPointerLeave={() => setPointed(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <UndoContent
        view={view}
        onUndo={() => {
          if (box.current?.contains(document.activeElement)) box.current.focus();
          onUndo();
        }}
      />
      {view.phase === 'restoring' ? null : (
        <button type="button" className={styles.dismiss} aria-label={undoTexts.dismiss} onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}

function UndoContent({ view, onUndo }: { view: UndoView; onUndo: () => void }) {
  switch (view.phase) {
    case 'offered': {
      const seconds = Math.ceil(view.msLeft / 1000);
      return (
        <>
          <p className={styles.text}>
            {undoTexts.deleted(view.title)}
            <span className={styles.hidden}> {undoTexts.offer(10)}</span>
          </p>
          <button type="button" className={styles.undo} aria-keyshortcuts="Control+Z Meta+Z" onClick={onUndo}>
            {undoTexts.undo}
          </button>
          <span className={styles.seconds} aria-hidden="true" data-countdown="">
            {undoTexts.secondsLeft(seconds)}
          </span>
        </>
      );
    }
    case 'restoring':
      return (
        <p className={styles.text} aria-busy="true">
          <span className={styles.spinner} aria-hidden="true" />
          {undoTexts.restoring(view.title, view.progress.done, view.progress.total)}
          <progress className={styles.progress} max={view.progress.total} value={view.progress.done} aria-hidden="true" />
        </p>
      );
    case 'restored':
      return <p className={styles.text}>{undoTexts.restored(view.title)}</p>;
    case 'failed':
      return (
        <p className={styles.text} role="alert">
          {view.text}
        </p>
      );
  }
}
