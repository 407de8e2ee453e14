import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldErrors, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { adminMessages } from '../../../domain/messages';
import { RepositoryError } from '../../../domain/repository-error';
import { focusElement, focusWhenPresent } from '../../../ui/use-heading-focus';
import { isConflictError } from '../conflict/save-conflict';
import { differs, useUnsavedChanges } from '../unsaved/unsaved-changes';
import { labelInForm } from '../drafts/field-label';
import { useFormDraft, type DraftOffer, type DraftOption } from '../drafts/use-form-draft';

/**
 * Where a failed save's (or reload's) message goes: in the form (`text`), at one field (the slug another record took),
 * or in the screen's notices (`notice`, the slider's and SEO's way).
 */
export type SaveFailure<Values> = { text: string } | { field: Extract<keyof Values, string>; text: string } | { notice: string };

/** The part of a TanStack mutation the form reads: whether its save is under way, and how the last one failed. */
export type SaveMutation = { isPending: boolean; error: Error | null; reset: () => void };

export type RecordFormOptions<Stored, Values extends FieldValues> = {
  /** The record as the form opens it; null for a new one. */
  record: Stored | null;
  /** The form's values for a record (blank ones for null). */
  toValues: (record: Stored | null) => Values;
  resolver: Resolver<Values>;
  /** 'onTouched': a field's message shows once it was left; by default from the first save attempt. Either way it then follows the input. */
  mode?: 'onSubmit' | 'onTouched';
  /** Whether the values are changes against the saved ones, where equal is more than equal data (the editor's HTML). */
  isChange?: (values: Values, saved: Values) => boolean;
  /** The save's mutation (useMutation(xxxMutations(writer).save)): busy while pending, its error says what went wrong. */
  mutation: SaveMutation;
  /**
   * Saves valid values through the mutation (mutateAsync): `loaded` is the record as the form loaded it (its
   * version), `overwrite` the user's choice to save over a newer one. Rejects with the store's error. Answers the record
   * as now stored when the form stays open (SEO settings), false when it saved nothing (it said why itself).
   */
  save: (values: Values, context: { loaded: Stored | null; overwrite: boolean; form: UseFormReturn<Values> }) => Promise<Stored | void | false>;
  /** Reads the stored record again (Reload after a conflict): null when it is gone. */
  reload?: (loaded: Stored) => Promise<Stored | null>;
  /** What a failed save or reload says, and where (no side effects: it is also read while rendering). */
  failure: (error: unknown) => SaveFailure<Values>;
  /** Shows a `notice` failure (the screen's notice region). */
  notify?: (text: string) => void;
  /** Saving waits while this is true (an image upload under way). */
  blocked?: boolean;
  /** Unsaved work the values do not hold (a chosen file not yet uploaded). */
  pendingChanges?: boolean;
  /** Keep the unsaved values as a draft of this record in the browser, offered when it is opened again (drafts/). */
  draft?: DraftOption;
};

export type RecordForm<Stored, Values extends FieldValues> = {
  form: UseFormReturn<Values>;
  /** The record the form was loaded from (or last saved or reloaded). */
  loaded: Stored | null;
  /** How many times Reload loaded the stored record: a key for fields that keep their own state (the editor). */
  reloads: number;
  busy: boolean;
  /** The failure the form shows, if any. */
  failure: string | null;
  /** Whether the last save was refused because the record changed elsewhere (the Reload/Overwrite notice). */
  conflict: boolean;
  /** The id of the box holding the failure and conflict notices: it takes the focus when one appears. */
  noticeId: string;
  /** The form element's id (the first invalid field is looked up in it; a Save button outside it submits it). */
  formId: string;
  onSubmit: (event: FormEvent) => void;
  overwrite: () => void;
  reload: () => void;
  /** Whether the values hold changes that are not saved. */
  dirty: boolean;
  /** Runs `action` (closing the dialog) at once, or after the user chose to discard the changes. */
  confirmDiscard: (action: () => void) => void;
  /** The discard prompt: render it beside the form, outside its dialog. */
  prompt: ReactNode;
  /** A kept draft of this record the form offers to restore (DraftBanner shows it). */
  draft: DraftOffer | null;
};

/** The text of a failure the form shows itself (not at a field, not in the notices). */
function inFormText<Values>(said: SaveFailure<Values>): string | null {
  return 'text' in said && !('field' in said) ? said.text : null;
}

/** The first control in the form, in the order it shows them, whose field has a message. */
function firstInvalidControl(form: HTMLElement | null, errors: FieldErrors): HTMLElement | null {
  if (!(form instanceof HTMLFormElement)) return null;
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && errors[name] !== undefined && element instanceof HTMLElement) return element;
  }
  return null;
}

/**
 * One record's form in the back office, on react-hook-form with a domain schema as resolver: what every edit form
 * shares. Changes against the loaded (or last saved) values feed the unsaved-changes guard; an invalid save focuses
 * the first invalid field in the form's order; a save refused because the record changed elsewhere offers Reload
 * (the stored record replaces the edits) and Overwrite (saves over it); a failure is said in the form, at a field or
 * by the caller.
 */
