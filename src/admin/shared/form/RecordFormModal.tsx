import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Alert } from '../../../ui/Alert';
import { Modal } from '../../../ui/Modal';
import { busyButtonProps } from '../../../ui/use-heading-focus';
import { ConflictNotice } from '../conflict/ConflictNotice';
import { DraftBanner } from '../drafts/DraftBanner';
import type { RecordForm } from './use-record-form';

export const recordFormTexts = { cancel: 'Cancel', saving: 'Saving...' } as const;

export type RecordFormModalProps<Stored, Values extends FieldValues> = {
  record: RecordForm<Stored, Values>;
  title: string;
  /** The Save button's text ('Save Page', 'Update Slider Item'). */
  submitLabel: string;
  maxWidth?: number;
  onClose: () => void;
  className?: string;
  /** The fields. */
  children: ReactNode;
  /** What the dialog shows below the form (a saved page's gallery). */
  after?: ReactNode;
};

/**
 * The add/edit dialog of a record form: Cancel and Save in the footer (Saving... while busy, the button keeping the
 * focus), a kept draft's offer and the failure and Reload/Overwrite notices above the fields, and the discard prompt beside the dialog.
 * Closing it with changes asks first; while a save is under way it stays open.
 */
export function RecordFormModal<Stored, Values extends FieldValues>(props: RecordFormModalProps<Stored, Values>) {
  const { record, title, submitLabel, maxWidth, onClose, className, children, after } = props;
  const close = () => record.confirmDiscard(onClose);
  return (
    <>
      <Modal
        open
        onClose={record.busy ? () => undefined : close}
        title={title}
        maxWidth={maxWidth}
        footer={
          <>
            <button type="button" className="btn btn--secondary" onClick={close} disabled={record.busy}>
              {recordFormTexts.cancel}
            </button>
            <button type="submit" form={record.formId} className="btn btn--primary" {...busyButtonProps(record.busy)}>
              {record.busy ? recordFormTexts.saving : submitLabel}
            </button>
          </>
        }
      >
        <DraftBanner offer={record.draft} />
        {record.failure !== null || record.conflict ? (
          <div id={record.noticeId}>
            {record.failure !== null ? <Alert tone="error">{record.failure}</Alert> : null}
            {record.conflict ? <ConflictNotice busy={record.busy} onReload={record.reload} onOverwrite={record.overwrite} /> : null}
          </div>
        ) : null}
        <form id={record.formId} onSubmit={record.onSubmit} noValidate className={className}>
          {children}
        </form>
        {after}
      </Modal>
      {record.prompt}
    </>
  );
}
