import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { datasetMutations } from '../../data/mutations/dataset-mutations';
import { useWriter } from '../../data/mutations/writer';
import { useRepository } from '../../data/repository-context';
import type { Dataset } from '../../domain/dataset';
import type { DatasetImportProgress } from '../../domain/dataset-import';
import { Alert } from '../../ui/Alert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { downloadBlob, readFileText } from '../../ui/download';
import { FormField } from '../../ui/FormField';
import { checkDatasetFile, datasetFileName } from './dataset-file';
import { demoTexts } from './demo-texts';
import styles from './DemoDataPanel.module.css';

type Pending = { kind: 'reset' } | { kind: 'import'; dataset: Dataset; fileName: string; records: number };
type Message = { tone: 'success' | 'error'; text: string; problems?: readonly string[]; more?: number };
/** What the panel is doing: the file check and the import show how far they are. */
type Work =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'checking'; fileName: string; done: number; total: number }
  | { kind: 'importing'; progress: DatasetImportProgress | null };

/** Largest dataset file accepted: the seed is ~0.5 MB; 100,000 submissions with resumes are about 40 MB. */
const MAX_FILE_BYTES = 100 * 1024 * 1024;
/** Problems listed under a refusal; the rest are counted. */
const LISTED_PROBLEMS = 10;

/**
 * Demo builds only: reset the store to the seed content, export the whole dataset as a JSON file, or import one
 * back. A file is checked against every import rule first: a broken one is refused with its problems and never
 * reaches the "replace everything" question. The check and the import show their progress; `onBusyChange` lets the
 * dialog around stay open while they run, and `onDataChanged` lets the back office show the new data.
 */
export function DemoDataPanel({ onDataChanged, onBusyChange }: { onDataChanged: () => void; onBusyChange?: (busy: boolean) => void }) {
  const repository = useRepository();
  const fileInput = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [work, setWork] = useState<Work>({ kind: 'idle' });
  const [message, setMessage] = useState<Message | null>(null);
  const dataset = datasetMutations(useWriter());
  const reset = useMutation(dataset.reset);
  const importing = useMutation(dataset.import);
  // The file check and the export (reads) are tracked in `work`; the writes by their mutations.
  const busy = work.kind !== 'idle' || reset.isPending || importing.isPending;

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const run = async (action: () => Promise<string>, onError: (error: unknown) => Message = failure) => {
    setWork({ kind: 'busy' });
    setMessage(null);
    try {
      setMessage({ tone: 'success', text: await action() });
    } catch (error) {
      setMessage(onError(error));
    } finally {
      setWork({ kind: 'idle' });
    }
  };

  const exportData = () =>
    run(async () => {
      const dataset = await repository.dataset.export();
      const blob = new Blob([JSON.stringify(dataset, null, 2)], { type: 'application/json' });
      const fileName = datasetFileName();
      downloadBlob(blob, fileName);
      return demoTexts.exported(fileName);
    });

  const chooseFile = async (file: File | undefined) => {
    setMessage(null);
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setMessage({ tone: 'error', text: demoTexts.tooLarge });
      return;
    }
    setWork({ kind: 'checking', fileName: file.name, done: 0, total: 0 });
    try {
      const result = await checkDatasetFile(await readFileText(file), {
        onProgress: ({ done, total }) => setWork({ kind: 'checking', fileName: file.name, done, total }),
      });
      if (result.ok) setPending({ kind: 'import', dataset: result.dataset, fileName: file.name, records: result.records });
      else if (result.error) setMessage({ tone: 'error', text: result.error });
      else {
        const problems = result.problems.slice(0, LISTED_PROBLEMS);
        setMessage({ tone: 'error', text: demoTexts.refused(file.name, result.count), problems, more: result.count - problems.length });
      }
    } catch (error) {
      setMessage(failure(error));
    } finally {
      setWork({ kind: 'idle' });
    }
  };

  const confirm = async () => {
    const action = pending;
    setPending(null);
    if (!action) return;
    if (action.kind === 'reset') {
      await run(async () => {
        await reset.mutateAsync();
        onDataChanged();
        return demoTexts.resetDone;
      });
      return;
    }
    let last: DatasetImportProgress | null = null;
    await run(
      async () => {
        setWork({ kind: 'importing', progress: null });
        await importing.mutateAsync({
          dataset: action.dataset,
          options: {
            onProgress: (progress) => {
              last = progress;
              setWork({ kind: 'importing', progress });
            },
          },
        });
        onDataChanged();
        return demoTexts.imported(action.fileName);
      },
      (error) => {
        const started: DatasetImportProgress | null = last;
        // Once the first part is stored the old data is gone: say what the store now holds and how to go on.
        const cut = started !== null && started.done > 0 ? ` ${demoTexts.cutShort(started)}` : '';
        if (cut) onDataChanged();
        return { tone: 'error', text: `${failure(error).text}${cut}` };
      },
    );
  };

  return (
    <section aria-label="Demo data tools">
      <p>{demoTexts.intro}</p>
      {message ? (
        <Alert tone={message.tone}>
          {message.text}
          {message.problems && message.problems.length > 0 ? (
            <ul className={styles.problems}>
              {message.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
              {message.more ? <li>{demoTexts.moreProblems(message.more)}</li> : null}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="btn btn--secondary" onClick={() => void exportData()} disabled={busy}>
          {demoTexts.exportData}
        </button>
        <button type="button" className="btn btn--danger" onClick={() => setPending({ kind: 'reset' })} disabled={busy}>
          {demoTexts.reset}
        </button>
      </div>
      <FormField id="demo-data-import" label={demoTexts.importLabel} hint={demoTexts.importHint}>
        <input
          ref={fileInput}
          id="demo-data-import"
          className="form-control"
          type="file"
          accept="application/json,.json"
          aria-describedby="demo-data-import-hint"
          disabled={busy}
          onChange={(event) => void chooseFile(event.target.files?.[0])}
        />
      </FormField>
      <WorkProgress work={work} />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'reset' ? demoTexts.resetTitle : demoTexts.confirmTitle}
        message={pending?.kind === 'import' ? demoTexts.confirmImport(pending.fileName, pending.records) : demoTexts.confirmReset}
        confirmLabel={pending?.kind === 'reset' ? 'Reset' : 'Import'}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}

const failure = (error: unknown): Message => ({ tone: 'error', text: demoTexts.failed(error instanceof Error ? error.message : String(error)) });

/** How far the file check or the import is: a determinate bar once the amount is known, and the count in words. */
function WorkProgress({ work }: { work: Work }) {
  if (work.kind === 'idle') return null;
  if (work.kind === 'busy') return <p aria-live="polite">Working...</p>;
  const [text, done, total] =
    work.kind === 'checking'
      ? [demoTexts.checking(work.fileName, work.done, work.total), work.done, work.total]
      : work.progress
        ? [demoTexts.importing(work.progress), work.progress.done, work.progress.total]
        : [demoTexts.importing({ table: 'content', tableDone: 0, tableTotal: 0, done: 0, total: 0 }), 0, 0];
  const label = work.kind === 'checking' ? demoTexts.checkLabel : demoTexts.progressLabel;
  return (
    <div className={styles.progress}>
      <p id="demo-data-progress">{text}</p>
      {total > 0 ? (
        <progress aria-label={label} aria-describedby="demo-data-progress" max={total} value={done} />
      ) : (
        <progress aria-label={label} aria-describedby="demo-data-progress" />
      )}
      {work.kind === 'importing' ? <p className={styles.hint}>{demoTexts.keepOpen}</p> : null}
    </div>
  );
}
