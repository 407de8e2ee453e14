import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { forgetChunkReload } from './chunk-errors';

/** The pages below it rendered: a later chunk failure (the next deploy) may reload the page by itself again. */
export function RouteOutlet() {
  const { pathname } = useLocation();
  useEffect(() => forgetChunkReload(), [pathname]);
  return <Outlet />;
}