export function useRecordForm<Stored, Values extends FieldValues>(options: RecordFormOptions<Stored, Values>): RecordForm<Stored, Values> {
  const { record, toValues, resolver, mode = 'onSubmit', isChange, mutation, save, reload, failure: describe, notify, blocked = false, pendingChanges = false, draft: draftOption } = options;
  const [loaded, setLoaded] = useState(record);
  const form = useForm<Values>({
    defaultValues: toValues(record) as DefaultValues<Values>,
    resolver,
    mode,
    reValidateMode: 'onChange',
    // Focus goes to the first invalid field in the order the form shows them, not the order they registered in.
    shouldFocusError: false,
  });
  // A Reload is a read, not the save: its state is the form's own.
  const [reloading, setReloading] = useState(false);
  const [reloadFailure, setReloadFailure] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const id = useId();
  const formId = `${id}-form`;
  const noticeId = `${id}-notice`;
  const notice = () => document.getElementById(noticeId);
  const busy = mutation.isPending || form.formState.isSubmitting || reloading;
  const conflict = isConflictError(mutation.error);
  const saveFailure = mutation.error && !conflict ? describe(mutation.error) : null;
  const failure = reloadFailure ?? (saveFailure ? inFormText(saveFailure) : null);

  // Only a form that compares more than data watches all its values (a keystroke then renders it again).
  const values = useWatch({ control: form.control, disabled: !isChange }) as Values;
  const { isDirty, defaultValues } = form.formState;
  const dirty = isChange ? isChange(values, (defaultValues ?? toValues(loaded)) as Values) : isDirty;
  const unsaved = useUnsavedChanges(dirty || pendingChanges);
  const draft = useFormDraft<Values>({
    option: draftOption,
    form,
    isChange: isChange ?? differs,
    storedVersion: storedVersionOf(loaded),
    labelOf: (field) => labelInForm(formId, field),
    // The restored values go into fields that keep their own state (the editor) as a Reload's do.
    onRestored: () => setReloads((count) => count + 1),
  });

  /** Says a failure where it belongs; a message in the form takes the focus (it stays there and says what happened). */
  const place = (error: unknown) => {
    const said = describe(error);
    if ('notice' in said) notify?.(said.notice);
    else if ('field' in said) form.setError(said.field as never, { type: 'server', message: said.text }, { shouldFocus: true });
    return said;
  };

  const run = async (overwrite: boolean) => {
    setReloadFailure(null);
    try {
      const stored = await save(form.getValues(), { loaded, overwrite, form });
      if (stored === false) return;
      // Saved: the draft is done with (a save that failed or timed out keeps it).
      draft.clear();
      // A form that stays open after saving (SEO settings) starts again from what it saved.
      if (stored !== undefined) {
        setLoaded(stored);
        form.reset(form.getValues());
      }
    } catch (error) {
      // The conflict notice offers the next step and a failure in the form says what happened: focus goes to them.
      if (isConflictError(error) || inFormText(place(error)) !== null) focusWhenPresent(notice);
    }
  };

  const submitWith = (overwrite: boolean) =>
    form.handleSubmit(
      () => run(overwrite),
      (errors) => {
        const first = firstInvalidControl(document.getElementById(formId), errors);
        if (first) focusElement(first);
      },
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The Save button keeps the focus while busy (a failure then leaves it beside the message): presses wait.
    if (busy || blocked) return;
    void submitWith(false)();
  };

  const overwrite = () => {
    if (!busy) void submitWith(true)();
  };

  const reloadStored = async () => {
    if (!reload || !loaded || busy) return;
    setReloading(true);
    setReloadFailure(null);
    try {
      const fresh = await reload(loaded);
      // Deleted elsewhere meanwhile: said as the store says a record it cannot find.
      if (fresh === null) throw new RepositoryError('not-found', adminMessages.conflict.gone);
      setLoaded(fresh);
      form.reset(toValues(fresh));
      setReloads((count) => count + 1);
      mutation.reset();
    } catch (error) {
      const text = inFormText(place(error));
      if (text !== null) {
        setReloadFailure(text);
        focusWhenPresent(notice);
      }
    } finally {
      setReloading(false);
    }
  };

  return {
    form,
    loaded,
    reloads,
    busy,
    failure,
    conflict,
    noticeId,
    formId,
    onSubmit,
    overwrite,
    reload: () => void reloadStored(),
    dirty,
    // Changes the user chose to discard are not offered again.
    confirmDiscard: (action) =>
      unsaved.confirmDiscard(() => {
        if (dirty) draft.clear();
        action();
      }),
    prompt: unsaved.prompt,
    draft: draft.offer,
  };
}

/** The stored record's updated-at (or version), kept with a draft to tell whether it was saved again since. */
function storedVersionOf(record: unknown): string | null {
  if (typeof record !== 'object' || record === null) return null;
  const { updated_at: updatedAt, version } = record as { updated_at?: unknown; version?: unknown };
  if (typeof updatedAt === 'string' && updatedAt !== '') return updatedAt;
  return typeof version === 'string' || typeof version === 'number' ? String(version) : null;
}
