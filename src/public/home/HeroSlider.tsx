import { useEffect, useMemo } from 'react';
import { useResource } from '../../data/use-resource';
import { publicMessages } from '../../domain/messages';
import { Spinner } from '../../ui/Spinner';
import { SliderCarousel } from './SliderCarousel';
import { WelcomeBanner } from './WelcomeBanner';
import styles from './HeroSlider.module.css';

/**
 * The home hero slider (public spec 2.4, 4, 8): a spinner while loading, the active slides in their saved order,
 * and the static welcome banner when there are none or the call fails (the failure is only logged).
 */
export function HeroSlider() {
  const slider = useResource('home-slider', (repository) => repository.slider.listPublished());
  const slides = useMemo(
    () => (slider.status === 'loaded' ? slider.data.filter((slide) => slide.is_active) : []),
    [slider.status, slider.data],
  );

  useEffect(() => {
    if (slider.status === 'error') console.error('Failed to load slider items:', slider.error);
  }, [slider.status, slider.error]);

  if (slider.status === 'loading') {
    return (
      <div className={`${styles.slider} ${styles.loading}`}>
        <Spinner label={publicMessages.slider.loading} />
      </div>
    );
  }
  if (slides.length === 0) return <WelcomeBanner />;
  return <SliderCarousel slides={slides} />;
}
