import { useLayoutEffect, useState, type FocusEvent } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export type SliderPause = {
  /** The visitor's choice on the Pause/Play button (false from the start for visitors who prefer reduced motion). */
  playing: boolean;
  /** Whether auto-advance may tick now: playing, and no pointer over and no focus inside the slider. */
  running: boolean;
  toggle: () => void;
  /** Spread on the slider's outer element. */
  containerProps: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
};

/**
 * When the slideshow may advance on its own (WCAG 2.2.2, APG carousel): never while the visitor points at it or has
 * focus inside it (they are reading or about to act), resuming when they leave unless they pressed Pause; not at all
 * for visitors who prefer reduced motion until they press Play. The media query is read in an effect, not while
 * rendering, so a prerendered page hydrates with the same markup.
 */
export function useSliderPause(): SliderPause {
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  // A layout effect: the choice is applied before the first paint, so a reduced-motion visitor never sees the
  // slideshow start or its button flip from Pause to Play.
  useLayoutEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    // Deliberately after mount: reading the preference while rendering would make prerendered markup differ from
    // the client's and break hydration; the one extra render happens before paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (query.matches) setPlaying(false);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setPlaying(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return {
    playing,
    running: playing && !hovered && !focused,
    // Pressing Play is an explicit request: it wins over the pointer and focus that are on the button right now.
    toggle: () => {
      if (playing) {
        setPlaying(false);
        return;
      }
      setPlaying(true);
      setHovered(false);
      setFocused(false);
    },
    containerProps: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
      },
    },
  };
}
