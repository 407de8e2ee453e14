import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { StatusSelect } from './StatusSelect';
import styles from './Submissions.module.css';

/** What every listed form submission has: the table's status dropdown and its person columns read these. */
export type SubmissionRow<S extends string> = { id: number; name: string; email: string; phone: string; status: S };

/** A button of a row's Actions cell. */
export type RowAction<T> = {
  label: string;
  danger?: boolean;
  onClick: (row: T) => void;
  /** Whether the row offers this action (e.g. Resume only where a file was uploaded); every row when absent. */
  offered?: (row: T) => boolean;
};

/**
 * An e-mail address with break opportunities (<wbr>) after the @ and before each dot, so a long address wraps at its
 * punctuation ("aleksandra.konstantinovna" / ".rozhdestvenskaya@" / "example.ru"), not in the middle of a word.
 */
export function emailParts(email: string): ReactNode[] {
  const parts = email.split(/(?<=@)|(?=\.)/).filter((part) => part !== '');
  return parts.flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

/**
 * Text a visitor typed, isolated (<bdi>) from what is around it: a bidi control in it (U+202E and the like) or its own
 * right-to-left letters can reorder only itself, never the text, buttons or cells beside it.
 */
export const submittedText = (text: string): ReactNode => <bdi>{text}</bdi>;

/** Name, email (a mailto link) and phone: the first columns of both submission tables. */
export function personColumns<T extends SubmissionRow<string>>(): DataTableColumn<T>[] {
  return [
    { key: 'name', header: 'Name', cell: (row) => submittedText(row.name) },
    {
      key: 'email',
      header: 'Email',
      // Breaks only after the @ and at dots (<wbr>), never inside a word: an address reads in one or two lines.
      cell: (row) => (
        <a className={styles.email} href={`mailto:${row.email}`} title={row.email}>
          <bdi>{emailParts(row.email)}</bdi>
        </a>
      ),
    },
    { key: 'phone', header: 'Phone', cell: (row) => submittedText(row.phone) },
  ];
}

export type SubmissionTableProps<T extends SubmissionRow<S>, S extends string> = {
  caption: string;
  empty: ReactNode;
  /** The columns before Status and Actions. */
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  statuses: readonly S[];
  /** The accessible name of a row's status dropdown. */
  statusLabel: (row: T) => string;
  /** Statuses being saved, by row id: shown at once, the dropdown disabled until the answer. */
  pending: ReadonlyMap<number, S>;
  onStatusChange: (row: T, status: S) => void;
  actions: readonly RowAction<T>[];
};

/** One page of submissions: the given columns, then the status dropdown and the action buttons. */
export function SubmissionTable<T extends SubmissionRow<S>, S extends string>({
  caption,
  empty,
  columns,
  rows,
  statuses,
  statusLabel,
  pending,
  onStatusChange,
  actions,
}: SubmissionTableProps<T, S>) {
  const all: DataTableColumn<T>[] = [
    ...columns,
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <StatusSelect
          value={pending.get(row.id) ?? row.status}
          statuses={statuses}
          label={statusLabel(row)}
          disabled={pending.has(row.id)}
          onChange={(status) => onStatusChange(row, status)}
        />
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
        <div className={styles.actions}>
          {actions.filter((action) => action.offered?.(row) ?? true).map((action) => (
            <button
              key={action.label}
              type="button"
              className={`btn ${action.danger ? 'btn--danger' : 'btn--secondary'} btn--small`}
              onClick={() => action.onClick(row)}
            >
              {action.label}
            </button>
          ))}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={all}
      rows={rows}
      // Keyed by place on the page, not by id: another page or filter then updates the rows on screen in place
      // (texts and values) instead of removing every row's elements and creating new ones.
      rowKey={(row) => rows.indexOf(row)}
      empty={empty}
      className={styles.table}
      stacked
    />
  );
}
