import { createContext } from 'react';
import type { HeadModel } from './head';

/**
 * The prerender step's view of the head: it renders a route on the server, where no effect runs, and takes the head
 * model the route's useSeo computes during render. `origin` is the site's public origin the build writes into
 * canonical and share URLs; `shell` marks a page rendered without its data. In the browser there is no collector;
 * useSeo applies the head to the document.
 */
export type HeadCollector = {
  origin: string;
  /** The page is rendered without its data (a production build without PRERENDER_API_ORIGIN): it is noindex. */
  shell?: boolean;
  collect(model: HeadModel): void;
};

export const HeadCollectorContext = createContext<HeadCollector | null>(null);
