import { startTransition, useEffect, useState } from 'react';
import { SLIDER_AUTO_ADVANCE_MS } from '../../domain/constants';
import type { SliderItem } from '../../domain/slider';
import { HeroSlide } from './HeroSlide';
import { homeTexts } from './home-texts';
import { useSliderPause } from './use-slider-pause';
import styles from './HeroSlider.module.css';

/**
 * The slides with their controls (public spec 4): starts at the first slide, advances every 5 seconds and wraps,
 * previous/next wrap, dots jump, a counter shows 'n / total'. Auto-advance can be paused (WCAG 2.2.2), holds while
 * the pointer is over the slider or focus is inside it, and does not start for visitors who ask for reduced motion.
 */
export function SliderCarousel({ slides }: { slides: readonly SliderItem[] }) {
  const [index, setIndex] = useState(0);
  const pause = useSliderPause();
  const count = slides.length;
  const current = Math.min(index, count - 1);
  const slide = slides[current];
  const autoAdvancing = pause.running && count > 1;

  // A timeout per shown slide: after a manual move the next automatic one waits the full interval again. Nobody waits
  // for an automatic move, so it renders as a transition, in slices that leave the page responsive on a slow phone.
  useEffect(() => {
    if (!autoAdvancing) return;
    const timer = setTimeout(() => startTransition(() => setIndex((i) => (i + 1) % count)), SLIDER_AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [autoAdvancing, current, count]);

  if (!slide) return null;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={homeTexts.sliderLabel}
      {...pause.containerProps}
    >
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={homeTexts.slideLabel(current + 1, count)}
        aria-live={autoAdvancing ? 'off' : 'polite'}
      >
        {/* The first slide's background is what a visitor waits for: it alone is fetched at high priority. */}
        <HeroSlide key={slide.id} slide={slide} lcp={current === 0} />
      </div>
      <div className={styles.controls}>
        {count > 1 && (
          <>
            <button type="button" className={styles.control} aria-label={homeTexts.previousSlide} onClick={() => go(current - 1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <ul className={styles.dots}>
              {slides.map((item, position) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.dot}
                    aria-label={homeTexts.goToSlide(position + 1)}
                    aria-current={position === current ? 'true' : undefined}
                    onClick={() => go(position)}
                  />
                </li>
              ))}
            </ul>
            <button type="button" className={styles.control} aria-label={homeTexts.nextSlide} onClick={() => go(current + 1)}>
              <span aria-hidden="true">›</span>
            </button>
            <button type="button" className={styles.control} onClick={pause.toggle}>
              {pause.playing ? homeTexts.pause : homeTexts.play}
            </button>
          </>
        )}
        <p className={styles.counter} data-testid="slide-counter">
          {homeTexts.counter(current + 1, count)}
        </p>
      </div>
    </section>
  );
}
