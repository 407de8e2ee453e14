import { isChunkLoadError, pageReload } from './chunk-errors';
import { startupTexts } from './startup-texts';

/**
 * Shown when the app cannot start on a page with nothing readable (the unrendered app: bad configuration, code that did
 * not download). A readable page keeps its content instead (src/app/startup-failure.ts).
 */
export function StartupError({ error }: { error: unknown }) {
  const message = isChunkLoadError(error) ? startupTexts.codeNotLoaded : error instanceof Error ? error.message : String(error);
  return (
    <main className="startup-error" role="alert">
      <h1>{startupTexts.title}</h1>
      <p>{message}</p>
      <button type="button" className="btn btn--primary" onClick={() => pageReload.reload()}>
        {startupTexts.retry}
      </button>
    </main>
  );
}
