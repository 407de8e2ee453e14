import { useState } from 'react';
import { getConfig } from '../../config';
import { Modal } from '../../ui/Modal';
import { DemoDataPanel } from './DemoDataPanel';

/** Demo builds only (data kept in this browser): the header button that opens the Demo data panel. */
export function DemoDataButton({ onDataChanged }: { onDataChanged: () => void }) {
  const [open, setOpen] = useState(false);
  // While a file is checked or imported the dialog stays open: closing it would hide how the import ends.
  const [busy, setBusy] = useState(false);
  const { dataAdapter } = getConfig();
  if (dataAdapter !== 'msw' && dataAdapter !== 'dexie') return null;
  return (
    <>
      <button type="button" className="btn btn--secondary btn--small" onClick={() => setOpen(true)}>
        Demo data
      </button>
      <Modal open={open} onClose={() => (busy ? undefined : setOpen(false))} title="Demo data" maxWidth={560}>
        <DemoDataPanel onDataChanged={onDataChanged} onBusyChange={setBusy} />
      </Modal>
    </>
  );
}
