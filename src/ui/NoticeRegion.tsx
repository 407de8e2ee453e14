import { useEffect } from 'react';
import { Alert } from './Alert';
import styles from './NoticeRegion.module.css';
import { dismissNotice, NOTICE_DURATION_MS, useNoticeStore, type Notice } from './notices';

/** Where notify() messages appear: one region per layout, fixed to the corner of the viewport. */
export function NoticeRegion() {
  const notices = useNoticeStore((state) => state.notices);
  return (
    <div className={styles.region} role="region" aria-label="Notifications">
      {notices.map((notice) => (
        <TimedNotice key={notice.id} notice={notice} />
      ))}
    </div>
  );
}

function TimedNotice({ notice }: { notice: Notice }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissNotice(notice.id), NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [notice.id]);
  return (
    <Alert tone={notice.tone} onDismiss={() => dismissNotice(notice.id)}>
      {notice.text}
    </Alert>
  );
}
