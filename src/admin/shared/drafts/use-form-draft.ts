import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { getConfig } from '../../../config';
import { useDraftStore } from '../../../data/drafts/draft-context';
import { draftChanges, draftKey, draftTimeText, sameValues, type Draft, type DraftChange, type DraftTarget } from '../../../domain/drafts';
import { DRAFT_SAVE_DELAY_MS } from './drafts-texts';
import { draftUser } from './draft-user';

/** Which record's draft a form keeps: its kind ('page', 'slide', 'entity:team') and the record's id (none: a new one). */
export type DraftOption = { form: string; record: number | string | null | undefined; user?: string };

/** A kept draft the form offers to restore (the banner's state). */
export type DraftOffer = {
  /** When it was written, in the site's time zone ('14:32'). */
  time: string;
  /** Whether the stored record was saved again since the draft was taken. */
  changedSince: boolean;
  changes: DraftChange[];
  /** Restoring it failed (the banner says so and stays). */
  failed: boolean;
  restore: () => void;
  discard: () => void;
};

export type FormDraft = {
  offer: DraftOffer | null;
  /** After a successful save: the draft is done with. */
  clear: () => void;
};

type FormDraftOptions<Values extends FieldValues> = {
  option: DraftOption | undefined;
  form: UseFormReturn<Values>;
  /** Whether values are changes against the saved ones (the form's own comparison). */
  isChange: (values: Values, saved: Values) => boolean;
  /** The stored record's version or updated-at, where it has one. */
  storedVersion: string | null;
  /** A field's label as the form shows it (null: it shows none). */
  labelOf: (field: string) => string | null;
  /** After the draft's values went into the form: fields that keep their own state start again from them. */
  onRestored: () => void;
};

type Offered = { draft: Draft; changedSince: boolean; changes: DraftChange[]; failed: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Something that cannot be kept (storage full or blocked) costs the editor nothing but the draft. */
const ignore = () => undefined;

/**
 * Keeps a form's unsaved values as a draft while the editor works: a pause in typing (2 s) or leaving the page
 * (`pagehide`: a reload, a closed tab) writes them, with the time, the user name and the stored record they were
 * loaded from; values equal to the stored ones delete it. Opening the same record again offers the draft (when it
 * differs from what is stored): Restore puts its values in the form, Discard deletes it; a successful save clears it.
 * Nothing is written before the kept draft was read; typing while it is offered keeps the newer work (the offer stays).
 */
export function useFormDraft<Values extends FieldValues>(options: FormDraftOptions<Values>): FormDraft {
  const store = useDraftStore();
  const { option, form } = options;
  const user = option?.user ?? draftUser();
  const target: DraftTarget | null = option ? { form: option.form, record: option.record === null || option.record === undefined ? 'new' : String(option.record) } : null;
  const key = store && target ? draftKey(user, target) : null;
  const [offered, setOffered] = useState<Offered | null>(null);
  // The latest options, for the writes that run outside rendering (timers, pagehide).
  const latest = useRef({ options, store, user, target });
  useEffect(() => {
    latest.current = { options, store, user, target };
  });
  // Nothing is written before the kept draft was read: it would be replaced unseen.
  const holding = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (key === null) return undefined;
    holding.current = true;
    let live = true;
    const { store: drafts, user: owner, target: which, options: now } = latest.current;
    if (!drafts || !which) return undefined;
    drafts
      .get(owner, which)
      .then((draft) => {
        if (!live) return;
        const stored = now.form.formState.defaultValues as Values;
        if (!draft || !isRecord(draft.values) || !now.isChange({ ...stored, ...draft.values }, stored)) {
          holding.current = false;
          return;
        }
        const changedSince =
          (draft.base !== null && !sameValues(draft.base, stored)) ||
          (draft.baseVersion !== null && now.storedVersion !== null && draft.baseVersion !== now.storedVersion);
        setOffered({ draft, changedSince, changes: draftChanges(draft.values, stored, now.labelOf), failed: false });
        holding.current = false;
      })
      .catch(() => {
        if (live) holding.current = false;
      });
    return () => {
      live = false;
    };
  }, [key]);

  useEffect(() => {
    if (key === null) return undefined;
    const write = (leaving = false) => {
      timer.current = null;
      const { store: drafts, user: owner, target: which, options: now } = latest.current;
      if (!drafts || !which || holding.current) return;
      const values = now.form.getValues();
      const stored = now.form.formState.defaultValues as Values;
      if (!now.isChange(values, stored)) {
        drafts.delete(owner, which).catch(ignore);
        return;
      }
      const draft: Draft = { key, user: owner, ...which, values: { ...values }, savedAt: Date.now(), base: { ...stored }, baseVersion: now.storedVersion };
      if (leaving && drafts.saveNow) drafts.saveNow(draft);
      else drafts.save(draft).catch(ignore);
    };
    const schedule = () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => write(), DRAFT_SAVE_DELAY_MS);
    };
    // Leaving the page (a reload, a closed tab, a crash's last chance) writes at once what the pause has not.
    const onPageHide = () => {
      if (timer.current !== null) {
        clearTimeout(timer.current);
        write(true);
      }
    };
    const subscription = form.watch(schedule);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', onPageHide);
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [key, form]);

  const forget = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    if (store && target) store.delete(user, target).catch(ignore);
  };

  const answer = () => {
    setOffered(null);
    holding.current = false;
  };

  const restore = (draft: Draft) => {
    try {
      const stored = form.formState.defaultValues as Values;
      if (!isRecord(draft.values)) throw new Error('not a form');
      // Only the form's own fields: a draft kept by an older version of the form may name others.
      const known = Object.fromEntries(Object.entries(draft.values).filter(([field]) => field in stored));
      form.reset({ ...stored, ...known } as Values, { keepDefaultValues: true });
      options.onRestored();
      forget();
      answer();
    } catch {
      setOffered((current) => (current ? { ...current, failed: true } : current));
    }
  };

  return {
    offer: offered
      ? {
          time: draftTimeText(offered.draft.savedAt, getConfig().siteTimeZone),
          changedSince: offered.changedSince,
          changes: offered.changes,
          failed: offered.failed,
          restore: () => restore(offered.draft),
          discard: () => {
            forget();
            answer();
          },
        }
      : null,
    clear: () => {
      forget();
      answer();
    },
  };
}
