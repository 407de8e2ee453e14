import type { MouseEventHandler, ReactNode } from 'react';
import { useKiosk } from './kiosk';

export type OutboundLinkProps = {
  /** A mailto:, tel: or http(s) address that has already passed the domain allow-list. */
  href: string;
  children: ReactNode;
  className?: string;
  title?: string;
  'aria-label'?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Open http(s) addresses in a new window (without giving it a handle on this one); true by default. */
  newWindow?: boolean;
  /** What a kiosk shows instead of the link (the children by default; null shows nothing). */
  kioskText?: ReactNode;
  /** On a kiosk, drop the class too (a link styled as a button must not look pressable there). */
  plainInKiosk?: boolean;
};

/**
 * A link that leaves the site: to another site, a mail program or a phone. On a kiosk there is nowhere to go, so
 * it renders as plain text (the address stays readable for the visitor to note down).
 */
export function OutboundLink({ href, children, className, title, onClick, newWindow = true, kioskText, plainInKiosk = false, ...rest }: OutboundLinkProps) {
  const kiosk = useKiosk();
  if (kiosk) {
    const text = kioskText === undefined ? children : kioskText;
    return text === null ? null : <span className={plainInKiosk ? undefined : className}>{text}</span>;
  }
  const opensWindow = newWindow && /^https?:/i.test(href);
  return (
    <a
      href={href}
      className={className}
      title={title}
      aria-label={rest['aria-label']}
      onClick={onClick}
      {...(opensWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
