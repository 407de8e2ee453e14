import { Alert } from '../../ui/Alert';
import { flashTone } from './content-feedback';

/** A tab's vanishing status message (useFlashMessage), red when it reports an error. */
export function FlashAlert({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <Alert tone={flashTone(message)} onDismiss={onDismiss}>
      {message}
    </Alert>
  );
}
