import type { SizeReport } from './prepare-upload-image';
import { webImageTexts } from './web-image-texts';
import styles from './ImageSizeReport.module.css';

function lines(report: SizeReport): { sizes?: string; note: string } {
  switch (report.state) {
    case 'working':
      return { note: webImageTexts.working(report.before) };
    case 'optimised':
      return { sizes: webImageTexts.sizes(report.before, report.after, report.width, report.height), note: webImageTexts.optimisedNote };
    case 'kept':
      return {
        sizes: webImageTexts.keptSize(report.bytes, report.width, report.height),
        note: report.reason === 'animation' ? webImageTexts.keptAnimation : webImageTexts.keptWebReady,
      };
    case 'unprocessed':
      return { note: webImageTexts.unprocessed(report.bytes) };
  }
}

/**
 * What happens to a chosen image before it is sent: its size before and after ("6.1 MB → 412 KB, 2560 × 1920"), or
 * why it goes as it is. A polite live region: the result is announced once the worker is done.
 */
export function ImageSizeReport({ report }: { report: SizeReport | null }) {
  const text = report ? lines(report) : null;
  return (
    <p className={styles.report} role="status" aria-live="polite">
      {text?.sizes ? <span className={styles.sizes}>{text.sizes}</span> : null}
      {text ? <span>{text.note}</span> : null}
    </p>
  );
}
