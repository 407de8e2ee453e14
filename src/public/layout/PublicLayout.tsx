import { Outlet } from 'react-router-dom';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { HydrationIsland } from '../../ui/HydrationIsland';
import { SkipLink } from '../../ui/SkipLink';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { ScrollToTop } from './ScrollToTop';
import { TopBar } from './TopBar';
import { layoutTexts } from './layout-texts';
import { PAGE_ANNOUNCER_ID, usePageChangeFocus } from './use-page-change-focus';
import styles from './PublicLayout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The shared public frame (public spec 2.1): top bar, navigation, the page, footer and the notice region. Each of the
 * four parts hydrates on its own (HydrationIsland), so a tap on the menu does not wait for the page below it.
 */
export function PublicLayout() {
  usePageChangeFocus(MAIN_CONTENT_ID, layoutTexts.pageChanged);

  return (
    <div className={styles.layout}>
      <SkipLink targetId={MAIN_CONTENT_ID}>{layoutTexts.skipLink}</SkipLink>
      <ScrollToTop />
      <header>
        <HydrationIsland>
          <TopBar />
        </HydrationIsland>
        <HydrationIsland>
          <NavBar />
        </HydrationIsland>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <HydrationIsland>
          <Outlet />
        </HydrationIsland>
      </main>
      <HydrationIsland>
        <Footer />
      </HydrationIsland>
      <NoticeRegion />
      <div id={PAGE_ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />
    </div>
  );
}
