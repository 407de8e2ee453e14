import { Alert } from '../../ui/Alert';
import { isSliderFailure } from './slider-image';

/** The slider screen's status message: red (role alert) for failures, green (role status) otherwise (admin spec 4). */
export function SliderMessage({ text }: { text: string }) {
  return <Alert tone={isSliderFailure(text) ? 'error' : 'success'}>{text}</Alert>;
}
