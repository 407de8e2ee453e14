import { useEffect, useRef, useState } from 'react';
import { getConfig } from '../../../config';
import { PreviewPanel, type PreviewStatus } from './PreviewPanel';
import { previewMessage, readPreviewMessage, type PreviewHead, type PreviewRecord } from './preview-record';
import { previewTexts } from './preview-texts';
import { PREVIEW_DEBOUNCE_MS, type PreviewWidth } from './preview-widths';
import styles from './LivePreview.module.css';

/** The preview's document: a route of this app under the back office (src/app/preview), on this origin. */
export const previewFrameUrl = (basePath: string = getConfig().basePath) => `${basePath.endsWith('/') ? basePath : `${basePath}/`}admin/preview`;

/** The value as it was `ms` after its last change (compared by content: forms make new objects on every render). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const text = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(text) as T), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * The Preview button of a form and, when pressed, the live preview of its unsaved values (`record`): the public page
 * in a frame of this origin, updated ~300 ms after the editor stops typing. Nothing is saved: the frame reads through
 * a Repository that refuses every write. Pages also get their search result and link card.
 */
export function LivePreview({ record }: { record: PreviewRecord }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`btn btn--secondary btn--small ${styles.toggle}`} aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? previewTexts.close : previewTexts.open}
      </button>
      {open ? <LiveFrame record={record} /> : null}
    </>
  );
}

function LiveFrame({ record }: { record: PreviewRecord }) {
  const settled = useSettled(record, PREVIEW_DEBOUNCE_MS);
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(settled);
  const ready = useRef(false);
  const [status, setStatus] = useState<PreviewStatus>({ state: 'loading' });
  const [head, setHead] = useState<PreviewHead | null>(null);
  const [width, setWidth] = useState<PreviewWidth>('desktop');

  const send = () => frame.current?.contentWindow?.postMessage(previewMessage({ type: 'record', record: latest.current }), window.location.origin);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      const message = readPreviewMessage(event, frame.current?.contentWindow ?? null, window.location.origin);
      if (!message) return;
      if (message.type === 'ready') {
        ready.current = true;
        send();
        setStatus({ state: 'shown' });
      } else if (message.type === 'head') setHead(message.head);
      else if (message.type === 'failed') setStatus({ state: 'failed', reason: message.reason });
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, []);

  useEffect(() => {
    latest.current = settled;
    if (ready.current) send();
  }, [settled]);

  return (
    <PreviewPanel
      src={previewFrameUrl()}
      width={width}
      onWidth={setWidth}
      status={status}
      head={record.kind === 'page' ? head : undefined}
      frameRef={frame}
      // A reloaded frame (its own navigation) says it is ready again.
      onFrameLoad={() => {
        ready.current = false;
      }}
    />
  );
}
