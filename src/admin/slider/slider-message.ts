import { STATUS_MESSAGE_MS } from '../../domain/constants';
import { notify } from '../../ui/notices';
import { isSliderFailure } from './slider-image';

/**
 * The slider screen's status message, in the notice region: red (role alert) for failures, green (role status)
 * otherwise, gone after 3 seconds (admin spec 4, 9).
 */
export function showSliderMessage(text: string): void {
  notify(text, isSliderFailure(text) ? 'error' : 'success', { durationMs: STATUS_MESSAGE_MS });
}
