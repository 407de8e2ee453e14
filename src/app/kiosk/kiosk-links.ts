/**
 * Whether a kiosk must not follow this link: mail and phone links, other sites, new windows and the back office.
 * Screens already render their own such links as text (OutboundLink); this also covers links inside stored HTML.
 */
export function leavesKiosk(anchor: Pick<HTMLAnchorElement, 'href' | 'target'>, location: Pick<Location, 'origin'>, basePath: string): boolean {
  if (!anchor.href) return false;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return true;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  if (url.origin !== location.origin) return true;
  if (anchor.target === '_blank') return true;
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  return url.pathname === `${base}admin` || url.pathname.startsWith(`${base}admin/`);
}
