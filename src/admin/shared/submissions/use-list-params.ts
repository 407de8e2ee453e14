import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PAGE_SIZES, type PageSize } from './use-paging';

/** A filter value's name in the address (`?status=new&from=2026-01-01&page=3`) or in the history entry (typed text). */
export type ParamNames<V> = { [K in keyof V]: string };

/** Filter values typed into a text box: the address follows each keystroke without a history entry per letter. */
export type ListParams<V> = {
  filter: V;
  page: number;
  pageSize: PageSize;
  setFilter: (next: V) => void;
  setPage: (page: number) => void;
  setPageSize: (size: PageSize) => void;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Where the typed filters live in the history entry's state. */
type TextState = { listText?: Record<string, string> };

function textOf(state: unknown): Record<string, string> {
  const text = (state as TextState | null)?.listText;
  return text && typeof text === 'object' ? text : {};
}

/**
 * The filters, page and page size of a submission list, kept with the history entry: a reload shows the same rows,
 * and Back / Forward step through filter and page changes. The choices (status, dates, page, page size) are the
 * address's search parameters; the typed text filters (`typed`: a search for a person's name or e-mail) are kept in
 * the entry's state instead, which a reload and Back / Forward keep too, so no one's personal data is written into an
 * address (server logs, shared links). A value the list does not know (a status that does not exist, a page that is
 * not a number) reads as unset. Typing replaces the entry instead of adding one per keystroke.
 */
export function useListParams<V extends Record<string, string>>({
  empty,
  names,
  allowed,
  typed,
}: {
  empty: V;
  names: ParamNames<V>;
  /** Which values a filter may take from the address (e.g. the statuses); the rest are free text or dates. */
  allowed: Partial<Record<keyof V, readonly string[]>>;
  typed: readonly (keyof V)[];
}): ListParams<V> {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const keys = Object.keys(empty) as (keyof V & string)[];
  const serial = params.toString();
  const text = textOf(state);
  const textSerial = JSON.stringify(text);
  const filter = useMemo(() => {
    const read = new URLSearchParams(serial);
    const stored = JSON.parse(textSerial) as Record<string, string>;
    const values = { ...empty };
    for (const key of keys) {
      const raw = (typed.includes(key) ? stored[names[key]] : read.get(names[key])) ?? '';
      const choices = allowed[key];
      const isDate = names[key] === 'from' || names[key] === 'to';
      const ok = choices ? choices.includes(raw) : isDate ? DAY.test(raw) : true;
      (values as Record<string, string>)[key] = ok ? raw : '';
    }
    return values;
    // keys, names, allowed, typed and empty are module constants of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serial, textSerial]);
  const pageRaw = Number(params.get('page'));
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 ? pageRaw : 1;
  const sizeRaw = Number(params.get('size'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeRaw) ? (sizeRaw as PageSize) : PAGE_SIZES[0];

  // Every navigation carries the typed text on to the new entry (a page change keeps the search).
  const write = useCallback(
    (change: (next: URLSearchParams) => void, replace: boolean, nextText: Record<string, string> = JSON.parse(textSerial)) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace, preventScrollReset: true, state: { listText: nextText } satisfies TextState },
      ),
    [setParams, textSerial],
  );

  const setFilter = useCallback(
    (next: V) => {
      const changed = keys.filter((key) => next[key] !== filter[key]);
      if (changed.length === 0) return;
      const nextText: Record<string, string> = {};
      for (const key of typed) if (next[key]) nextText[names[key]] = next[key];
      write(
        (out) => {
          for (const key of keys) {
            if (typed.includes(key)) out.delete(names[key]);
            else if (next[key]) out.set(names[key], next[key]);
            else out.delete(names[key]);
          }
          // Another filter starts again at page 1.
          out.delete('page');
        },
        changed.every((key) => typed.includes(key)),
        nextText,
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filter, write],
  );
  const setPage = useCallback(
    (next: number) =>
      write((out) => {
        if (next > 1) out.set('page', String(next));
        else out.delete('page');
      }, false),
    [write],
  );
  const setPageSize = useCallback(
    (size: PageSize) =>
      write((out) => {
        if (size === PAGE_SIZES[0]) out.delete('size');
        else out.set('size', String(size));
        out.delete('page');
      }, false),
    [write],
  );
  return { filter, page, pageSize, setFilter, setPage, setPageSize };
}
