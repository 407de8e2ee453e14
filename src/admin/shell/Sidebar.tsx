import { Link } from 'react-router-dom';
import { COMPANY } from '../../domain/company-info';
import { useCurrentYear } from '../../ui/current-year';
import { ADMIN_SECTIONS, sectionPath, type AdminSectionId } from './sections';
import styles from './AdminShell.module.css';

/** The ten sections, names verbatim (admin spec 2), and the credit line in the sidebar footer. */
export function Sidebar({ id, active, open, onNavigate }: { id: string; active: AdminSectionId; open: boolean; onNavigate: () => void }) {
  const year = useCurrentYear();
  return (
    <aside id={id} className={open ? `${styles.sidebar} ${styles.sidebarOpen}` : styles.sidebar}>
      <nav aria-label="Admin sections">
        <ul className={styles.navList}>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.id}>
              <Link
                to={sectionPath(section.id)}
                className={section.id === active ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink}
                aria-current={section.id === active ? 'page' : undefined}
                onClick={onNavigate}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.credit}>
        © {year} {COMPANY.name} · Admin Panel
      </p>
    </aside>
  );
}
