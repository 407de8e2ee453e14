import { Suspense, lazy } from 'react';
import { loadQueryDevtools } from '../config';

const load = loadQueryDevtools;
const Devtools = load ? lazy(async () => ({ default: (await load()).ReactQueryDevtools })) : null;

/** TanStack Query's devtools in development builds; nothing at all in production. */
export function QueryDevtools() {
  if (!Devtools) return null;
  return (
    <Suspense fallback={null}>
      <Devtools initialIsOpen={false} buttonPosition="bottom-left" />
    </Suspense>
  );
}
