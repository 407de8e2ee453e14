import { useRef, useState, type FormEvent } from 'react';
import { differs, useUnsavedChanges } from '../shared/unsaved/unsaved-changes';
import { useRepository } from '../../data/repository-context';
import { ROBOTS_OPTIONS, SEO_MESSAGE_MS } from '../../domain/constants';
import { adminMessages } from '../../domain/messages';
import { seoVersion, withoutVersion } from '../../domain/record-version';
import { isRepositoryError } from '../../domain/repository-error';
import type { SeoSettings, SeoSettingsInput } from '../../domain/seo';
import { defaultSeoSettings } from '../../domain/seo-defaults';
import { ConflictNotice } from '../shared/conflict/ConflictNotice';
import { showStatusMessage } from '../shared/status-message';
import { graphemeCount } from '../../domain/text';
import { FormActions } from '../../ui/FormActions';
import { FormField, fieldAria } from '../../ui/FormField';
import { busyButtonProps, focusWhenPresent } from '../../ui/use-heading-focus';
import { CharacterCounter } from './CharacterCounter';
import { fieldId, SEO_FIELD_GROUPS, STRUCTURED_DATA_FIELD, type SeoFieldSpec } from './seo-fields';
import { failureMessage, isErrorMessage, validateSeo } from './seo-form-model';
import styles from './SeoSection.module.css';

/** The text fields, in the order the form shows them (Robots, a choice, is never invalid). */
const FIELD_ORDER: ReadonlyArray<keyof SeoSettings> = [
  ...SEO_FIELD_GROUPS.flatMap((group) => group.fields.map((field) => field.name)),
  STRUCTURED_DATA_FIELD.name,
];

/** The screen's messages, in the notice region: a danger alert when the text contains Error, gone after 3 s (admin spec 4, 8). */
function showSeoMessage(text: string): void {
  showStatusMessage(text, isErrorMessage(text) ? 'error' : 'success', SEO_MESSAGE_MS);
}

/** The settings form of one page type: live counters, Save with progress, Reset to Default (admin spec 2, 4, 5). */
export function SeoForm({ initial }: { initial: SeoSettings }) {
  const repository = useRepository();
  const [values, setValues] = useState<SeoSettings>(initial);
  const [touched, setTouched] = useState<ReadonlySet<keyof SeoSettings>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  // The version this form was loaded from: saving over a newer one (another tab) is refused as a conflict.
  const [loaded, setLoaded] = useState<SeoSettings>(initial);
  const [conflict, setConflict] = useState(false);
  // The values last saved (or loaded): changes against them are unsaved work, which leaving or switching asks about.
  const [saved, setSaved] = useState<SeoSettings>(initial);
  useUnsavedChanges(differs(values, saved));
  const conflictBox = useRef<HTMLDivElement>(null);

  // Errors follow the values once a field was left or a save tried, so fixing a field clears its message at once.
  const allErrors = validateSeo(values).errors ?? {};
  const errorOf = (name: keyof SeoSettings) => (submitted || touched.has(name) ? allErrors[name] : undefined);

  const change = (name: keyof SeoSettings, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const leave = (name: keyof SeoSettings) => setTouched((current) => new Set(current).add(name));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Save stays focused while it saves (and after): a second press meanwhile does nothing.
    if (saving) return;
    setSubmitted(true);
    const { input, errors } = validateSeo(values);
    if (!input) {
      // The first field in the form's own order that has a message (the rules are checked in another order).
      const first = FIELD_ORDER.find((name) => name in errors);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    await save(input, false);
  }

  async function save(input: SeoSettingsInput, overwrite: boolean) {
    setSaving(true);
    setConflict(false);
    try {
      await repository.seo.update({ ...input, expected_version: overwrite ? undefined : seoVersion(loaded, loaded.page_type) });
      setLoaded({ ...values, ...withoutVersion(input) });
      setSaved(values);
      showSeoMessage(adminMessages.seo.updated);
    } catch (error) {
      if (isRepositoryError(error) && error.kind === 'conflict') {
        setConflict(true);
        // The message stays beside the form and offers the next step: focus goes to it.
        focusWhenPresent(() => conflictBox.current);
      } else showSeoMessage(adminMessages.seo.updateFailed(failureMessage(error)));
    } finally {
      setSaving(false);
    }
  }

  /** Loads the newer settings into the form (the unsaved edits are replaced by them). */
  async function reload() {
    setSaving(true);
    try {
      const fresh = (await repository.seo.get(values.page_type)) ?? defaultSeoSettings(values.page_type);
      setLoaded(fresh);
      setValues(fresh);
      setConflict(false);
    } catch (error) {
      showSeoMessage(adminMessages.seo.updateFailed(failureMessage(error)));
    } finally {
      setSaving(false);
    }
  }

  function overwrite() {
    const { input } = validateSeo(values);
    if (input) void save(input, true);
  }

  function resetToDefault() {
    if (saving) return;
    // Local only until Save (admin spec 4).
    setValues(defaultSeoSettings(values.page_type));
    setTouched(new Set());
    setSubmitted(false);
    showSeoMessage(adminMessages.seo.reset);
  }

  const renderField = (spec: SeoFieldSpec) => {
    const id = fieldId(spec.name);
    const value = values[spec.name];
    const error = errorOf(spec.name);
    const hint =
      spec.max !== undefined || spec.hint ? (
        <>
          {spec.max !== undefined ? <CharacterCounter length={graphemeCount(value)} max={spec.max} recommended={spec.recommended} /> : null}
          {spec.max !== undefined && spec.hint ? ' ' : null}
          {spec.hint}
        </>
      ) : undefined;
    const common = {
      className: 'form-control',
      name: spec.name,
      value,
      placeholder: spec.placeholder,
      required: spec.required,
      onChange: (event: { target: { value: string } }) => change(spec.name, event.target.value),
      onBlur: () => leave(spec.name),
      ...fieldAria(id, { error, hint }),
    };
    return (
      <FormField key={spec.name} id={id} label={spec.label} required={spec.required} error={error} hint={hint}>
        {spec.multiline ? (
          <textarea rows={spec.name === 'structured_data' ? 8 : 3} {...common} />
        ) : (
          <input type={spec.type === 'url' ? 'url' : 'text'} inputMode={spec.type === 'url' ? 'url' : undefined} {...common} />
        )}
      </FormField>
    );
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="SEO settings">
      {SEO_FIELD_GROUPS.map((group) => (
        <fieldset key={group.legend} className={styles.group}>
          <legend>{group.legend}</legend>
          {group.fields.map(renderField)}
          {group.legend === 'Search results' ? (
            <FormField id={fieldId('robots')} label="Robots">
              <select
                className="form-control"
                name="robots"
                value={values.robots}
                onChange={(event) => change('robots', event.target.value)}
                {...fieldAria(fieldId('robots'))}
              >
                {ROBOTS_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </FormField>
          ) : null}
        </fieldset>
      ))}
      <fieldset className={styles.group}>
        <legend>Structured data</legend>
        {renderField(STRUCTURED_DATA_FIELD)}
      </fieldset>

      {conflict ? (
        <div ref={conflictBox}>
          <ConflictNotice busy={saving} onReload={() => void reload()} onOverwrite={overwrite} />
        </div>
      ) : null}
      <FormActions>
        <button type="submit" className="btn btn--primary" {...busyButtonProps(saving)}>
          {saving ? 'Saving...' : 'Save SEO Settings'}
        </button>
        <button type="button" className="btn btn--secondary" onClick={resetToDefault} {...busyButtonProps(saving)}>
          Reset to Default
        </button>
      </FormActions>
    </form>
  );
}
