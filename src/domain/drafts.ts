/**
 * Drafts: a back-office form's unsaved values, kept in this browser while the editor works, so a crash, a reload, a
 * closed tab, an expired session or a save that timed out loses nothing. They are the browser's own (never sent to
 * the server) and belong to one user name: another login never sees them.
 */

/** Which form of which record a draft belongs to: the form's kind ('page', 'slide', 'entity:team') and the record's id, or 'new'. */
export type DraftTarget = { form: string; record: string };

/** A form's values as a draft holds them: plain data (text, numbers, booleans, lists of them). */
export type DraftValues = Record<string, unknown>;

export type Draft = DraftTarget & {
  /** The key the store files it under (draftKey): user, form and record. */
  key: string;
  /** The user name of the login that typed it. */
  user: string;
  values: DraftValues;
  /** When it was last written (ms since the epoch). */
  savedAt: number;
  /**
   * The stored record as the form loaded it (its form values), to tell whether it changed since the draft was
   * taken; null for a new record.
   */
  base: DraftValues | null;
  /** The stored record's version or updated-at when the form loaded it, where it has one. */
  baseVersion: string | null;
};

/**
 * Where drafts are kept. The browser's implementation is IndexedDB (a database of its own, apart from the demo's
 * records), so drafts work with every data adapter. Every read is for one user name.
 */
export type DraftStore = {
  save(draft: Draft): Promise<void>;
  get(user: string, target: DraftTarget): Promise<Draft | null>;
  /** The user's drafts, newest first. */
  list(user: string): Promise<Draft[]>;
  delete(user: string, target: DraftTarget): Promise<void>;
  /** Deletes every draft (of every user) written before `before` (ms since the epoch); answers how many went. */
  prune(before: number): Promise<number>;
  /**
   * Keeps a draft at once, synchronously, as the page is being left (`pagehide`): an IndexedDB write begun then may
   * be cut off with the page. The store takes it in on its next use.
   */
  saveNow?(draft: Draft): void;
};

/** The store's key of a draft: one per user, form and record. */
export function draftKey(user: string, target: DraftTarget): string {
  return JSON.stringify([user, target.form, target.record]);
}

const DAY_MS = 86_400_000;

/** The oldest time a draft may have been written at to be kept, `days` of retention before `now`. */
export function draftCutoff(days: number, now: number = Date.now()): number {
  return now - days * DAY_MS;
}

/** Values compared as data: key order and `undefined` members do not make a difference. */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));
}

function normalised(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalised);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, member]) => member !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, member]) => [key, normalised(member)]),
    );
  }
  return value;
}

/** One line of what a draft would change: the field, the stored value and the draft's, as short plain text. */
export type DraftChange = { field: string; label: string; from: string; to: string };

/** How much of a long value a change shows. */
export const DRAFT_CHANGE_MAX = 80;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** A value as the change list shows it: HTML as its text, white space folded, long text cut with an ellipsis. */
export function changeText(value: unknown, max: number = DRAFT_CHANGE_MAX): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'string') text = /<[a-z][^>]*>/i.test(value) ? value.replace(/<[^>]*>/g, ' ') : value;
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  text = text.replace(/&(#39|amp|lt|gt|quot|apos|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? ' ').replace(/\s+/g, ' ').trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The old and new value as the change list shows them; when both are long, from a little before where they start to
 * differ, so an edit at the end of a long text shows.
 */
export function changedPart(from: unknown, to: unknown, max: number = DRAFT_CHANGE_MAX): { from: string; to: string } {
  const before = changeText(from, Number.MAX_SAFE_INTEGER);
  const after = changeText(to, Number.MAX_SAFE_INTEGER);
  if (before.length <= max && after.length <= max) return { from: before, to: after };
  let same = 0;
  while (same < before.length && same < after.length && before[same] === after[same]) same += 1;
  const start = Math.max(0, same - Math.floor(max / 3));
  const cut = (text: string) => {
    const part = start > 0 ? `…${text.slice(start).trimStart()}` : text;
    return part.length <= max ? part : `${part.slice(0, max - 1).trimEnd()}…`;
  };
  return { from: cut(before), to: cut(after) };
}

/** 'metaDescription', 'meta_description' and 'hero.title' as words: 'Meta description', 'Hero title'. */
export function fieldWords(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What the draft's values change against the stored ones, field by field in the draft's order. `labelOf` names a
 * field as its form does; a field it does not know (a form's own bookkeeping, such as whether a slug was typed) is
 * left out when it holds no text.
 */
export function draftChanges(draft: DraftValues, stored: DraftValues, labelOf: (field: string) => string | null): DraftChange[] {
  const changes: DraftChange[] = [];
  const flatStored = flattened(stored);
  for (const [field, value] of Object.entries(flattened(draft))) {
    if (sameValues(value, flatStored[field])) continue;
    const label = labelOf(field);
    if (label === null && typeof value === 'boolean') continue;
    changes.push({ field, label: label ?? fieldWords(field), ...changedPart(flatStored[field], value) });
  }
  return changes;
}

/** Nested groups of fields (a homepage section) as one level of paths, as the form names them: 'hero.title'. */
function flattened(values: DraftValues, prefix = ''): DraftValues {
  const flat: DraftValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(flat, flattened(value as DraftValues, `${prefix}${key}.`));
    else flat[`${prefix}${key}`] = value;
  }
  return flat;
}

/**
 * When a draft was written, as the banner says it, in the site's time zone: the time ('14:32') on the day it is
 * read, the date and time ('Nov 26, 14:32') on another.
 */
export function draftTimeText(savedAt: number, timeZone: string, now: number = Date.now()): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'short', day: 'numeric' });
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(savedAt);
  if (day.format(savedAt) === day.format(now)) return time;
  const date = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric' }).format(savedAt);
  return `${date}, ${time}`;
}
