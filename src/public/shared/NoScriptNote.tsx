import type { PhoneNumber } from '../../domain/phone';
import { OutboundLink } from './OutboundLink';
import { PhoneLink } from './PhoneLink';
import { sharedTexts } from './shared-texts';
import styles from './NoScriptNote.module.css';

type NoScriptNoteProps = {
  /** What does not work and whom to write to, up to the address ('… Write to us at'). */
  lead: string;
  email: string;
  emailHref: string;
  phone: PhoneNumber | undefined;
  /** On the <noscript> element itself (it is the box's item in a grid or flex layout). */
  className?: string;
};

/**
 * Beside a form, for a browser with JavaScript switched off: the form cannot be sent there (it posts nowhere, see
 * held-submit.ts), so the visitor is given the address and number to use instead. Only the prerendered HTML holds it:
 * React renders a <noscript> empty in the browser, where scripts run anyway.
 */
export function NoScriptNote({ lead, email, emailHref, phone, className }: NoScriptNoteProps) {
  return (
    <noscript className={className}>
      <p className={styles.note}>
        {lead} <OutboundLink href={emailHref}>{email}</OutboundLink>
        {phone ? (
          <>
            {' '}
            {sharedTexts.noScriptOrCall} <PhoneLink phone={phone} />
          </>
        ) : null}
        .
      </p>
    </noscript>
  );
}
