import type { ReactNode } from 'react';
import type { PhoneNumber } from '../../domain/phone';
import { OutboundLink } from './OutboundLink';
import styles from './PhoneLink.module.css';

type PhoneLinkProps = {
  phone: PhoneNumber;
  className?: string;
  /** Text before the number inside the link ("Call Now: "); the number itself never wraps. */
  prefix?: ReactNode;
  plainInKiosk?: boolean;
};

/** One number as one tel: link (text on a kiosk); the number stays on one line so it is never read half on each. */
export function PhoneLink({ phone, className, prefix, plainInKiosk }: PhoneLinkProps) {
  return (
    <OutboundLink href={phone.href} className={className} plainInKiosk={plainInKiosk}>
      {prefix}
      <span className={styles.number}>{phone.display}</span>
    </OutboundLink>
  );
}
