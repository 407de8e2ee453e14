import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { careerApplicationMutations } from '../../data/mutations/career-mutations';
import { useWriter } from '../../data/mutations/writer';
import { APPLICATION_MODAL_CLOSE_MS, EXPERIENCE_OPTIONS } from '../../domain/constants';
import { publicMessages } from '../../domain/messages';
import { Alert } from '../../ui/Alert';
import { FormField, fieldAria } from '../../ui/FormField';
import { companyContactDetails } from '../contact/use-contact-details';
import { COMPANY } from '../../domain/company-info';
import { HoneypotField } from '../shared/HoneypotField';
import { heldFormAttributes } from '../shared/held-submit';
import { NoScriptNote } from '../shared/NoScriptNote';
import { usePublicForm } from '../shared/use-public-form';
import {
  APPLICATION_FIELDS,
  RESUME_ACCEPT,
  applicationFailureMessage,
  emptyApplicationForm,
  isApplicationSuccessText,
  isExperienceOption,
  resumeContentError,
  resumeError,
  validateApplication,
  type ApplicationField,
  type ApplicationFormValues,
} from './application-form-model';
import { careersTexts, experienceLabels } from './careers-texts';
import styles from './ApplicationForm.module.css';

type TextField = Exclude<ApplicationField, 'resume'>;

type ApplicationFormProps = {
  position: string;
  onDone: () => void;
  /** Prefix of the form's ids: one page may hold several forms (the modal's, an opening's own section). */
  idPrefix?: string;
  /** The level of the form's title. */
  level?: 3 | 4;
};

/**
 * The application form inside the job-details modal (public spec 2.8, 4, 5, 8): idle, submitting ('Submitting...',
 * button disabled), then the result; after a success the form resets and `onDone` runs 2 s later (the modal closes).
 * The prerendered page holds one in each opening's section (OpeningDetails). It never submits natively: a Send
 * before the app has loaded is held and sent once it has, and without JavaScript a note gives HR's address instead.
 */
export function ApplicationForm({ position, onDone, idPrefix = 'application', level = 3 }: ApplicationFormProps) {
  const submission = useMutation(careerApplicationMutations(useWriter()).submit);
  const fieldId = (field: ApplicationField) => `${idPrefix}-${field}`;
  const Title = `h${level}` as const;
  const [succeeded, setSucceeded] = useState(false);
  // A file input cannot be cleared through React state; a new key gives a fresh, empty one.
  const [resumeInputKey, setResumeInputKey] = useState(0);
  const form = usePublicForm({
    empty: emptyApplicationForm,
    fields: APPLICATION_FIELDS,
    fieldId,
    validate: (current: ApplicationFormValues) => validateApplication(current, position),
    inspect: async (current: ApplicationFormValues) => {
      const resume = await resumeContentError(current.resume);
      return resume ? { resume } : {};
    },
    send: submission,
    successText: publicMessages.careers.success,
    confirmText: publicMessages.careers.checkAndResend,
    failureText: applicationFailureMessage,
    onSent: () => {
      setResumeInputKey((key) => key + 1);
      setSucceeded(true);
    },
    closed: succeeded,
  });
  const { values, errors, result, submitting, formRef } = form;
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  // The timer belongs to the mounted form: closing the modal by hand first cancels it.
  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => onDoneRef.current(), APPLICATION_MODAL_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded]);

  const change = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    form.setField(field, field === 'experience' && !isExperienceOption(value) ? '' : value);
  };

  const chosenResume = useRef<File | null>(null);
  const changeResume = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    chosenResume.current = file;
    form.setField('resume', file);
    // A wrong type or size is named at once; a cleared choice waits for submit to say it is required.
    form.setError('resume', file ? (resumeError(file) ?? undefined) : undefined);
    // Content that is not what the name says is named as soon as its first bytes are read (unless another file
    // was chosen meanwhile).
    void resumeContentError(file).then((problem) => {
      if (problem && chosenResume.current === file) form.setError('resume', problem);
    });
  };

  const control = (field: TextField) => ({
    ...fieldAria(fieldId(field), { error: errors[field] }),
    name: field,
    value: values[field],
    onChange: change(field),
    className: 'form-control',
  });

  return (
    <section className={styles.apply} aria-labelledby={`${idPrefix}-title`}>
      <Title id={`${idPrefix}-title`} className={styles.title}>
        {careersTexts.applyTitle}
      </Title>
      {result ? <Alert tone={isApplicationSuccessText(result) ? 'success' : result === publicMessages.careers.checkAndResend ? 'warning' : 'error'}>{result}</Alert> : null}
      <NoScriptNote lead={careersTexts.noScript} email={COMPANY.hrEmail} emailHref={`mailto:${COMPANY.hrEmail}`} phone={companyContactDetails.phones[0]} />
      <form ref={formRef} {...heldFormAttributes} noValidate onSubmit={(event) => void form.submit(event)}>
        <div className={styles.row}>
          <FormField id={fieldId('name')} label={careersTexts.fields.name} required error={errors.name}>
            <input {...control('name')} type="text" autoComplete="name" required />
          </FormField>
          <FormField id={fieldId('email')} label={careersTexts.fields.email} required error={errors.email}>
            <input {...control('email')} type="email" autoComplete="email" required />
          </FormField>
        </div>
        <div className={styles.row}>
          <FormField id={fieldId('phone')} label={careersTexts.fields.phone} required error={errors.phone}>
            <input {...control('phone')} type="tel" autoComplete="tel" required />
          </FormField>
          <FormField id={fieldId('experience')} label={careersTexts.fields.experience} error={errors.experience}>
            <select {...control('experience')}>
              <option value="">{careersTexts.experiencePlaceholder}</option>
              {EXPERIENCE_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {experienceLabels[option]}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField id={fieldId('cover_letter')} label={careersTexts.fields.coverLetter} error={errors.cover_letter}>
          <textarea {...control('cover_letter')} rows={4} />
        </FormField>
        <FormField
          id={fieldId('resume')}
          label={careersTexts.fields.resume}
          required
          error={errors.resume}
          hint={careersTexts.resumeHint}
        >
          <input
            key={resumeInputKey}
            {...fieldAria(fieldId('resume'), { error: errors.resume, hint: careersTexts.resumeHint })}
            name="resume"
            type="file"
            accept={RESUME_ACCEPT}
            className="form-control"
            onChange={changeResume}
            required
          />
        </FormField>
        <HoneypotField inputRef={form.honeypotRef} />
        <button type="submit" className="btn btn--primary" disabled={submitting || succeeded}>
          {submitting ? publicMessages.careers.submitting : careersTexts.submit}
        </button>
      </form>
    </section>
  );
}
