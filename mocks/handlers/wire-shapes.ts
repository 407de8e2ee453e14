import type { Certification } from '../../src/domain/company';
import type { DashboardStats } from '../../src/domain/dashboard';
import type { SliderItem } from '../../src/domain/slider';

/**
 * The contract's spellings, which differ from the one clean domain model (ARCHITECTURE: quirks stay at the edge).
 * The mock answers as a PHP back end would, so the HTTP adapter's translations are exercised for real.
 */

/** Slider items carry is_active as 1/0 (admin spec 3: "true or 1"). */
export const sliderItemToWire = (item: SliderItem) => ({ ...item, is_active: item.is_active ? 1 : 0 });

/** The public site reads cert_number, the admin list certificate_number (admin spec 3): answer both. */
export const certificationToWire = (item: Certification) => ({ ...item, certificate_number: item.cert_number });

/** A certification form may send either name. */
export function certificationFromWire(fields: Record<string, unknown>): Record<string, unknown> {
  const { certificate_number: certificateNumber, ...rest } = fields;
  return rest.cert_number === undefined && certificateNumber !== undefined ? { ...rest, cert_number: certificateNumber } : rest;
}

/** The dashboard lists applications with first_name/last_name instead of name (admin spec 3). */
export function dashboardToWire(stats: DashboardStats) {
  return {
    ...stats,
    recentCareerSubmissions: stats.recentCareerSubmissions.map(({ name, ...rest }) => {
      const [first = '', ...last] = name.trim().split(/\s+/);
      return { ...rest, first_name: first, last_name: last.join(' ') };
    }),
  };
}
