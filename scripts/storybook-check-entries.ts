/** What `npm run check:storybook` opens in the static Storybook and what counts as a failed page (scripts/storybook-check.ts). */

/** One story or docs page of the built Storybook's index.json. */
export type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string };

/** What was seen on one page: the preview channel's events, the error display's text, the page text and errors. */
export type PageReport = {
  entry: IndexEntry;
  events: ReadonlyArray<{ event: string; payload: unknown }>;
  errorDisplay: string | null;
  text: string;
  /** Page errors and console errors, each starting "page error:" or "console error:". */
  errors: readonly string[];
  timedOut: boolean;
  /** The story logs an error on purpose (parameters.logsErrors: the specs say its failure is "only logged"). */
  logsErrors: boolean;
};

/** The preview channel's events the check records in each page (storybook/internal/core-events). */
export const WATCHED_EVENTS = [
  'storyRendered', 'storyFinished', 'storyErrored', 'storyThrewException', 'storyMissing', 'docsRendered',
  'playFunctionThrewException', 'unhandledErrorsWhilePlaying', 'configError',
] as const;

/** React Router's default error element: a route that threw, shown instead of the page. */
export const ROUTER_ERROR_TEXT = 'Unexpected Application Error';

/** Every story and docs page of an index.json (version 5: { entries }), in index order; `only` keeps ids containing it. */
export function checkedEntries(index: unknown, only?: string): IndexEntry[] {
  const entries = (index as { entries?: Record<string, IndexEntry> } | null)?.entries;
  if (!entries || typeof entries !== 'object') throw new Error('index.json has no entries: is this a Storybook build?');
  return Object.values(entries).filter(
    (entry) => (entry.type === 'story' || entry.type === 'docs') && (!only || entry.id.includes(only)),
  );
}

/** The preview frame's address of an entry, as the published Storybook's manager opens it. */
export function entryUrl(base: string, entry: IndexEntry): string {
  const url = new URL('iframe.html', base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('id', entry.id);
  url.searchParams.set('viewMode', entry.type === 'docs' ? 'docs' : 'story');
  return url.href;
}

/** The terminal colour codes of an assertion message (ESC [ … m). */
const COLOUR_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function messageOf(payload: unknown): string {
  if (payload && typeof payload === 'object') {
    const { message, title, description, status } = payload as Record<string, unknown>;
    const text = [title, description, message].filter((part) => typeof part === 'string' && part !== '').join(': ');
    // The first lines of an assertion (expect(…).toHaveTextContent() / Expected … / Received …), without colour codes.
    if (text) return text.replace(COLOUR_CODES, '').split('\n').filter(Boolean).slice(0, 4).join(' | ').slice(0, 400);
    if (typeof status === 'string') return status;
  }
  return typeof payload === 'string' ? payload.slice(0, 300) : '';
}

/** Why a page failed (empty: it did not). */
export function pageProblems(report: PageReport): string[] {
  const problems: string[] = [];
  for (const { event, payload } of report.events) {
    if (event === 'storyErrored') problems.push(`story errored: ${messageOf(payload)}`);
    if (event === 'storyThrewException') problems.push(`story threw: ${messageOf(payload)}`);
    if (event === 'storyMissing') problems.push('story missing from the build');
    if (event === 'configError') problems.push(`configuration error: ${messageOf(payload)}`);
    if (event === 'playFunctionThrewException') problems.push(`play function failed: ${messageOf(payload)}`);
    if (event === 'unhandledErrorsWhilePlaying') problems.push(`errors while playing: ${messageOf(payload)}`);
    if (event === 'storyFinished' && (payload as { status?: string } | null)?.status === 'error') {
      const { storyId } = payload as { storyId?: string };
      problems.push(`story ${storyId ?? ''} finished with an error (the Interactions panel shows it failed)`);
    }
  }
  if (report.errorDisplay !== null) problems.push(`Storybook's error display: ${report.errorDisplay}`);
  if (report.text.includes(ROUTER_ERROR_TEXT)) problems.push(`the page shows "${ROUTER_ERROR_TEXT}"`);
  problems.push(...report.errors.filter((error) => !(report.logsErrors && error.startsWith('console error:'))));
  if (report.timedOut) problems.push(`did not finish rendering (${report.entry.type === 'docs' ? 'no docsRendered' : 'no storyFinished'})`);
  // One cause often shows in several ways (an event, the error display, a console error): say each thing once.
  return [...new Set(problems)];
}
