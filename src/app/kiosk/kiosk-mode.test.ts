import { KIOSK_STORAGE_KEY, resolveKioskMode } from './kiosk-mode';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const build = { kiosk: false, kioskIdleMinutes: 2 };

describe('resolveKioskMode', () => {
  it('is off in a normal build and address', () => {
    expect(resolveKioskMode(build, '', memoryStore())).toEqual({ enabled: false, idleMs: 120_000 });
  });

  it('is on in a kiosk build, with the build idle time', () => {
    expect(resolveKioskMode({ kiosk: true, kioskIdleMinutes: 5 }, '', memoryStore())).toEqual({ enabled: true, idleMs: 300_000 });
  });

  it('remembers ?kiosk=1 and ?idle= for the rest of the session, and forgets them on ?kiosk=0', () => {
    const store = memoryStore();
    expect(resolveKioskMode(build, '?kiosk=1&idle=0.05', store)).toEqual({ enabled: true, idleMs: 3_000 });
    expect(resolveKioskMode(build, '', store)).toEqual({ enabled: true, idleMs: 3_000 });
    expect(resolveKioskMode(build, '?kiosk=0', store)).toEqual({ enabled: false, idleMs: 120_000 });
    expect(store.data.has(KIOSK_STORAGE_KEY)).toBe(false);
    expect(resolveKioskMode(build, '', store).enabled).toBe(false);
  });

  it('remembers ?idle= for the session in a kiosk build too', () => {
    const store = memoryStore();
    const kioskBuild = { kiosk: true, kioskIdleMinutes: 5 };
    expect(resolveKioskMode(kioskBuild, '?idle=0.1', store)).toEqual({ enabled: true, idleMs: 6_000 });
    // The reset reloads the home page without the parameter.
    expect(resolveKioskMode(kioskBuild, '', store)).toEqual({ enabled: true, idleMs: 6_000 });
    expect(resolveKioskMode(kioskBuild, '?kiosk=0', store)).toEqual({ enabled: true, idleMs: 300_000 });
    expect(resolveKioskMode(kioskBuild, '', store)).toEqual({ enabled: true, idleMs: 300_000 });
  });

  it('ignores an idle time that is not a positive number of minutes', () => {
    expect(resolveKioskMode(build, '?kiosk=1&idle=soon', memoryStore()).idleMs).toBe(120_000);
    expect(resolveKioskMode(build, '?kiosk=1&idle=-3', memoryStore()).idleMs).toBe(120_000);
  });

  it('still works for the page when storage is blocked or holds something unreadable', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(resolveKioskMode(build, '?kiosk=1', blocked)).toEqual({ enabled: true, idleMs: 120_000 });
    const broken = memoryStore();
    broken.setItem(KIOSK_STORAGE_KEY, '{not json');
    expect(resolveKioskMode(build, '?kiosk=1', broken).enabled).toBe(true);
    expect(resolveKioskMode(build, '?kiosk=1', null).enabled).toBe(true);
  });
});
