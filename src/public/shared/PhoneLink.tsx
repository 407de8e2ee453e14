import type { ReactNode } from 'react';
import { splitTextAtPhones, type PhoneNumber } from '../../domain/phone';
import { OutboundLink } from './OutboundLink';
import styles from './PhoneLink.module.css';

type PhoneLinkProps = {
  phone: PhoneNumber;
  className?: string;
  /** Text before the number inside the link ("Call Now: "); the number itself never wraps. */
  prefix?: ReactNode;
  plainInKiosk?: boolean;
};

/**
 * The number in a stored entry kept on one line; words stored around it ("Office: +91 …", a long product code) wrap
 * as text, so they never push the page wider than a phone's screen.
 */
function NumberText({ display }: { display: string }) {
  const parts = splitTextAtPhones(display);
  if (!parts.some((part) => part.phone)) return <span className={styles.number}>{display}</span>;
  return parts.map((part, index) =>
    part.phone ? (
      <span key={index} className={styles.number}>
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}

/** One number as one tel: link (text on a kiosk); the number stays on one line so it is never read half on each. */
export function PhoneLink({ phone, className, prefix, plainInKiosk }: PhoneLinkProps) {
  return (
    <OutboundLink href={phone.href} className={className} plainInKiosk={plainInKiosk}>
      {prefix}
      <NumberText display={phone.display} />
    </OutboundLink>
  );
}
