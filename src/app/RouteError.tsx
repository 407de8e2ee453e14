import { useEffect, useState } from 'react';
import { Link, isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { Alert } from '../ui/Alert';
import { isChunkLoadError, pageReload, reloadOnceForNewDeploy } from './chunk-errors';
import { routeErrorTexts as texts } from './route-error-texts';

/**
 * The error element of every public route, shown inside the layout so the header and footer stay: a page whose code
 * did not download offers a retry (after reloading once by itself, for a new deploy), any other failure says so.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const chunk = isChunkLoadError(error);
  // Decided once: a reload in progress shows nothing rather than flashing the message.
  const [reloading] = useState(() => chunk && reloadOnceForNewDeploy(pathname));

  useEffect(() => {
    // Kept in the console for whoever investigates; the visitor sees the message below.
    if (!reloading) console.error('Route failed:', error);
  }, [error, reloading]);

  if (reloading) return null;
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <section className="container" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{chunk ? texts.chunkTitle : texts.renderTitle}</h1>
      <Alert tone="error">
        <p>{chunk ? texts.chunkBody : texts.renderBody}</p>
        {status ? <p>{`Error ${status}`}</p> : null}
      </Alert>
      <p>
        <button type="button" className="btn btn--primary" onClick={() => pageReload.reload()}>
          {texts.retry}
        </button>{' '}
        <Link to="/">{texts.home}</Link>
      </p>
    </section>
  );
}
