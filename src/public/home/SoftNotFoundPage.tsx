import { HomePage } from './HomePage';

/**
 * What an unknown path shows: the home page, as public spec 2.1 asks, but marked noindex so search engines do not
 * index every mistyped address as a duplicate home page (a "soft 404").
 */
export function SoftNotFoundPage() {
  return <HomePage robots="noindex" />;
}
