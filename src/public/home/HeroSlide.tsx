import { imageSizeAttributes } from '../../domain/image-dimensions';
import type { SliderItem } from '../../domain/slider';
import { ImageWithFallback } from '../../ui/ImageWithFallback';
import { SlideAction } from './SlideAction';
import { SliderPanels } from './SliderPanels';
import { homeTexts } from './home-texts';
import { useSlideImages } from './use-slide-images';
import styles from './HeroSlider.module.css';

/** The slide's box (16:9) stands in for the size of a background whose file name does not carry it. */
const SLIDE_BOX = { width: 1600, height: 900 };

/**
 * One slide: background image, headline with its highlight, texts, the slide button and the three panels. The
 * background is an image element, not a CSS background, so the prerendered page names it to the browser's preload
 * scanner; the first slide's is the page's largest paint (`lcp`): fetched first, the browser reporting when it is painted
 * (`elementtiming`: the app starts after that, after-hero-paint.ts), the others decoded off the main thread.
 */
export function HeroSlide({ slide, lcp = false }: { slide: SliderItem; lcp?: boolean }) {
  const images = useSlideImages(slide);
  const buttonText = slide.button_text.trim() || homeTexts.slideButtonFallback;
  return (
    <div className={styles.slide} data-testid="hero-slide">
      <ImageWithFallback
        className={styles.backdrop}
        src={images?.background ?? undefined}
        alt=""
        {...imageSizeAttributes(slide.background_image, SLIDE_BOX)}
        {...(lcp ? { fetchPriority: 'high' as const, elementtiming: 'hero-slide' } : { decoding: 'async' as const })}
      />
      <div className={`container ${styles.slideInner}`}>
        <div className={styles.copy}>
          {slide.subtitle && <p dir="auto" className={styles.subtitle}>{slide.subtitle}</p>}
          <h2 dir="auto" className={styles.title}>
            {slide.title}
            {slide.highlight && (
              <>
                {' '}
                <span className={styles.highlight}>{slide.highlight}</span>
              </>
            )}
          </h2>
          {slide.description && <p dir="auto" className={styles.description}>{slide.description}</p>}
          <SlideAction
            url={slide.button_url}
            className={`btn btn--primary ${styles.slideButton}`}
            inactive={
              <button type="button" className={`btn btn--primary ${styles.slideButton}`} disabled>
                {buttonText}
              </button>
            }
          >
            {buttonText}
          </SlideAction>
        </div>
        <SliderPanels slide={slide} images={images?.panels} />
      </div>
    </div>
  );
}
