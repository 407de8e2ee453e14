import { Link } from 'react-router-dom';
import { COMPANY } from '../../domain/company-info';
import { useCurrentYear } from '../../ui/current-year';
import { footerInfoLinks, footerMainLinks, layoutTexts } from './layout-texts';
import styles from './Footer.module.css';

/**
 * The site footer: the main pages, the fixed information links of public spec 2.1 and the copyright line (the visitor's
 * year; on a prerendered page first the year its HTML holds, src/ui/current-year.ts says why).
 */
export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className={styles.footer}>
      <nav className={`container ${styles.columns}`} aria-label={layoutTexts.footerNavigation}>
        <div>
          <h2 className={styles.heading}>{layoutTexts.quickLinks}</h2>
          <ul className={styles.list}>
            {footerMainLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>{layoutTexts.information}</h2>
          <ul className={styles.list}>
            {footerInfoLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <p className={styles.copyright}>{layoutTexts.copyright(year, COMPANY.name)}</p>
    </footer>
  );
}
