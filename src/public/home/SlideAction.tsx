import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { sliderLinkAction } from '../../domain/slider-links';
import { OutboundLink } from '../shared/OutboundLink';

type SlideActionProps = {
  url: string;
  className?: string;
  children: ReactNode;
  /** What renders when the URL gives no link (empty or not allowed). */
  inactive: ReactNode;
  title?: string;
};

/**
 * A slide button or panel link (public spec 4): http(s) opens in a new window, a path starting with / navigates
 * inside the site, anything else is relative to the root; without a usable URL the inactive form renders.
 */
export function SlideAction({ url, className, children, inactive, title }: SlideActionProps) {
  const action = sliderLinkAction(url);
  if (action.kind === 'internal') {
    return (
      <Link to={action.to} className={className} title={title}>
        {children}
      </Link>
    );
  }
  if (action.kind === 'external') {
    return (
      <OutboundLink href={action.href} className={className} title={title} kioskText={inactive}>
        {children}
      </OutboundLink>
    );
  }
  return <>{inactive}</>;
}
