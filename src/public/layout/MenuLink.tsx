import { Link, NavLink } from 'react-router-dom';
import type { NavigationNode } from '../../domain/navigation';
import { navigationLink } from '../../domain/navigation-links';
import { OutboundLink } from '../shared/OutboundLink';

type MenuLinkProps = {
  item: NavigationNode;
  parent?: NavigationNode | null;
  className?: string;
  onNavigate: () => void;
};

/**
 * One menu entry, its target from the domain rule (public spec 2.3): in-site paths use the router, external
 * addresses are plain links, and an item whose stored target is not allowed shows as text.
 */
export function MenuLink({ item, parent, className, onNavigate }: MenuLinkProps) {
  const link = navigationLink(item, parent);
  if (link.kind === 'internal') {
    // Section anchors share their page's path, so only whole-page links are marked as the current page.
    if (link.to.includes('#')) {
      return (
        <Link to={link.to} className={className} onClick={onNavigate}>
          {item.title}
        </Link>
      );
    }
    return (
      <NavLink to={link.to} end className={className} onClick={onNavigate}>
        {item.title}
      </NavLink>
    );
  }
  if (link.kind === 'external') {
    return (
      <OutboundLink href={link.href} className={className} onClick={onNavigate}>
        {item.title}
      </OutboundLink>
    );
  }
  return <span className={className}>{item.title}</span>;
}
