import { useMutation } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { contactSubmissionMutations } from '../../data/mutations/submission-mutations';
import { useWriter } from '../../data/mutations/writer';
import { CONTACT_SUBJECTS } from '../../domain/constants';
import { publicMessages } from '../../domain/messages';
import { Alert } from '../../ui/Alert';
import { FormField, fieldAria } from '../../ui/FormField';
import { HoneypotField } from '../shared/HoneypotField';
import { heldFormAttributes } from '../shared/held-submit';
import { NoScriptNote } from '../shared/NoScriptNote';
import { HydrationIsland } from '../../ui/HydrationIsland';
import { usePublicForm } from '../shared/use-public-form';
import {
  CONTACT_FIELDS,
  contactFailureMessage,
  emptyContactForm,
  isContactSubject,
  isContactSuccessText,
  validateContactForm,
  type ContactField,
} from './contact-form-model';
import { contactTexts, subjectLabels } from './contact-texts';
import { useContactDetails } from './use-contact-details';
import styles from './ContactForm.module.css';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const fieldId = (field: ContactField) => `contact-${field}`;

/**
 * The note for a browser without JavaScript, with the stored e-mail address and first phone number. It hydrates on its
 * own: in the browser it is empty, so a tap on the form never waits for the contact details it reads.
 */
function ContactNoScriptNote() {
  const details = useContactDetails();
  return <NoScriptNote lead={contactTexts.noScript} email={details.email} emailHref={details.emailHref} phone={details.phones[0]} />;
}

/**
 * The 'Send us a Message' form (public spec 2.7, 4, 5, 8): idle, submitting ('Sending...', button disabled), then the
 * result. A success clears the fields; a failure keeps everything typed. It never submits natively (nothing typed
 * goes into an address): a Send pressed before the app has loaded is held and sent once it has, and without
 * JavaScript the note above it gives the e-mail address and phone number to use instead.
 */
export function ContactForm() {
  const submission = useMutation(contactSubmissionMutations(useWriter()).submit);
  const form = usePublicForm({
    empty: emptyContactForm,
    fields: CONTACT_FIELDS,
    fieldId,
    validate: validateContactForm,
    send: submission,
    successText: publicMessages.contact.success,
    confirmText: publicMessages.contact.checkAndResend,
    failureText: contactFailureMessage,
  });
  const { values, errors, result, submitting, formRef } = form;

  const change = (field: ContactField) => (event: ChangeEvent<Control>) => {
    const { value } = event.target;
    form.setField(field, field === 'subject' && !isContactSubject(value) ? '' : value);
  };

  const control = (field: ContactField) => ({
    ...fieldAria(fieldId(field), { error: errors[field] }),
    name: field,
    value: values[field],
    onChange: change(field),
    className: 'form-control',
  });

  return (
    <section className={styles.card} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        {publicMessages.contact.formTitle}
      </h2>
      <p className={styles.lead}>{contactTexts.formLead}</p>
      {result ? <Alert tone={isContactSuccessText(result) ? 'success' : result === publicMessages.contact.checkAndResend ? 'warning' : 'error'}>{result}</Alert> : null}
      <HydrationIsland>
        <ContactNoScriptNote />
      </HydrationIsland>
      <form ref={formRef} {...heldFormAttributes} className={styles.form} noValidate onSubmit={(event) => void form.submit(event)}>
        <div className={styles.row}>
          <FormField id={fieldId('name')} label={contactTexts.fields.name} required error={errors.name}>
            <input {...control('name')} type="text" autoComplete="name" required />
          </FormField>
          <FormField id={fieldId('email')} label={contactTexts.fields.email} required error={errors.email}>
            <input {...control('email')} type="email" autoComplete="email" required />
          </FormField>
        </div>
        <div className={styles.row}>
          <FormField id={fieldId('phone')} label={contactTexts.fields.phone} error={errors.phone}>
            <input {...control('phone')} type="tel" autoComplete="tel" />
          </FormField>
          <FormField id={fieldId('company')} label={contactTexts.fields.company} error={errors.company}>
            <input {...control('company')} type="text" autoComplete="organization" />
          </FormField>
        </div>
        <FormField id={fieldId('subject')} label={contactTexts.fields.subject} required error={errors.subject}>
          <select {...control('subject')} required>
            <option value="">{contactTexts.subjectPlaceholder}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {subjectLabels[subject]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={fieldId('message')} label={contactTexts.fields.message} required error={errors.message}>
          <textarea {...control('message')} rows={6} required />
        </FormField>
        <HoneypotField inputRef={form.honeypotRef} />
        <button type="submit" className={`btn btn--primary ${styles.submit}`} disabled={submitting}>
          {submitting ? publicMessages.contact.sending : contactTexts.submit}
        </button>
      </form>
    </section>
  );
}
