import { useId, type RefObject } from 'react';
import { HONEYPOT_FIELD_NAME } from '../../domain/spam-guard';
import { sharedTexts } from './shared-texts';

/**
 * A text field people never see or reach (hidden, out of the tab order, ignored by screen readers, no autofill)
 * but form bots fill in. It is uncontrolled: the form reads it through `inputRef` when it is sent.
 */
export function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const id = useId();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{sharedTexts.honeypotLabel}</label>
      <input ref={inputRef} id={id} type="text" name={HONEYPOT_FIELD_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
