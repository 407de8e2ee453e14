import { getConfig } from '../config';
import { formatDateTime } from '../domain/text';

/**
 * A server time (UTC) as the site shows it: in the company's time zone (VITE_SITE_TIME_ZONE), never the viewer's
 * wall clock; `named` adds the zone where a reader must know it (details, dashboard).
 */
export function formatSiteTime(value: string, options: { named?: boolean } = {}): string {
  return formatDateTime(value, getConfig().siteTimeZone, options);
}
