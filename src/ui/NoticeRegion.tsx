import { useEffect, useState } from 'react';
import { Alert } from './Alert';
import styles from './NoticeRegion.module.css';
import { countNoticeRegion, dismissNotice, holdNotices, useHasNoticeRegion, useNoticeDialog, useNoticeStore, type Notice } from './notices';

/**
 * Where notify() messages appear: one region per layout, fixed to the corner of the viewport. While a modal dialog is
 * open the page behind it is inert and under its backdrop, so the dialog shows the region instead (DialogNotices).
 * Each notice leaves by itself after its duration (notices.ts), or when dismissed; no clock runs while the pointer is
 * over a notice or focus is on its Dismiss button, so nobody loses a message they are reading or about to close.
 */
export function NoticeRegion() {
  const dialog = useNoticeDialog();
  useEffect(() => countNoticeRegion(), []);
  return dialog === null ? <NoticeList /> : null;
}

/**
 * Inside a modal dialog (Modal renders it above the dialog's buttons): the notice region, while this is the innermost
 * open dialog. It sits in the dialog's flow, so it never covers the buttons or the close button.
 */
export function DialogNotices({ dialogId }: { dialogId: string }) {
  const innermost = useNoticeDialog() === dialogId;
  const pageHasRegion = useHasNoticeRegion();
  // Only while there is something to show: an empty row would still take its gap above the buttons.
  const anyNotice = useNoticeStore((state) => state.notices.length > 0);
  return innermost && pageHasRegion && anyNotice ? <NoticeList className={styles.inDialog} /> : null;
}

function NoticeList({ className = styles.region }: { className?: string }) {
  const notices = useNoticeStore((state) => state.notices);
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
