import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { adminMessages } from '../../domain/messages';
import { FormActions } from '../../ui/FormActions';
import { busyButtonProps } from '../../ui/use-heading-focus';
import { ConflictNotice } from '../shared/conflict/ConflictNotice';
import { DraftBanner } from '../shared/drafts/DraftBanner';
import type { DraftOption } from '../shared/drafts/use-form-draft';
import { domainResolver } from '../shared/form/domain-resolver';
import { TextControl } from '../shared/form/RecordFields';
import { useRecordForm, type SaveMutation } from '../shared/form/use-record-form';
import { showStatusMessage } from '../shared/status-message';
import { messageOf } from './content-feedback';
import { contentTexts } from './content-texts';
import formStyles from '../shared/entity-form/EntityForm.module.css';
import styles from './ContentSection.module.css';

/** One text field; `key` is its path in the record ('title', or 'hero.title' in a homepage section). */
export type ContentFieldSpec = { key: string; label: string; multiline?: boolean; hint?: string };
/** `hint` says where the group's fields show on the public site when that is not plain (read with the group). */
export type ContentFieldGroup = { legend?: string; hint?: string; fields: readonly ContentFieldSpec[] };

type ContentFormProps<Values extends FieldValues> = {
  idPrefix: string;
  groups: readonly ContentFieldGroup[];
  /** The stored record: the form edits the fields the groups name and keeps the rest as they are. */
  initial: Values;
  /** The domain's schema of the record: its rules (text limits) are checked before a save. */
  schema: z.ZodType;
  /** The version of the record these values make (record-version.ts): a save sends the version the form loaded. */
  versionOf: (values: Values) => string;
  /** The write's mutation (useMutation(companyMutations(writer).xxx)): Save says Saving... while it is pending. */
  mutation: SaveMutation;
  /** Saves the values, expecting the stored record to have `expectedVersion` (none overwrites it); rejects as the store does. */
  save: (values: Values, expectedVersion: string | undefined) => Promise<unknown>;
  /** The stored record read again after a conflict; rejects when it cannot be read. */
  reload: () => Promise<Values>;
  /** Which record's unsaved draft the form keeps (drafts/). */
  draft: DraftOption;
  /** Shown above the form with its live values (the Preview of the homepage and About content). */
  preview?: (form: UseFormReturn<Values>) => ReactNode;
};

/**
 * The text form of a single content record (homepage, about main, contact): labelled fields and Save Changes, on the
 * shared record form. A save says 'Content updated successfully!' or 'Error updating content: …' in the notices
 * (admin spec 8); one refused because the record changed elsewhere offers Reload and Overwrite in the form.
 */
export function ContentForm<Values extends FieldValues>(props: ContentFormProps<Values>) {
  const { idPrefix, groups, initial, schema, versionOf, mutation, save, reload, draft, preview } = props;
  const record = useRecordForm<Values, Values>({
    record: initial,
    toValues: (loaded) => loaded ?? initial,
    resolver: domainResolver<Values>(schema),
    mutation,
    save: async (values, { loaded, overwrite }) => {
      await save(values, overwrite || !loaded ? undefined : versionOf(loaded));
      showStatusMessage(adminMessages.content.updated, 'success');
      // The form stays open: what it saved is now the stored record.
      return values;
    },
    reload: () => reload(),
    failure: (error) => ({ notice: adminMessages.content.updateFailed(messageOf(error)) }),
    notify: (text) => showStatusMessage(text, 'error'),
    draft,
  });
  const { form } = record;

  const control = (field: ContentFieldSpec) => (
    <div key={field.key} className={field.multiline ? formStyles.wide : undefined}>
      <TextControl
        form={form}
        name={field.key as Path<Values>}
        id={`${idPrefix}-${field.key.replace('.', '-')}`}
        label={field.label}
        hint={field.hint}
        multiline={field.multiline}
        rows={4}
      />
    </div>
  );

  return (
    <>
      {preview?.(form)}
      <form id={record.formId} className={styles.contentForm} onSubmit={record.onSubmit} noValidate>
        <DraftBanner offer={record.draft} />
        {record.conflict ? (
          <div id={record.noticeId}>
            <ConflictNotice busy={record.busy} onReload={record.reload} onOverwrite={record.overwrite} />
          </div>
        ) : null}
        {groups.map((group, index) =>
          group.legend ? (
            <fieldset
              key={group.legend}
              className={styles.fieldset}
              aria-describedby={group.hint ? `${idPrefix}-group-${index}-hint` : undefined}
            >
              <legend>{group.legend}</legend>
              {group.hint ? (
                <p id={`${idPrefix}-group-${index}-hint`} className={styles.groupHint}>
                  {group.hint}
                </p>
              ) : null}
              <div className={formStyles.fieldGrid}>{group.fields.map(control)}</div>
            </fieldset>
          ) : (
            <div key={index} className={formStyles.fieldGrid}>
              {group.fields.map(control)}
            </div>
          ),
        )}
        <FormActions>
          <button type="submit" className="btn btn--primary" {...busyButtonProps(record.busy)}>
            {record.busy ? contentTexts.saving : contentTexts.save}
          </button>
        </FormActions>
      </form>
    </>
  );
}
