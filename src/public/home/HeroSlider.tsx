import { useQuery } from '@tanstack/react-query';
import type { ContentSection } from '../../domain/company';
import { useMemo } from 'react';
import { publishedQueryOptions } from '../../data/queries/list-queries';
import { useRepository } from '../../data/repository-context';
import { publicMessages } from '../../domain/messages';
import { Spinner } from '../../ui/Spinner';
import { SliderCarousel } from './SliderCarousel';
import { WelcomeBanner } from './WelcomeBanner';
import styles from './HeroSlider.module.css';

/**
 * The home hero slider (public spec 2.4, 4, 8): a spinner while loading, the active slides in their saved order,
 * and the static welcome banner when there are none or the call fails (the failure is only logged).
 */
export function HeroSlider({ hero }: { hero?: ContentSection } = {}) {
  const slider = useQuery(publishedQueryOptions(useRepository(), 'slider'));
  const slides = useMemo(
    // Loaded slides stay shown when a later refresh fails (a prerendered page keeps its content).
    () => (slider.data ? slider.data.filter((slide) => slide.is_active) : []),
    [slider.data],
  );

  if (slider.isPending) {
    return (
      <div className={`${styles.slider} ${styles.loading}`}>
        <Spinner label={publicMessages.slider.loading} />
      </div>
    );
  }
  if (slides.length === 0) return <WelcomeBanner section={hero} />;
  return <SliderCarousel slides={slides} />;
}
