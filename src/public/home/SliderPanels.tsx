import { defaultTexts } from '../../domain/messages';
import type { SliderItem } from '../../domain/slider';
import { sliderPanels } from '../../domain/slider-panels';
import { truncate } from '../../domain/text';
import { ImageWithFallback } from '../../ui/ImageWithFallback';
import { SlideAction } from './SlideAction';
import styles from './HeroSlider.module.css';

/**
 * The three red panels of a slide (public spec 3, 4, 9): default texts and images stand in for empty ones, the
 * description is cut at 30 characters, and a panel is a link only when it has a URL.
 */
export function SliderPanels({ slide, images }: { slide: SliderItem; images: readonly (string | null)[] | undefined }) {
  return (
    <ul className={styles.panels}>
      {sliderPanels(slide).map((panel, index) => {
        const defaults = defaultTexts.sliderPanels[index];
        const title = panel.title.trim() || defaults?.title || '';
        const description = panel.description.trim() || defaults?.description || '';
        const shown = truncate(description);
        const content = (
          <>
            {/* In the hero, above the fold: loads eagerly; the box is fixed so nothing moves when it arrives. */}
            <ImageWithFallback
              src={images?.[index] ?? undefined}
              alt=""
              className={styles.panelImage}
              width={48}
              height={48}
              decoding="async"
            />
            <span className={styles.panelText}>
              <span className={styles.panelTitle}>{title}</span>{' '}
              <span className={styles.panelDescription}>{shown}</span>
            </span>
          </>
        );
        return (
          <li key={index} className={styles.panelItem}>
            <SlideAction
              url={panel.url}
              className={`${styles.panel} ${styles.panelLink}`}
              title={shown !== description ? description : undefined}
              inactive={
                <div className={styles.panel} title={shown !== description ? description : undefined}>
                  {content}
                </div>
              }
            >
              {content}
            </SlideAction>
          </li>
        );
      })}
    </ul>
  );
}
