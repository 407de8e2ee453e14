import { describe, expect, it } from 'vitest';
import { checkedEntries, entryUrl, pageProblems, type IndexEntry, type PageReport } from './storybook-check-entries';

const story: IndexEntry = { id: 'ui-modal--open', type: 'story', title: 'UI/Modal', name: 'Open' };
const docs: IndexEntry = { id: 'ui-modal--docs', type: 'docs', title: 'UI/Modal', name: 'Docs' };

const report = (overrides: Partial<PageReport> = {}): PageReport => ({
  entry: story,
  events: [{ event: 'storyRendered', payload: 'ui-modal--open' }, { event: 'storyFinished', payload: { storyId: story.id, status: 'success' } }],
  errorDisplay: null,
  text: 'Delivery terms',
  errors: [],
  timedOut: false,
  logsErrors: false,
  ...overrides,
});

describe('checkedEntries', () => {
  it('opens every story and docs page of the index, in its order', () => {
    const index = { v: 5, entries: { [docs.id]: docs, [story.id]: story, 'x--y': { id: 'x--y', type: 'component', title: 'X', name: 'Y' } } };
    expect(checkedEntries(index).map((entry) => entry.id)).toEqual([docs.id, story.id]);
    expect(checkedEntries(index, 'open').map((entry) => entry.id)).toEqual([story.id]);
  });

  it('refuses a file that is no Storybook index', () => {
    expect(() => checkedEntries({ stories: [] })).toThrow(/no entries/);
  });
});

describe('entryUrl', () => {
  it("is the preview frame's address of the story or docs page, under the served folder", () => {
    expect(entryUrl('http://127.0.0.1:4000/storybook', story)).toBe('http://127.0.0.1:4000/storybook/iframe.html?id=ui-modal--open&viewMode=story');
    expect(entryUrl('http://127.0.0.1:4000/', docs)).toBe('http://127.0.0.1:4000/iframe.html?id=ui-modal--docs&viewMode=docs');
  });
});

describe('pageProblems', () => {
  it('passes a story that rendered and played', () => {
    expect(pageProblems(report())).toEqual([]);
  });

  it("fails a route's error element, Storybook's error display and a failed play function (the Interactions panel's FAIL)", () => {
    expect(pageProblems(report({ text: "Unexpected Application Error!\nFailed to construct 'URL': Invalid base URL" }))).toEqual([
      'the page shows "Unexpected Application Error"',
    ]);
    expect(pageProblems(report({ errorDisplay: 'No Preview' }))).toEqual(["Storybook's error display: No Preview"]);
    const played = pageProblems(
      report({
        events: [
          { event: 'playFunctionThrewException', payload: { message: 'Unable to find an accessible element with the role "dialog"\n\nHere are the roles' } },
          { event: 'storyFinished', payload: { storyId: story.id, status: 'error' } },
        ],
      }),
    );
    expect(played).toEqual([
      'play function failed: Unable to find an accessible element with the role "dialog" | Here are the roles',
      'story ui-modal--open finished with an error (the Interactions panel shows it failed)',
    ]);
  });

  it('fails page errors and console errors, except the console errors of a story that logs on purpose', () => {
    const errors = ['page error: boom', 'console error: Failed to load settings'];
    expect(pageProblems(report({ errors }))).toEqual(errors);
    expect(pageProblems(report({ errors, logsErrors: true }))).toEqual(['page error: boom']);
  });

  it('fails a page that never finished', () => {
    expect(pageProblems(report({ entry: docs, events: [], timedOut: true }))).toEqual(['did not finish rendering (no docsRendered)']);
  });
});
