/** Where a kiosk switched on by the address (?kiosk=1) is remembered until the browser session ends. */
export const KIOSK_STORAGE_KEY = 'ironcrest.kiosk';

export type KioskMode = {
  enabled: boolean;
  /** Time without input before the site starts over for the next visitor. */
  idleMs: number;
};

type KioskSettings = { kiosk: boolean; kioskIdleMinutes: number };
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const minutes = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 && parsed <= 1440 ? parsed : null;
};

/**
 * Kiosk mode comes from the build (VITE_KIOSK=1) or the address: ?kiosk=1 switches it on for the browser session,
 * ?kiosk=0 off again; ?idle=<minutes> overrides the build's idle time for the session (tests use seconds' worth).
 */
export function resolveKioskMode(settings: KioskSettings, search: string, store: Store | null): KioskMode {
  const params = new URLSearchParams(search);
  let saved: { enabled?: boolean; idleMinutes?: number } = {};
  try {
    saved = JSON.parse(store?.getItem(KIOSK_STORAGE_KEY) ?? '{}') as typeof saved;
  } catch {
    saved = {};
  }
  const asked = params.get('kiosk');
  const off = asked === '0' || asked === 'false';
  if (off) saved = {};
  const enabled = settings.kiosk || (asked === null ? saved.enabled === true : asked === '1' || asked === 'true');
  const askedIdle = minutes(params.get('idle'));
  const idleMinutes = askedIdle ?? saved.idleMinutes ?? settings.kioskIdleMinutes;
  try {
    if (off) store?.removeItem(KIOSK_STORAGE_KEY);
    // A kiosk build needs no switch remembered, but an ?idle= lasts for the session there too (the reset's reload
    // opens the home page without it).
    else if (enabled && (!settings.kiosk || askedIdle !== null)) store?.setItem(KIOSK_STORAGE_KEY, JSON.stringify({ enabled, idleMinutes }));
  } catch {
    // Storage can be full or blocked; kiosk mode then lasts for this page only.
  }
  return { enabled, idleMs: idleMinutes * 60_000 };
}
