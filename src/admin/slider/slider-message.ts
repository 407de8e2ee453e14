import { showStatusMessage } from '../shared/status-message';
import { isSliderFailure } from './slider-image';

/**
 * The slider screen's status message, in the notice region: red (role alert) for failures, green (role status)
 * otherwise, gone after 3 seconds (admin spec 4, 9).
 */
export function showSliderMessage(text: string): void {
  showStatusMessage(text, isSliderFailure(text) ? 'error' : 'success');
}
