/** How long before the reset the "Still there?" warning shows: a quarter of the idle time, at most 20 s. */
export function warningLeadMs(idleMs: number): number {
  return Math.min(20_000, Math.round(idleMs / 4));
}

export type IdleTimer = {
  /** Input happened: hide a warning and start counting again. */
  activity: () => void;
  stop: () => void;
};

type IdleTimerOptions = {
  idleMs: number;
  /** The warning starts; `resetAt` is when the reset will happen (ms since epoch). */
  onWarn: (resetAt: number) => void;
  /** Input came while the warning showed. */
  onResume: () => void;
  onIdle: () => void;
  /**
   * Whether counting starts now (the default) or at the first input: a screen that is already as the reset would
   * leave it (the home page, freshly loaded, untouched) has nothing to start over.
   */
  armed?: boolean;
  now?: () => number;
};

/**
 * Counts time without input. After idleMs minus the warning lead it warns, after idleMs it fires onIdle once and
 * then stays quiet until the next input (a site nobody touches is not reset over and over). Created `armed: false`, it
 * is quiet from the start.
 */
export function createIdleTimer({ idleMs, onWarn, onResume, onIdle, armed = true, now = Date.now }: IdleTimerOptions): IdleTimer {
  const lead = warningLeadMs(idleMs);
  let warnTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let warning = false;

  const clear = () => {
    clearTimeout(warnTimer);
    clearTimeout(idleTimer);
  };
  const arm = () => {
    clear();
    const resetAt = now() + idleMs;
    warnTimer = setTimeout(() => {
      warning = true;
      onWarn(resetAt);
    }, idleMs - lead);
    idleTimer = setTimeout(() => {
      warning = false;
      onIdle();
    }, idleMs);
  };

  if (armed) arm();
  return {
    activity: () => {
      if (warning) {
        warning = false;
        onResume();
      }
      arm();
    },
    stop: clear,
  };
}
