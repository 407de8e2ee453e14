import type { CSSProperties } from 'react';
import type { SliderItem } from '../../domain/slider';
import { SlideAction } from './SlideAction';
import { SliderPanels } from './SliderPanels';
import { homeTexts } from './home-texts';
import { useSlideImages } from './use-slide-images';
import styles from './HeroSlider.module.css';

/** A URL inside CSS url("...") cannot end the string or the declaration. */
const cssUrl = (url: string) => `url("${url.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;

/** One slide: background image, headline with its highlight, texts, the slide button and the three panels. */
export function HeroSlide({ slide }: { slide: SliderItem }) {
  const images = useSlideImages(slide);
  const style: CSSProperties | undefined = images?.background ? { backgroundImage: cssUrl(images.background) } : undefined;
  const buttonText = slide.button_text.trim() || homeTexts.slideButtonFallback;
  return (
    <div className={styles.slide} style={style} data-testid="hero-slide">
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
