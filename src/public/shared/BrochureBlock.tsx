import { useId, useState, type FormEvent } from 'react';
import { useRepository } from '../../data/repository-context';
import { publicMessages } from '../../domain/messages';
import { BrochureRequestInputSchema } from '../../domain/submissions';
import { HoneypotField } from './HoneypotField';
import { sharedTexts } from './shared-texts';
import { useSpamGuard } from './use-spam-guard';
import styles from './BrochureBlock.module.css';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * 'Download Our Brochure' (public spec 2.4, 2.6): records the visitor's e-mail address as a brochure request and
 * answers in place. The address is kept after a failure so the visitor can try again without retyping it.
 */
export function BrochureBlock() {
  const repository = useRepository();
  const id = useId();
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const spamGuard = useSpamGuard();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = BrochureRequestInputSchema.safeParse({ email: email.trim() });
    if (!parsed.success) {
      setOutcome({ tone: 'error', text: publicMessages.brochure.invalidEmail });
      return;
    }
    if (spamGuard.isLikelyBot()) {
      // Dropped unsent, with the usual answer, so a bot learns nothing from the reply.
      setEmail('');
      setOutcome({ tone: 'success', text: publicMessages.brochure.success });
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      await repository.brochureRequests.submit(parsed.data);
      setEmail('');
      setOutcome({ tone: 'success', text: publicMessages.brochure.success });
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : sharedTexts.brochureFailed;
      setOutcome({ tone: 'error', text });
    } finally {
      setSending(false);
    }
  }

  const invalid = outcome?.tone === 'error';
  return (
    <section className={styles.block} aria-labelledby={`${id}-heading`}>
      <div className={styles.text}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {sharedTexts.brochureHeading}
        </h2>
        <p className={styles.lead}>{sharedTexts.brochureLead}</p>
      </div>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          {sharedTexts.brochureEmailLabel}
        </label>
        <input
          id={inputId}
          className={`form-control ${styles.input}`}
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder={publicMessages.home.brochurePlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={outcome ? messageId : undefined}
        />
        <HoneypotField inputRef={spamGuard.honeypotRef} />
        <button type="submit" className={`btn btn--primary ${styles.button}`} disabled={sending}>
          {sending ? publicMessages.contact.sending : sharedTexts.knowMore}
        </button>
      </form>
      {outcome && (
        <p
          id={messageId}
          role={outcome.tone === 'error' ? 'alert' : 'status'}
          className={outcome.tone === 'error' ? styles.error : styles.success}
        >
          {outcome.text}
        </p>
      )}
    </section>
  );
}
