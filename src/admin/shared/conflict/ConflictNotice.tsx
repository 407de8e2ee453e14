import { adminMessages } from '../../../domain/messages';
import { Alert } from '../../../ui/Alert';

export type ConflictNoticeProps = {
  onReload: () => void;
  onOverwrite: () => void;
  busy?: boolean;
};

/**
 * Shown when a save was refused because the record changed elsewhere (another tab or administrator) since the form
 * loaded it: the user chooses to load the newer version or to keep theirs.
 */
export function ConflictNotice({ onReload, onOverwrite, busy = false }: ConflictNoticeProps) {
  return (
    <Alert tone="error">
      <span>{adminMessages.conflict.changedElsewhere}</span>{' '}
      <button type="button" className="btn btn--secondary" onClick={onReload} disabled={busy}>
        {adminMessages.conflict.reload}
      </button>{' '}
      <button type="button" className="btn btn--danger" onClick={onOverwrite} disabled={busy}>
        {adminMessages.conflict.overwrite}
      </button>
    </Alert>
  );
}
