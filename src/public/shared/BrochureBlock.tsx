import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { getConfig, type AppConfig } from '../../config';
import { brochureRequestMutations } from '../../data/mutations/submission-mutations';
import { useWriter } from '../../data/mutations/writer';
import { publicMessages } from '../../domain/messages';
import { isRepositoryError } from '../../domain/repository-error';
import type { BrochureRequestInputSchema } from '../../domain/submissions';
import { safeUrl } from '../../domain/url';
import { companyContactDetails } from '../contact/use-contact-details';
import { HoneypotField } from './HoneypotField';
import { heldFormAttributes } from './held-submit';
import { NoScriptNote } from './NoScriptNote';
import { sharedTexts } from './shared-texts';
import { typedValues, useFormTakeover } from './use-form-takeover';
import { useSpamGuard } from './use-spam-guard';
import styles from './BrochureBlock.module.css';

/** Where the block sends a request and/or which file it offers (VITE_BROCHURE_ENDPOINT, VITE_BROCHURE_URL). */
export type BrochureSettings = AppConfig['brochure'];

type Outcome = { tone: 'success' | 'error' | 'notice'; text: string; download?: string; contact?: boolean } | null;

/** A failure that means this server has no brochure endpoint: never shown raw, the block offers what it can instead. */
const endpointMissing = (error: unknown) => isRepositoryError(error) && (error.status === 404 || error.status === 405 || error.status === 501);

/**
 * The domain's request schema, and zod with it, loads once the visitor starts on the form (or on submit), not with the
 * page: the home page hydrates without zod (README, Performance).
 */
type BrochureRequestSchema = typeof BrochureRequestInputSchema;
let requestSchema: BrochureRequestSchema | null = null;
async function loadRequestSchema(): Promise<BrochureRequestSchema> {
  requestSchema ??= (await import('../../domain/submissions')).BrochureRequestInputSchema;
  return requestSchema;
}

/**
 * 'Download Our Brochure' (public spec 2.4, 2.6; its submit is not specified). With a request endpoint configured it
 * records the visitor's e-mail address as a brochure request; with a brochure file configured it offers the download
 * (also when the optional endpoint turns out to be missing); with neither it says the sales team sends it on request
 * and links the contact page. It never claims a request was sent that was not, and never shows a raw server error
 * for an endpoint the server lacks. The address is kept after a failure so the visitor can try again. Like the other
 * public forms it never submits natively: a Send before the app has loaded is held and sent once it has
 * (use-form-takeover.ts), and without JavaScript a note gives the company's e-mail address and phone instead.
 */
export function BrochureBlock({ settings = getConfig().brochure }: { settings?: BrochureSettings }) {
  const request = useMutation(brochureRequestMutations(useWriter()).submit);
  const sending = request.isPending;
  const id = useId();
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const spamGuard = useSpamGuard();
  const formRef = useRef<HTMLFormElement>(null);
  const takeover = useFormTakeover(formRef, (form) => {
    const typed = typedValues(form, ['email']).email;
    if (typeof typed === 'string' && typed !== '') setEmail(typed);
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pressedAt = takeover.takePressedAt();
    if (sending) return;
    let parsed;
    try {
      // Already loaded when the visitor typed the address: the submit then goes on in the same task.
      const schema = requestSchema ?? (await loadRequestSchema());
      parsed = schema.safeParse({ email: email.trim() });
    } catch (error) {
      console.error(error);
      setOutcome({ tone: 'error', text: sharedTexts.brochureFailed });
      return;
    }
    if (!parsed.success) {
      setOutcome({ tone: 'error', text: publicMessages.brochure.invalidEmail });
      return;
    }
    const verdict = spamGuard.verdict(pressedAt);
    if (verdict === 'drop') {
      // A filled-in honeypot: dropped unsent, with the usual answer, so a bot learns nothing from the reply.
      setEmail('');
      setOutcome({ tone: 'success', text: publicMessages.brochure.success });
      return;
    }
    if (verdict === 'confirm') {
      // Faster than a person types (autofill): nothing is sent or cleared; the next press goes out.
      setOutcome({ tone: 'notice', text: publicMessages.brochure.checkAndResend });
      return;
    }
    const download = settings.fileUrl ? safeUrl(settings.fileUrl) : null;
    const offer = (): Outcome =>
      download
        ? { tone: 'success', text: sharedTexts.brochureDownloadReady, download }
        : { tone: 'success', text: sharedTexts.brochureByRequest, contact: true };
    if (settings.requestEndpoint === null) {
      setOutcome(offer());
      return;
    }
    setOutcome(null);
    try {
      const answer = await request.mutateAsync(parsed.data);
      setEmail('');
      if (answer.queued) {
        // A kiosk without a connection keeps the request to send later (src/data/kiosk-outbox.ts) and says so.
        setOutcome({ tone: 'success', text: answer.message });
        return;
      }
      setOutcome(download ? { tone: 'success', text: publicMessages.brochure.success, download } : { tone: 'success', text: publicMessages.brochure.success });
    } catch (error) {
      if (endpointMissing(error)) {
        console.warn('The brochure endpoint is missing on this server:', error);
        setOutcome(offer());
      } else {
        // A server that has the endpoint and refuses (validation) says why; anything else gets a plain sentence.
        const answered = isRepositoryError(error) && (error.kind === 'server' || error.kind === 'validation') && error.message;
        setOutcome({ tone: 'error', text: answered ? error.message : sharedTexts.brochureFailed });
      }
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
      <form ref={formRef} {...heldFormAttributes} className={styles.form} onSubmit={handleSubmit} onFocus={() => void loadRequestSchema().catch(() => undefined)} noValidate>
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
      <NoScriptNote
        className={styles.noScript}
        lead={sharedTexts.brochureNoScript}
        email={companyContactDetails.email}
        emailHref={companyContactDetails.emailHref}
        phone={companyContactDetails.phones[0]}
      />
      {outcome && (
        <p
          id={messageId}
          role={outcome.tone === 'success' ? 'status' : 'alert'}
          className={outcome.tone === 'success' ? styles.success : outcome.tone === 'error' ? styles.error : styles.notice}
        >
          {outcome.text}
          {outcome.download && (
            <>
              {' '}
              <a href={outcome.download} download>
                {sharedTexts.brochureDownload}
              </a>
            </>
          )}
          {outcome.contact && (
            <>
              {' '}
              <Link to="/contact-us">{sharedTexts.brochureContact}</Link>
            </>
          )}
        </p>
      )}
    </section>
  );
}
