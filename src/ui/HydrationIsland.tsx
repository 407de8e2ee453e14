import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that hydrates on its own (React's selective hydration): the prerender writes it as a
 * completed Suspense boundary (entry-server.tsx keeps every boundary inline, so the page needs no script to show it),
 * and the browser's React hydrates the page's frame first and each island after it, in its own slices. A tap or key
 * press on an island that is not hydrated yet hydrates that island alone, at once, instead of the whole page: the
 * first taps and keys of a visitor on a phone wait for their own part of the page, not for all of it.
 *
 * Nothing in the public pages suspends, so the fallback is never shown; where something would (a client render
 * outside a transition), the island stays empty for that moment rather than hiding the whole page.
 */
export function HydrationIsland({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
