import { Spinner } from '../ui/Spinner';

/** Shown while the first route's code loads (a page other than home, or the back office). */
export function RouteLoading() {
  return <Spinner label="Loading..." />;
}
