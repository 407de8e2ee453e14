import { STATUS_MESSAGE_MS } from '../../domain/constants';
import { notify, type NoticeTone } from '../../ui/notices';

/**
 * A section's status message after a save, a delete or a reorder, in the notice region every section uses: green (role
 * status) for a success, red (role alert) for a failure, gone after 3 seconds unless the spec gives the screen its own
 * time (admin spec 4, 8, 9).
 */
export function showStatusMessage(text: string, tone: Extract<NoticeTone, 'success' | 'error'>, durationMs = STATUS_MESSAGE_MS): void {
  notify(text, tone, { durationMs });
}
