/**
 * One time budget per public page. A page makes several reads (navigation, its content, images, head tags …), some
 * only once another has answered; each has its own timeout, so a hung API used to hold a content page on its spinner
 * for the sum of them. With a budget, every read a page starts within it gives up at the page's deadline (its start
 * plus the budget, the API timeout by default) and shows its documented fallback then. A read started after the
 * deadline (a Retry, a later click) has a budget of its own from when it starts.
 *
 * A page starts when the address changes (the router has written the new address before the new page reads); the
 * first page starts at the browser's navigation start (performance time 0). The budget is off until the browser app
 * turns it on (tests, the prerender and the back office read without it).
 *
 * A read that timed out stays failed for the rest of its page: a part of the page that appears only with the fallback
 * (related pages under a failed content read) would otherwise read it again, and wait once more, after the deadline.
 */
type PageClock = { key: string; start: number; timedOut: Map<string, Error> };

type Budget = { ms: number; applies: (address: URL) => boolean };

let budget: Budget | null = null;
let page: PageClock | null = null;

/** Turns the budget on (ms) or off (null); `applies` says which addresses have one (the public pages). */
export function setPageBudget(ms: number | null, applies: (address: URL) => boolean = () => true): void {
  budget = ms === null ? null : { ms, applies };
  page = null;
}

/**
 * When a read starting now must give up (a performance.now() time), or null when the page has no budget. `href` and
 * `now` are the address and time (the browser's by default).
 */
export function readDeadline(href: string = globalThis.location?.href ?? '', now: number = performance.now()): number | null {
  if (budget === null || href === '') return null;
  const address = new URL(href);
  if (!budget.applies(address)) return null;
  const key = `${address.pathname}${address.search}`;
  if (page === null || page.key !== key) page = { key, start: page === null ? 0 : now, timedOut: new Map() };
  const pageDeadline = page.start + budget.ms;
  return now < pageDeadline ? pageDeadline : now + budget.ms;
}

/** The timeout a read of this query already ended with on the current page (readDeadline first), if any. */
export const timedOutOnThisPage = (queryHash: string): Error | undefined => page?.timedOut.get(queryHash);

/** Remembers that a read of this query timed out on the current page. */
export function rememberTimeout(queryHash: string, error: Error): void {
  page?.timedOut.set(queryHash, error);
}
