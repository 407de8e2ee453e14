import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isSiteRelativeUrl, safeUrl } from '../../domain/url';
import { OutboundLink } from './OutboundLink';

export type StoredLinkProps = {
  /** A URL from the store; it passes the domain allow-list before it becomes an href. */
  href: string;
  children: ReactNode;
  className?: string;
  /** Shown when the URL is empty or not allowed (nothing by default). */
  fallback?: ReactNode;
  onClick?: () => void;
};

/**
 * A link to a URL that came from the store: site paths navigate inside the site, http(s) opens in a new window
 * (without giving the opened page a handle on this one), mailto: and tel: are plain links; a kiosk shows them as text.
 */
export function StoredLink({ href, children, className, fallback = null, onClick }: StoredLinkProps) {
  const url = safeUrl(href);
  if (url === null) return <>{fallback}</>;
  if (isSiteRelativeUrl(url)) {
    return (
      <Link to={url} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <OutboundLink href={url} className={className} onClick={onClick}>
      {children}
    </OutboundLink>
  );
}
