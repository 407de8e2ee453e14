// @vitest-environment jsdom
import { afterHeroPaint, afterNextFrame, HERO_WAIT_MS } from './after-hero-paint';

/** A page with a first slide's image whose decoding the test finishes by hand. */
function pageWithHero({ lazy = false, box }: { lazy?: boolean; box?: { width: number; height: number } } = {}) {
  document.body.innerHTML = `<main><img src="/images/slide.jpg" fetchpriority="high" ${lazy ? 'loading="lazy"' : ''} alt=""></main>`;
  const hero = document.querySelector('img')!;
  // jsdom lays nothing out: the image's box on the screen, where the test needs one.
  if (box) hero.getBoundingClientRect = () => DOMRect.fromRect(box);
  let finish: (ok: boolean) => void = () => undefined;
  hero.decode = () => new Promise<void>((resolve, reject) => (finish = (ok) => (ok ? resolve() : reject(new Error('EncodingError')))));
  return { image: hero, decodeFinished: (ok = true) => finish(ok) };
}

/** Resolves true once the promise has settled, false if it has not after the pending timers and frames ran. */
async function settled(promise: Promise<void>, advanceMs = 0): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(advanceMs + 50);
  return done;
}

describe('afterHeroPaint', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }));
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits for the largest image to be decoded, then for a painted frame', async () => {
    const hero = pageWithHero();
    const started = afterHeroPaint();
    expect(await settled(started, 1000)).toBe(false);
    hero.decodeFinished();
    expect(await settled(started)).toBe(true);
  });

  it('does not wait for an image that cannot be decoded', async () => {
    const hero = pageWithHero();
    const started = afterHeroPaint();
    hero.decodeFinished(false);
    expect(await settled(started)).toBe(true);
  });

  it('starts anyway when the image takes too long', async () => {
    pageWithHero();
    const started = afterHeroPaint();
    expect(await settled(started, HERO_WAIT_MS - 100)).toBe(false);
    expect(await settled(started, 100)).toBe(true);
  });

  it('waits for nothing on a page without a marked image, or with a lazy one', async () => {
    document.body.innerHTML = '<main><img src="/images/logo.svg" alt="Ironcrest"></main>';
    expect(await settled(afterHeroPaint())).toBe(true);
    pageWithHero({ lazy: true });
    expect(await settled(afterHeroPaint())).toBe(true);
  });

  it('starts a page without a marked image after its next frame, or at the longest wait when the browser draws none', async () => {
    document.body.innerHTML = '<main><h1>About Us</h1></main>';
    const frames: FrameRequestCallback[] = [];
    const drawn = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const started = afterHeroPaint();
    expect(await settled(started, 1000)).toBe(false);
    frames.shift()!(performance.now());
    expect(await settled(started)).toBe(true);

    const never = afterHeroPaint();
    expect(await settled(never, HERO_WAIT_MS - 100)).toBe(false);
    expect(await settled(never, 100)).toBe(true);
    expect(drawn).toHaveBeenCalledTimes(2);
  });

  it('waits for the next frame to be drawn, and no longer than the longest wait', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const drawn = afterNextFrame(document, 500);
    expect(await settled(drawn, 300)).toBe(false);
    frames.shift()!(performance.now());
    expect(await settled(drawn)).toBe(true);

    const never = afterNextFrame(document, 500);
    expect(await settled(never, 400)).toBe(false);
    expect(await settled(never, 100)).toBe(true);
  });

  describe('where the browser reports its largest paints', () => {
    type Shown = { element?: Element; size?: number };

    /**
     * A PerformanceObserver for a browser that reports paints of the given entry types (by default both element timing
     * and largest paints, as Chromium does) when the test says the screen showed them.
     */
    function browserReportingPaints(types: string[] = ['element', 'largest-contentful-paint']) {
      const observers: Array<{ owner: object; type: string; report: (entries: object[]) => void }> = [];
      class ReportingObserver {
        static supportedEntryTypes = [...types, 'event'];
        constructor(private readonly callback: (list: { getEntries: () => object[] }) => void) {}
        observe({ type }: { type: string }) {
          observers.push({ owner: this, type, report: (entries) => this.callback({ getEntries: () => entries }) });
        }
        disconnect() {
          observers.splice(0, observers.length, ...observers.filter(({ owner }) => owner !== this));
        }
      }
      vi.stubGlobal('PerformanceObserver', ReportingObserver);
      const report = (entryType: string, entry: Shown) =>
        observers.filter(({ type }) => type === entryType).forEach(({ report: send }) => send([{ entryType, ...entry }]));
      return {
        /** The page's largest paint so far. */
        shown: (entry: Shown) => report('largest-contentful-paint', entry),
        /** A paint of an element that carries `elementtiming`. */
        timed: (entry: Shown) => report('element', entry),
        observing: () => observers.length,
      };
    }

    afterEach(() => vi.unstubAllGlobals());

    it('waits, once the image is decoded, until the browser reports the image shown', async () => {
      const browser = browserReportingPaints();
      const hero = pageWithHero({ box: { width: 390, height: 700 } });
      const { image } = hero;
      const started = afterHeroPaint();
      hero.decodeFinished();
      // Drawn by the page, not on the screen yet; a heading shown before it is smaller.
      expect(await settled(started, 500)).toBe(false);
      browser.shown({ element: document.createElement('h1'), size: 390 * 60 });
      expect(await settled(started)).toBe(false);
      browser.shown({ element: image, size: 390 * 700 });
      expect(await settled(started)).toBe(true);
      expect(browser.observing()).toBe(0);
    });

    it('does not wait for the image when something larger was shown (the image is then never reported)', async () => {
      const browser = browserReportingPaints();
      const hero = pageWithHero({ box: { width: 390, height: 200 } });
      const started = afterHeroPaint();
      hero.decodeFinished();
      browser.shown({ element: document.createElement('p'), size: 390 * 400 });
      expect(await settled(started)).toBe(true);
    });

    it('does not wait for the report once the visitor has tapped or typed (the browser reports nothing after that)', async () => {
      browserReportingPaints();
      const hero = pageWithHero({ box: { width: 390, height: 700 } });
      const started = afterHeroPaint();
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'e', bubbles: true }));
      // The image is still decoding: that wait stays.
      expect(await settled(started)).toBe(false);
      hero.decodeFinished();
      expect(await settled(started)).toBe(true);
    });

    it('starts once the image\'s own paint is reported, though the largest paint names a smaller heading (a low-entropy image is never the largest)', async () => {
      const browser = browserReportingPaints();
      const hero = pageWithHero({ box: { width: 1280, height: 720 } });
      const { image } = hero;
      const started = afterHeroPaint();
      hero.decodeFinished();
      browser.shown({ element: document.createElement('h2'), size: 700 * 100 });
      expect(await settled(started, 500)).toBe(false);
      // Another element's paint is not the image's.
      browser.timed({ element: document.createElement('img') });
      expect(await settled(started)).toBe(false);
      browser.timed({ element: image });
      expect(await settled(started)).toBe(true);
      expect(browser.observing()).toBe(0);
    });

    it('waits for the largest paint where the browser has no element timing', async () => {
      const browser = browserReportingPaints(['largest-contentful-paint']);
      const hero = pageWithHero({ box: { width: 390, height: 700 } });
      const { image } = hero;
      const started = afterHeroPaint();
      hero.decodeFinished();
      expect(await settled(started, 500)).toBe(false);
      browser.shown({ element: image, size: 390 * 700 });
      expect(await settled(started)).toBe(true);
    });

    it('starts anyway when the browser never reports the image', async () => {
      browserReportingPaints();
      const hero = pageWithHero({ box: { width: 390, height: 700 } });
      const started = afterHeroPaint();
      hero.decodeFinished();
      expect(await settled(started, HERO_WAIT_MS - 100)).toBe(false);
      expect(await settled(started, 100)).toBe(true);
    });
  });
});
