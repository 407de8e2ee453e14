import { COMPANY } from '../../domain/company-info';
import { layoutTexts } from './layout-texts';
import styles from './TopBar.module.css';

/** The top header bar (public spec 2.2): the company phone number and e-mail on the right. */
export function TopBar() {
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <a className={styles.item} href={COMPANY.phoneHref}>
          <span className="visually-hidden">{layoutTexts.phone}:</span>{' '}
          <span aria-hidden="true" className={styles.icon}>
            ☎
          </span>
          {COMPANY.phone}
        </a>
        <a className={styles.item} href={`mailto:${COMPANY.email}`}>
          <span className="visually-hidden">{layoutTexts.email}:</span>{' '}
          <span aria-hidden="true" className={styles.icon}>
            ✉
          </span>
          {COMPANY.email}
        </a>
      </div>
    </div>
  );
}
