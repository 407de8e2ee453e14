import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { siteAssetUrl } from '../../config';
import { fallbackNavigation } from '../../data/fallback-navigation';
import { navigationTreeQueryOptions } from '../../data/queries/structure-queries';
import { useRepository } from '../../data/repository-context';
import { COMPANY } from '../../domain/company-info';
import { publicMessages } from '../../domain/messages';
import type { NavigationNode } from '../../domain/navigation';
import { activeNavigation } from '../../domain/navigation-tree';
import { ImageWithFallback } from '../../ui/ImageWithFallback';
import { Spinner } from '../../ui/Spinner';
import { useAppRunning, useFocusHandover } from '../shared/use-app-running';
import { NavMenu } from './NavMenu';
import { layoutTexts } from './layout-texts';
import styles from './NavBar.module.css';

const texts = publicMessages.navigation;


/**
 * The navigation bar (public spec 2.3, 8): logo, mobile menu toggle and the three-level menu from the navigation
 * data (active items only). A failed call shows a warning with the error as tooltip and the built-in menu.
 */
export function NavBar() {
  const navigation = useQuery(navigationTreeQueryOptions(useRepository()));
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Before the app runs (the prerendered page, no JavaScript) the menu toggle is a link to the HTML sitemap.
  const running = useAppRunning();
  const { linkRef, buttonRef } = useFocusHandover();
  const logo = useMemo(() => siteAssetUrl('logo.svg'), []);
  const fallback = useMemo(() => fallbackNavigation(), []);
  const items = useMemo<NavigationNode[]>(
    // A loaded menu stays when a later refresh fails; the fallback menu is for a page that never had one.
    () => (navigation.data ? activeNavigation(navigation.data) : []),
    [navigation.data],
  );

  // Stable, so the memoised menu is not rendered again when the phone menu opens or closes.
  const closeMobile = useCallback(() => setMobileOpen(false), []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && mobileOpen) {
      setMobileOpen(false);
      toggleRef.current?.focus();
    }
  };

  let content;
  if (navigation.isPending) {
    content = <Spinner label={texts.loading} inline />;
  } else if (!navigation.data && navigation.isError) {
    const tooltip = texts.databaseError(navigation.error.message);
    content = (
      <>
        <p className={styles.warning} role="status" title={tooltip}>
          <span aria-hidden="true">⚠ </span>
          <span>{texts.fallbackWarning}</span>
          {' '}
          <span className="visually-hidden">({tooltip})</span>
        </p>
        <NavMenu items={fallback} onNavigate={closeMobile} />
      </>
    );
  } else if (items.length === 0) {
    content = <p className={styles.empty}>{texts.empty}</p>;
  } else {
    content = <NavMenu items={items} onNavigate={closeMobile} />;
  }

  return (
    // Keys pressed on the menu's links and buttons bubble here (Escape closes the open menu); the nav is no control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav className={styles.nav} aria-label={layoutTexts.mainNavigation} onKeyDown={onKeyDown}>
      <div className={`container ${styles.inner}`}>
        <Link to="/" className={styles.brand} aria-label={layoutTexts.homeLink(COMPANY.name)} onClick={closeMobile}>
          {/* A box of the logo's size: the name stands in for a logo that fails (before hydration too, by CSS), never wider. */}
          <span className={styles.logoBox}>
            <ImageWithFallback src={logo} alt={COMPANY.name} className={styles.logo} />
            <span className={styles.brandText}>{COMPANY.name}</span>
          </span>
        </Link>
        {running ? (
          <button
            ref={(button) => {
              toggleRef.current = button;
              buttonRef(button);
            }}
            type="button"
            className={styles.toggle}
            aria-expanded={mobileOpen}
            aria-controls={menuId}
            aria-label={layoutTexts.menuToggle}
            onClick={() => setMobileOpen((open) => !open)}
          >
            <span className={styles.bars} aria-hidden="true" />
          </button>
        ) : (
          <Link ref={linkRef} to="/sitemap" className={styles.toggle} aria-label={layoutTexts.menuLink}>
            <span className={styles.bars} aria-hidden="true" />
          </Link>
        )}
        <div id={menuId} className={`${styles.menu} ${mobileOpen ? styles.menuOpen : ''}`}>
          {content}
        </div>
      </div>
    </nav>
  );
}
