import { COMPANY } from '../../domain/company-info';
import { layoutTexts } from './layout-texts';
import styles from './TopBar.module.css';
import { OutboundLink } from '../shared/OutboundLink';
import { PhoneLink } from '../shared/PhoneLink';
import { splitPhones } from '../../domain/phone';

const phones = splitPhones(COMPANY.phone);

/** The top header bar (public spec 2.2): the company phone number and e-mail on the right. */
export function TopBar() {
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        {phones.map((phone) => (
          <PhoneLink
            key={phone.href}
            className={styles.item}
            phone={phone}
            prefix={
              <>
                <span className="visually-hidden">{layoutTexts.phone}:</span>{' '}
                <span aria-hidden="true" className={styles.icon}>
                  ☎
                </span>
              </>
            }
          />
        ))}
        <OutboundLink className={styles.item} href={`mailto:${COMPANY.email}`}>
          <span className="visually-hidden">{layoutTexts.email}:</span>{' '}
          <span aria-hidden="true" className={styles.icon}>
            ✉
          </span>
          {COMPANY.email}
        </OutboundLink>
      </div>
    </div>
  );
}
