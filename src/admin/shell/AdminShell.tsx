import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { COMPANY } from '../../domain/company-info';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { SkipLink } from '../../ui/SkipLink';
import { useHeadingFocus } from '../../ui/use-heading-focus';
import { DemoDataButton } from '../demo/DemoDataButton';
import { useLeaveGuard } from '../shared/unsaved/unsaved-changes';
import { IdleWarning } from './IdleWarning';
import { preloadSections } from './section-components';
import { DEFAULT_SECTION, resolveSection, sectionPath } from './sections';
import { endSession } from './session';
import { Sidebar } from './Sidebar';
import { useSessionExpiry } from './use-session-expiry';
import styles from './AdminShell.module.css';

const SIDEBAR_ID = 'admin-sidebar';
/** The main element; focus starts at its heading after Login (AdminApp) and after a section change. */
export const ADMIN_MAIN_ID = 'admin-main';

/** The signed-in back office: header with Logout, the section sidebar and the current section (admin spec 2). */
export function AdminShell() {
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Bumped when the demo data is replaced, so the open section loads again from the new data.
  const [dataVersion, setDataVersion] = useState(0);
  useSessionExpiry(location.pathname);
  // The sidebar stays mounted across sections (child routes); it reads the section from the URL after /admin/.
  const rest = location.pathname.replace(/^.*\/admin\/?/, '').split('/')[0] ?? '';
  const active = rest === '' ? DEFAULT_SECTION : resolveSection(rest);
  // A new section starts at its heading for keyboard and screen reader users, not at the sidebar link they left.
  useHeadingFocus(active, { containerId: ADMIN_MAIN_ID, selector: 'h2' });
  const menuToggle = useRef<HTMLButtonElement>(null);
  // Leaving a form with changes (another section, Logout, closing the tab) asks first.
  const leaveGuard = useLeaveGuard();
  // The sticky sidebar starts below the sticky header, whatever height the header has (it wraps at some widths).
  const shell = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => shell.current?.style.setProperty('--admin-header-height', `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The other sections' chunks load while the browser is idle, so moving to one shows it at once.
  useEffect(() => {
    const stop = new AbortController();
    void preloadSections(stop.signal);
    return () => stop.abort();
  }, []);

  // The phone menu closes on Escape and hands focus back to its toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpen(false);
      menuToggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  function logout() {
    leaveGuard.ask(() => {
      endSession();
      // Logout selects the pages section (admin spec 2): the next login lands on Page Management.
      // The router finishes the navigation on its own; nothing here waits for it.
      void navigate(sectionPath('pages'));
    });
  }

  const closeMenu = () => setMenuOpen(false);

  return (
    <div ref={shell} className={styles.shell}>
      <SkipLink targetId={ADMIN_MAIN_ID}>Skip to main content</SkipLink>
      <header ref={header} className={styles.header}>
        <button
          ref={menuToggle}
          type="button"
          className={`btn btn--secondary btn--small ${styles.menuToggle}`}
          aria-expanded={menuOpen}
          aria-controls={SIDEBAR_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <h1 className={styles.brand}>
          {COMPANY.name} <span className={styles.brandSuffix}>Admin</span>
        </h1>
        <div className={styles.headerActions}>
          <DemoDataButton onDataChanged={() => setDataVersion((v) => v + 1)} />
          <button type="button" className="btn btn--secondary btn--small" onClick={logout}>
            Logout
          </button>
        </div>
      </header>
      <div className={styles.body}>
        <Sidebar id={SIDEBAR_ID} active={active} open={menuOpen} onNavigate={closeMenu} />
        <main id={ADMIN_MAIN_ID} tabIndex={-1} className={styles.main} key={dataVersion}>
          <Outlet />
        </main>
      </div>
      <NoticeRegion />
      {leaveGuard.prompt}
      {/* Last, so its dialog opens above any other (an idle sign-out does not wait for an unsaved form). */}
      <IdleWarning />
    </div>
  );
}
