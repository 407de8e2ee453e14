import { useRef, useState } from 'react';
import { useRepository } from '../../data/repository-context';
import type { Dataset } from '../../domain/dataset';
import { Alert } from '../../ui/Alert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { downloadBlob, readFileText } from '../../ui/download';
import { FormField } from '../../ui/FormField';
import { datasetFileName, parseDatasetFile } from './dataset-file';

type Pending = { kind: 'reset' } | { kind: 'import'; dataset: Dataset; fileName: string };
type Message = { tone: 'success' | 'error'; text: string };

/** Largest dataset file accepted: the seed is ~0.5 MB; a large demo with resumes stays well under this. */
const MAX_FILE_BYTES = 100 * 1024 * 1024;

/**
 * Demo builds only: reset the store to the seed content, export the whole dataset as a JSON file, or import one
 * back (validated; a bad file changes nothing). `onDataChanged` lets the back office reload what it shows.
 */
export function DemoDataPanel({ onDataChanged }: { onDataChanged: () => void }) {
  const repository = useRepository();
  const fileInput = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ tone: 'success', text: await action() });
    } catch (error) {
      setMessage({ tone: 'error', text: `Error: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusy(false);
    }
  };

  const exportData = () =>
    run(async () => {
      const dataset = await repository.dataset.export();
      const blob = new Blob([JSON.stringify(dataset, null, 2)], { type: 'application/json' });
      const fileName = datasetFileName();
      downloadBlob(blob, fileName);
      return `Exported ${fileName}.`;
    });

  const chooseFile = async (file: File | undefined) => {
    setMessage(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setMessage({ tone: 'error', text: 'This file is larger than 100 MB and cannot be a dataset export. Nothing was changed.' });
      return;
    }
    const parsed = parseDatasetFile(await readFileText(file));
    if (!parsed.ok) setMessage({ tone: 'error', text: parsed.error });
    else setPending({ kind: 'import', dataset: parsed.dataset, fileName: file.name });
    if (fileInput.current) fileInput.current.value = '';
  };

  const confirm = async () => {
    const action = pending;
    setPending(null);
    if (!action) return;
    await run(async () => {
      if (action.kind === 'reset') await repository.dataset.reset();
      else await repository.dataset.import(action.dataset);
      onDataChanged();
      return action.kind === 'reset' ? 'Demo data reset to the seed content.' : `Imported ${action.fileName}.`;
    });
  };

  return (
    <section aria-labelledby="demo-data-heading">
      <h3 id="demo-data-heading">Demo data</h3>
      <p>
        Everything you change in this demo is kept in this browser. Export it to share a prepared demo, import a file
        exported earlier, or start again from the seed content.
      </p>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginBottom: '1rem' }}>
        <button type="button" className="btn btn--secondary" onClick={exportData} disabled={busy}>
          Export data
        </button>
        <button type="button" className="btn btn--danger" onClick={() => setPending({ kind: 'reset' })} disabled={busy}>
          Reset to seed data
        </button>
      </div>
      <FormField id="demo-data-import" label="Import a dataset file (.json)">
        <input
          ref={fileInput}
          id="demo-data-import"
          className="form-control"
          type="file"
          accept="application/json,.json"
          disabled={busy}
          onChange={(event) => void chooseFile(event.target.files?.[0])}
        />
      </FormField>
      {busy ? <p aria-live="polite">Working...</p> : null}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'reset' ? 'Reset demo data' : 'Import demo data'}
        message={
          pending?.kind === 'reset'
            ? 'Replace all content with the seed data? Every change made in this browser is lost.'
            : `Replace all content with ${pending?.kind === 'import' ? pending.fileName : 'this file'}? Every change made in this browser is lost.`
        }
        confirmLabel={pending?.kind === 'reset' ? 'Reset' : 'Import'}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
