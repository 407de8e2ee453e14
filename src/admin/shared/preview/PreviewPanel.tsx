import { useEffect, useRef, useState, type Ref } from 'react';
import { Alert } from '../../../ui/Alert';
import { Spinner } from '../../../ui/Spinner';
import type { PreviewHead } from './preview-record';
import { previewTexts } from './preview-texts';
import { PREVIEW_WIDTHS, type PreviewWidth } from './preview-widths';
import { SearchPreview } from './SearchPreview';
import styles from './LivePreview.module.css';

export type PreviewStatus = { state: 'loading' } | { state: 'shown' } | { state: 'failed'; reason: string };

export type PreviewPanelProps = {
  /** The frame's document: the preview route (or, in Storybook, a public page's story). */
  src: string;
  width: PreviewWidth;
  onWidth: (width: PreviewWidth) => void;
  status: PreviewStatus;
  /** A page's head, for the search result and link card beside the frame (pages only). */
  head?: PreviewHead | null;
  frameRef?: Ref<HTMLIFrameElement>;
  onFrameLoad?: () => void;
};

/**
 * The preview beside the form: a width switch and the frame at a real viewport width (1280 or 390 CSS px), scaled to
 * the room it has, so the public stylesheet's media queries apply; for a page also its search result and link card.
 */
export function PreviewPanel({ src, width, onWidth, status, head, frameRef, onFrameLoad }: PreviewPanelProps) {
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  const size = PREVIEW_WIDTHS[width];

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setRoom(element.clientWidth);
    measure();
    // Without ResizeObserver (an old browser, jsdom) the first measure stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = room > 0 ? Math.min(1, room / size.width) : 1;
  return (
    <section className={styles.panel} aria-label={previewTexts.region}>
      <p className={styles.note}>{previewTexts.notSaved}</p>
      <div role="group" aria-label={previewTexts.widths} className={styles.switch}>
        {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((option) => (
          <button key={option} type="button" className="btn btn--secondary btn--small" aria-pressed={option === width} onClick={() => onWidth(option)}>
            {previewTexts[option]}
          </button>
        ))}
      </div>
      <div className={head !== undefined ? styles.withSide : undefined}>
        <div ref={box} className={styles.viewport} style={{ height: size.height * scale }} data-width={width}>
          <iframe
            ref={frameRef}
            title={previewTexts.frameTitle}
            src={src}
            className={styles.frame}
            style={{ width: size.width, height: size.height, transform: `scale(${scale})` }}
            onLoad={onFrameLoad}
          />
          {status.state === 'loading' ? (
            <div className={styles.cover}>
              <Spinner label={previewTexts.loading} />
            </div>
          ) : null}
          {status.state === 'failed' ? (
            <div className={styles.cover}>
              <Alert tone="error">
                <p>{previewTexts.failed(status.reason)}</p>
              </Alert>
            </div>
          ) : null}
        </div>
        {head ? <SearchPreview head={head} /> : null}
      </div>
    </section>
  );
}
