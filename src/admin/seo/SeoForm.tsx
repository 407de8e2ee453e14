import { useMutation } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { seoMutations } from '../../data/mutations/seo-mutations';
import { useWriter } from '../../data/mutations/writer';
import { useRepository } from '../../data/repository-context';
import { ROBOTS_OPTIONS, SEO_MESSAGE_MS } from '../../domain/constants';
import { adminMessages } from '../../domain/messages';
import { seoVersion, withoutVersion } from '../../domain/record-version';
import { SeoSettingsInputSchema, type SeoSettings } from '../../domain/seo';
import { defaultSeoSettings } from '../../domain/seo-defaults';
import { graphemeCount } from '../../domain/text';
import { FormActions } from '../../ui/FormActions';
import { busyButtonProps } from '../../ui/use-heading-focus';
import { ConflictNotice } from '../shared/conflict/ConflictNotice';
import { domainResolver } from '../shared/form/domain-resolver';
import { SelectControl, TextControl } from '../shared/form/RecordFields';
import { DraftBanner } from '../shared/drafts/DraftBanner';
import { useRecordForm } from '../shared/form/use-record-form';
import { showStatusMessage } from '../shared/status-message';
import { CharacterCounter } from './CharacterCounter';
import { fieldId, SEO_FIELD_GROUPS, STRUCTURED_DATA_FIELD, type SeoFieldSpec } from './seo-fields';
import { failureMessage, isErrorMessage, validateSeo } from './seo-form-model';
import styles from './SeoSection.module.css';

/** The screen's messages, in the notice region: a danger alert when the text contains Error, gone after 3 s (admin spec 4, 8). */
function showSeoMessage(text: string): void {
  showStatusMessage(text, isErrorMessage(text) ? 'error' : 'success', SEO_MESSAGE_MS);
}

// The domain's SEO rules (admin spec 5), the same the stores apply.
const resolver = domainResolver<SeoSettings>(SeoSettingsInputSchema);

/** The settings form of one page type: live counters, Save with progress, Reset to Default (admin spec 2, 4, 5). */
export function SeoForm({ initial }: { initial: SeoSettings }) {
  const repository = useRepository();
  const saving = useMutation(seoMutations(useWriter()).update);
  const record = useRecordForm<SeoSettings, SeoSettings>({
    record: initial,
    toValues: (loaded) => loaded ?? initial,
    resolver,
    // A field's message shows once it was left (or a save tried), then follows the input, so fixing it clears it at once.
    mode: 'onTouched',
    mutation: saving,
    save: async (values, { loaded, overwrite }) => {
      const { input } = validateSeo(values);
      if (!input) return false;
      const settings = loaded ?? initial;
      await saving.mutateAsync({ ...input, expected_version: overwrite ? undefined : seoVersion(settings, settings.page_type) });
      showSeoMessage(adminMessages.seo.updated);
      // The form stays: what it saved is now the version it was loaded from, and its values are no longer changes.
      return { ...values, ...withoutVersion(input) };
    },
    reload: async (loaded) => (await repository.seo.get(loaded.page_type)) ?? defaultSeoSettings(loaded.page_type),
    failure: (error) => ({ notice: adminMessages.seo.updateFailed(failureMessage(error)) }),
    notify: showSeoMessage,
    draft: { form: 'seo', record: initial.page_type },
  });
  const { form, busy } = record;
  const values = useWatch({ control: form.control }) as SeoSettings;

  function resetToDefault() {
    if (busy) return;
    // Local only until Save (admin spec 4): the saved values stay what changes are measured against.
    form.reset(defaultSeoSettings(initial.page_type), { keepDefaultValues: true });
    showSeoMessage(adminMessages.seo.reset);
  }

  const renderField = (spec: SeoFieldSpec) => {
    const value = values[spec.name] ?? '';
    const hint =
      spec.max !== undefined || spec.hint ? (
        <>
          {spec.max !== undefined ? <CharacterCounter length={graphemeCount(value)} max={spec.max} recommended={spec.recommended} /> : null}
          {spec.max !== undefined && spec.hint ? ' ' : null}
          {spec.hint}
        </>
      ) : undefined;
    return (
      <TextControl
        key={spec.name}
        form={form}
        name={spec.name}
        id={fieldId(spec.name)}
        label={spec.label}
        required={spec.required}
        hint={hint}
        placeholder={spec.placeholder}
        multiline={spec.multiline}
        rows={spec.name === 'structured_data' ? 8 : 3}
        type={spec.type === 'url' ? 'url' : 'text'}
        inputMode={spec.type === 'url' ? 'url' : undefined}
      />
    );
  };

  return (
    <form id={record.formId} className={styles.form} onSubmit={record.onSubmit} noValidate aria-label="SEO settings">
      <DraftBanner offer={record.draft} />
      {SEO_FIELD_GROUPS.map((group) => (
        <fieldset key={group.legend} className={styles.group}>
          <legend>{group.legend}</legend>
          {group.fields.map(renderField)}
          {group.legend === 'Search results' ? (
            <SelectControl form={form} name="robots" id={fieldId('robots')} label="Robots">
              {ROBOTS_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </SelectControl>
          ) : null}
        </fieldset>
      ))}
      <fieldset className={styles.group}>
        <legend>Structured data</legend>
        {renderField(STRUCTURED_DATA_FIELD)}
      </fieldset>

      {record.conflict ? (
        <div id={record.noticeId}>
          <ConflictNotice busy={busy} onReload={record.reload} onOverwrite={record.overwrite} />
        </div>
      ) : null}
      <FormActions>
        <button type="submit" className="btn btn--primary" {...busyButtonProps(busy)}>
          {busy ? 'Saving...' : 'Save SEO Settings'}
        </button>
        <button type="button" className="btn btn--secondary" onClick={resetToDefault} {...busyButtonProps(busy)}>
          Reset to Default
        </button>
      </FormActions>
    </form>
  );
}
