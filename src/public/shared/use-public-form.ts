import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { typedValues, useFormTakeover } from './use-form-takeover';
import { useSpamGuard } from './use-spam-guard';

type Verdict<Input, Field extends string> = { ok: true; input: Input } | { ok: false; errors: Partial<Record<Field, string>> };

export type PublicFormOptions<Values, Field extends string, Input> = {
  /** Fresh, empty values: the first state and what a sent form resets to. */
  empty: () => Values;
  /** The fields in the order they appear, so the first invalid one takes the focus. */
  fields: readonly Field[];
  fieldId: (field: Field) => string;
  validate: (values: Values) => Verdict<Input, Field>;
  /**
   * Checks that need to read something first (a chosen file's leading bytes), run after `validate` passes: the
   * problems by field ({} when none).
   */
  inspect?: (values: Values) => Promise<Partial<Record<Field, string>>>;
  /**
   * The area's submit mutation (useMutation(xxxMutations(writer).submit)): `mutateAsync` sends the checked input and
   * answers with the server's message ('' when it had none); `isPending` while it runs.
   */
  send: { mutateAsync: (input: Input) => Promise<{ message: string }>; isPending: boolean };
  /** Shown when the server's answer carries no message, and to a submission the spam guard drops. */
  successText: string;
  /** Asks the visitor to check and press again after a send faster than a person types (nothing was sent). */
  confirmText: string;
  failureText: (error: unknown) => string;
  /** What else a sent form resets (after the values). */
  onSent?: () => void;
  /** True while the form takes no new submission (an application after its success). */
  closed?: boolean;
};

export type PublicForm<Values, Field extends string> = {
  values: Values;
  errors: Partial<Record<Field, string>>;
  /** The answer to show: the success or failure text; null before a submission and while one runs. */
  result: string | null;
  submitting: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  honeypotRef: RefObject<HTMLInputElement | null>;
  /** Sets one field; a fixed field's error goes away. */
  setField: <F extends Field & keyof Values>(field: F, value: Values[F]) => void;
  setError: (field: Field, error: string | undefined) => void;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
};

/**
 * The flow the public forms share (public spec 4, 5, 8): check with the store's rules and focus the first problem,
 * 'Sending...' while the request runs, then the server's answer; a success clears the form, a failure keeps everything
 * typed. A filled-in honeypot is dropped unsent with the usual answer, so a bot learns nothing; a send faster than a
 * person types (autofill) keeps everything and asks the visitor to check and press again, and that press is sent.
 * A prerendered form is taken over from the page (use-form-takeover.ts): what was typed before the app had loaded
 * is kept, and a Send pressed meanwhile goes out now. The form element carries `heldFormAttributes`.
 */
export function usePublicForm<Values, Field extends string, Input>(options: PublicFormOptions<Values, Field, Input>): PublicForm<Values, Field> {
  const { empty, fields, fieldId, validate, inspect, send, successText, confirmText, failureText, onSent, closed = false } = options;
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // Reading a chosen file before the send (inspect) is the form's own; the send is the mutation's.
  const [inspecting, setInspecting] = useState(false);
  const submitting = inspecting || send.isPending;
  const [result, setResult] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const spamGuard = useSpamGuard();
  const takeover = useFormTakeover(formRef, (form) => {
    const typed = typedValues(form, fields);
    setValues((current) => {
      const changed = fields.filter((field) => field in typed && typed[field] !== (current as Record<string, unknown>)[field]);
      if (changed.length === 0) return current;
      // A field holds what its control holds: text as typed (a choice is one of its options), a file input's file.
      return { ...current, ...Object.fromEntries(changed.map((field) => [field, typed[field]])) } as Values;
    });
  });

  const setError = (field: Field, error: string | undefined) => setErrors((current) => ({ ...current, [field]: error }));

  const setField = <F extends Field & keyof Values>(field: F, value: Values[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setError(field, undefined);
  };

  const sent = (text: string) => {
    setResult(text);
    setValues(empty());
    onSent?.();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pressedAt = takeover.takePressedAt();
    if (submitting || closed) return;
    const showProblems = (problems: Partial<Record<Field, string>>) => {
      setErrors(problems);
      setResult(null);
      const first = fields.find((field) => problems[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
    };
    const validation = validate(values);
    if (!validation.ok) {
      showProblems(validation.errors);
      return;
    }
    if (inspect) {
      // Busy while reading, so a second press does not start a second send.
      setInspecting(true);
      const problems = await inspect(values).finally(() => setInspecting(false));
      if (fields.some((field) => problems[field])) {
        showProblems(problems);
        return;
      }
    }
    setErrors({});
    const verdict = spamGuard.verdict(pressedAt);
    if (verdict === 'drop') {
      sent(successText);
      return;
    }
    if (verdict === 'confirm') {
      setResult(confirmText);
      return;
    }
    setResult(null);
    try {
      const { message } = await send.mutateAsync(validation.input);
      sent(message || successText);
    } catch (error) {
      setResult(failureText(error));
    }
  };

  return { values, errors, result, submitting, formRef, honeypotRef: spamGuard.honeypotRef, setField, setError, submit };
}
