import { createIdleTimer, warningLeadMs } from './idle-timer';

describe('createIdleTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setUp = (idleMs: number, armed?: boolean) => {
    const events: string[] = [];
    const timer = createIdleTimer({
      idleMs,
      armed,
      onWarn: () => events.push('warn'),
      onResume: () => events.push('resume'),
      onIdle: () => events.push('idle'),
    });
    return { events, timer };
  };

  it('warns a quarter of the idle time before it starts over, then starts over once', () => {
    const { events } = setUp(60_000);
    vi.advanceTimersByTime(44_999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['warn']);
    vi.advanceTimersByTime(15_000);
    expect(events).toEqual(['warn', 'idle']);
    // Nobody touched the screen since: no reset over and over.
    vi.advanceTimersByTime(10 * 60_000);
    expect(events).toEqual(['warn', 'idle']);
  });

  it('starts counting again on input, and input during the warning resumes', () => {
    const { events, timer } = setUp(60_000);
    vi.advanceTimersByTime(40_000);
    timer.activity();
    vi.advanceTimersByTime(40_000);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(5_000);
    expect(events).toEqual(['warn']);
    timer.activity();
    expect(events).toEqual(['warn', 'resume']);
    vi.advanceTimersByTime(59_999);
    expect(events).toEqual(['warn', 'resume', 'warn']);
  });

  it('counts again after a reset once someone uses the screen', () => {
    const { events, timer } = setUp(4_000);
    vi.advanceTimersByTime(4_000);
    expect(events).toEqual(['warn', 'idle']);
    timer.activity();
    vi.advanceTimersByTime(4_000);
    expect(events).toEqual(['warn', 'idle', 'warn', 'idle']);
  });

  it('created unarmed, stays quiet until the first input, then counts', () => {
    const { events, timer } = setUp(4_000, false);
    vi.advanceTimersByTime(60_000);
    expect(events).toEqual([]);
    timer.activity();
    vi.advanceTimersByTime(4_000);
    expect(events).toEqual(['warn', 'idle']);
  });

  it('stops counting when stopped', () => {
    const { events, timer } = setUp(4_000);
    timer.stop();
    vi.advanceTimersByTime(60_000);
    expect(events).toEqual([]);
  });

  it('warns at most 20 seconds ahead of a long idle time', () => {
    expect(warningLeadMs(10 * 60_000)).toBe(20_000);
    expect(warningLeadMs(8_000)).toBe(2_000);
  });
});
