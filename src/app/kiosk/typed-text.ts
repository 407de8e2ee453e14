import { HELD_AT_ATTRIBUTE, HOLD_ATTRIBUTE, READY_ATTRIBUTE, SHOWN_AT_ATTRIBUTE } from '../../public/shared/held-submit';

/*
 * A kiosk never hydrates its prerendered page: after each idle reset the page reloads, shows its prerendered HTML, and
 * the app then renders in its place (start.tsx), so a visitor who started typing meanwhile would see the fields empty
 * themselves. What they typed is read from the page's forms in the task that replaces them and put into the app's
 * forms as they appear: as input events, the way typing reaches a form, so each form's state has it. The field that
 * had the focus gets it back, and a Send the page held (scripts/early-submit-script.ts) goes out once the form is
 * ready.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export type TypedForm = {
  /** The names of the form's fields, in order: which form of the app is this one. */
  fields: string;
  values: Record<string, string>;
  focused: string | null;
  shownAt: string | null;
  heldAt: string | null;
};

const SKIPPED_TYPES = new Set(['file', 'hidden', 'submit', 'button', 'reset', 'image', 'checkbox', 'radio', 'password']);

function controlsOf(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement && !SKIPPED_TYPES.has(element.type)) ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement,
  );
}

/** Fields a person uses (not the honeypot, which is out of the tab order). */
const personal = (control: Control) => control.name !== '' && control.tabIndex !== -1;

const signature = (form: HTMLFormElement) =>
  controlsOf(form)
    .filter(personal)
    .map((control) => control.name)
    .join(' ');

/** What was typed into the page's held forms (those the app takes over), form by form; only forms with something. */
export function captureTypedForms(root: ParentNode, active: Element | null = document.activeElement): TypedForm[] {
  return Array.from(root.querySelectorAll<HTMLFormElement>(`form[${HOLD_ATTRIBUTE}]`)).flatMap((form) => {
    const values: Record<string, string> = {};
    for (const control of controlsOf(form).filter(personal)) {
      if (control.value !== '') values[control.name] = control.value;
    }
    const heldAt = form.getAttribute(HELD_AT_ATTRIBUTE);
    if (Object.keys(values).length === 0 && heldAt === null) return [];
    const focused = active instanceof HTMLElement && form.contains(active) && 'name' in active ? String(active.name) : null;
    return [{ fields: signature(form), values, focused, shownAt: form.getAttribute(SHOWN_AT_ATTRIBUTE), heldAt }];
  });
}

/** Sets a field's value as typing does: through the element's own setter, then the event React listens to. */
function type(control: Control, value: string) {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function focusAtEnd(control: Control) {
  control.focus();
  if (control instanceof HTMLSelectElement) return;
  try {
    control.setSelectionRange(control.value.length, control.value.length);
  } catch {
    // E-mail and number fields have no caret position to set.
  }
}

function fill(form: HTMLFormElement, typed: TypedForm, onReady: (form: HTMLFormElement) => void) {
  // The fill time of the spam guard counts from the visitor's first focus on the page's form.
  if (typed.shownAt !== null && !form.hasAttribute(SHOWN_AT_ATTRIBUTE)) form.setAttribute(SHOWN_AT_ATTRIBUTE, typed.shownAt);
  for (const control of controlsOf(form).filter(personal)) {
    const value = typed.values[control.name];
    if (value !== undefined && control.value === '') type(control, value);
    if (control.name === typed.focused) focusAtEnd(control);
  }
  if (typed.heldAt !== null) onReady(form);
}

/** Sends a held form once the app handles its Send (use-form-takeover.ts marks it ready). */
function sendWhenReady(form: HTMLFormElement) {
  if (form.hasAttribute(READY_ATTRIBUTE)) {
    form.requestSubmit();
    return;
  }
  const watch = new MutationObserver(() => {
    if (!form.hasAttribute(READY_ATTRIBUTE)) return;
    watch.disconnect();
    form.requestSubmit();
  });
  watch.observe(form, { attributes: true, attributeFilter: [READY_ATTRIBUTE] });
}

/**
 * Puts what was typed into the app's forms under `root`: those already there at once, later ones (a page that
 * renders its form after its data) as they appear, for up to `waitMs`. Answers a function that stops waiting.
 */
export function restoreTypedForms(root: HTMLElement, typed: readonly TypedForm[], waitMs = 10_000): () => void {
  if (typed.length === 0) return () => undefined;
  const pending = [...typed];
  const filled = new WeakSet<HTMLFormElement>();
  const attempt = () => {
    for (const form of Array.from(root.querySelectorAll<HTMLFormElement>(`form[${HOLD_ATTRIBUTE}]`))) {
      if (filled.has(form)) continue;
      const index = pending.findIndex((entry) => entry.fields === signature(form));
      if (index < 0) continue;
      filled.add(form);
      const [entry] = pending.splice(index, 1);
      fill(form, entry!, sendWhenReady);
    }
    if (pending.length === 0) stop();
  };
  const observer = new MutationObserver(attempt);
  const timer = window.setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  attempt();
  return stop;
}
