import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useRouteError } from 'react-router-dom';
import { getConfig } from '../../config';
import { previewRepository } from '../../admin/shared/preview/preview-model';
import { previewSlug, readPreviewMessage, type PreviewRecord } from '../../admin/shared/preview/preview-record';
import { previewTexts } from '../../admin/shared/preview/preview-texts';
import { createQueryClient, invalidateAreas } from '../../data/query-client';
import type { DataArea } from '../../data/query-keys';
import { RepositoryProvider } from '../../data/RepositoryProvider';
import { useRepository } from '../../data/repository-context';
import { HomePage } from '../../public/home/HomePage';
import { DynamicPage } from '../../public/page/DynamicPage';
import { HeadCollectorContext, type HeadCollector } from '../../public/seo/head-collector';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { headOf, holdStill, keepNoindex, postToEditor } from './preview-document';

const AboutPage = lazy(async () => ({ default: (await import('../../public/about/AboutPage')).AboutPage }));

const RecordContext = createContext<PreviewRecord | null>(null);

const AREA: Record<PreviewRecord['kind'], DataArea> = { page: 'pages', slide: 'slider', homepage: 'homepageContent', about: 'about' };

/**
 * The preview document's root: takes the record from the form in the parent document (same origin, the parent window
 * only), reads through a Repository that overlays it on the real reads and refuses every write, and reports the head
 * the public page computes (the snippet and card beside the frame). Nothing shows until the first record arrives.
 */
export function PreviewRoot() {
  const real = useRepository();
  // What the Repository overlays, read on each of its calls (set as a message arrives, before the re-render).
  const [current] = useState(() => ({ record: null as PreviewRecord | null }));
  const [record, setRecord] = useState<PreviewRecord | null>(null);
  const repository = useMemo(() => previewRepository(real, () => current.record), [real, current]);
  const [queryClient] = useState(createQueryClient);
  const lastHead = useRef('');
  const collector = useMemo<HeadCollector>(
    () => ({
      origin: getConfig().siteOrigin ?? window.location.origin,
      collect: (model) => {
        const head = headOf(model);
        const text = JSON.stringify(head);
        if (text === lastHead.current) return;
        lastHead.current = text;
        // Collected during render: told once the render is done.
        setTimeout(() => postToEditor({ type: 'head', head }), 0);
      },
    }),
    [],
  );

  useEffect(() => {
    const stops = [keepNoindex(document), holdStill(window)];
    const receive = (event: MessageEvent) => {
      const message = readPreviewMessage(event, window.parent === window ? null : window.parent, window.location.origin);
      if (message?.type !== 'record') return;
      const previous = current.record;
      current.record = message.record;
      setRecord(message.record);
      if (previous) void invalidateAreas(queryClient, [AREA[message.record.kind]]);
    };
    window.addEventListener('message', receive);
    postToEditor({ type: 'ready' });
    return () => {
      stops.forEach((stop) => stop());
      window.removeEventListener('message', receive);
    };
  }, [queryClient, current]);

  if (window.parent === window) {
    return (
      <div className="container">
        <p>{previewTexts.standalone}</p>
      </div>
    );
  }
  if (!record) return <Spinner label={previewTexts.loading} />;
  return (
    <RepositoryProvider repository={repository} queryClient={queryClient}>
      <HeadCollectorContext.Provider value={collector}>
        <RecordContext.Provider value={record}>
          <Outlet />
        </RecordContext.Provider>
      </HeadCollectorContext.Provider>
    </RepositoryProvider>
  );
}

/** The public page of the record: the same components the site renders at its address. */
export function PreviewPage() {
  const record = useContext(RecordContext);
  if (!record) return null;
  if (record.kind === 'page') return <DynamicPage slug={previewSlug(record)} />;
  if (record.kind === 'about') {
    return (
      <Suspense fallback={<Spinner label={previewTexts.loading} />}>
        <AboutPage />
      </Suspense>
    );
  }
  return <HomePage />;
}

/** A record that cannot be rendered: said in the frame and to the form. */
export function PreviewFailure() {
  const error = useRouteError();
  const reason = error instanceof Error ? error.message : String(error);
  useEffect(() => postToEditor({ type: 'failed', reason }), [reason]);
  return (
    <div className="container">
      <Alert tone="error">
        <p>{previewTexts.failed(reason)}</p>
      </Alert>
    </div>
  );
}
