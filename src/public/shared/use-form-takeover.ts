import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { HELD_AT_ATTRIBUTE, READY_ATTRIBUTE, readTimeMark } from './held-submit';

export type FormTakeover = {
  /** When the visitor pressed the Send now being handled, if the page held it before the app ran; answered once. */
  takePressedAt: () => number | null;
};

/** The fields' current values by name: text as typed, a file input's first file (or null). */
export function typedValues<Field extends string>(form: HTMLFormElement, fields: readonly Field[]): Partial<Record<Field, string | File | null>> {
  const typed: Partial<Record<Field, string | File | null>> = {};
  for (const field of fields) {
    const control = form.elements.namedItem(field);
    if (control instanceof HTMLInputElement && control.type === 'file') typed[field] = control.files?.[0] ?? null;
    else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) {
      typed[field] = control.value;
    }
  }
  return typed;
}

/**
 * Takes a form over from the prerendered page once React handles it (after hydration, or at once when rendered in
 * the browser): what the visitor typed before becomes the form's state through `adopt` (React 19 leaves typed text
 * in hydrated fields but not in state, so the next render would wipe it and a Send would find the form empty), the
 * page's script stops holding the form's Sends (scripts/early-submit-script.ts), and a Send it held is submitted
 * now, through the form's own handler, with those values.
 */
export function useFormTakeover(formRef: RefObject<HTMLFormElement | null>, adopt: (form: HTMLFormElement) => void): FormTakeover {
  const adoptRef = useRef(adopt);
  useEffect(() => {
    adoptRef.current = adopt;
  });
  const pressedAt = useRef<number | null>(null);
  // Set once the typed values are adopted: the held Send goes out from the render that has them.
  const [heldAt, setHeldAt] = useState<number | null>(null);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    adoptRef.current(form);
    const held = readTimeMark(form, HELD_AT_ATTRIBUTE);
    form.removeAttribute(HELD_AT_ATTRIBUTE);
    form.setAttribute(READY_ATTRIBUTE, '');
    // The Send the page held before this component existed.
    if (held !== null) setHeldAt(held);
  }, [formRef]);

  useEffect(() => {
    if (heldAt === null) return;
    pressedAt.current = heldAt;
    formRef.current?.requestSubmit();
  }, [heldAt, formRef]);

  const takePressedAt = useCallback(() => {
    const time = pressedAt.current;
    pressedAt.current = null;
    return time;
  }, []);
  return { takePressedAt };
}
