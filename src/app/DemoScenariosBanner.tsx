import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import styles from './DemoControls.module.css';
import { demoScenarioTexts } from './demo-scenarios';

/**
 * While failure scenarios are on, a one-line band at the very top of every page (public and back office) says how
 * many, so nobody mistakes a demonstrated failure for a real one; Manage opens the switcher below the footer. It is
 * rendered before the app's root, in the normal flow: it pushes the page down by one line instead of covering it.
 */
export function DemoScenariosBanner({ count, controlsId, onManage }: { count: number; controlsId: string; onManage: () => void }) {
  const [host] = useState(() => document.createElement('div'));
  useEffect(() => {
    document.body.prepend(host);
    return () => host.remove();
  }, [host]);
  return createPortal(
    <aside className={styles.banner} aria-label={demoScenarioTexts.bannerLabel}>
      <span className={styles.bannerText}>{demoScenarioTexts.active(count)}</span>
      <button type="button" className={styles.bannerButton} aria-controls={controlsId} onClick={onManage}>
        {demoScenarioTexts.manage}
      </button>
    </aside>,
    host,
  );
}
