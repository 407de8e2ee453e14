import { useEffect, useState } from 'react';
import { Alert } from './Alert';
import styles from './NoticeRegion.module.css';
import { countNoticeRegion, dismissNotice, holdNotices, useHasNoticeRegion, useNoticeDialog, useNoticeStore, type Notice } from './notices';

/**
 * Where notify() messages about the page appear: one region per layout, fixed to the corner of the viewport. A
 * notice raised while a modal dialog is open belongs to that dialog and shows inside it (DialogNotices). While a
 * dialog is open the page behind it is inert and under its backdrop, so the page's region shows nothing; the page's
 * notices are never carried into the dialog (they say nothing about it) and show here again once it closes, if their
 * time has not run out. Each notice leaves by itself after its duration (notices.ts), or when dismissed; no clock runs
 * while the pointer is over a notice or focus is on its Dismiss button, so nobody loses a message they are reading or
 * about to close.
 */
export function NoticeRegion() {
  const dialog = useNoticeDialog();
  useEffect(() => countNoticeRegion(), []);
  return dialog === null ? <NoticeList place={null} /> : null;
}

/**
 * Inside a modal dialog (Modal renders it above the dialog's buttons), while it is the innermost open dialog: the
 * notices raised while it was. It sits in the dialog's flow, so it never covers the buttons or the close button.
 */
export function DialogNotices({ dialogId }: { dialogId: string }) {
  const innermost = useNoticeDialog() === dialogId;
  const pageHasRegion = useHasNoticeRegion();
  // Only while there is something to show: an empty row would still take its gap above the buttons.
  const anyNotice = useNoticeStore((state) => state.notices.some((notice) => notice.place === dialogId));
  return innermost && pageHasRegion && anyNotice ? <NoticeList place={dialogId} className={styles.inDialog} /> : null;
}

/** `place`: whose notices, a dialog's id or null for the page's (see Notice in notices.ts). */
function NoticeList({ place, className = styles.region }: { place: string | null; className?: string }) {
  const all = useNoticeStore((state) => state.notices);
  const notices = all.filter((notice) => notice.place === place);
  return (
    <div className={className} role="region" aria-label="Notifications">
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </div>
  );
}

/** One notice. Its hold goes with it: a notice dismissed under the pointer or with focus on it releases the clocks. */
function NoticeItem({ notice }: { notice: Notice }) {
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const attended = pointed || focused;
  useEffect(() => (attended ? holdNotices() : undefined), [attended]);
  return (
    <Alert
      tone={notice.tone}
      onDismiss={() => dismissNotice(notice.id)}
      onPointerEnter={() => setPointed(true)}
      onPointerLeave={() => setPointed(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {notice.text}
    </Alert>
  );
}
