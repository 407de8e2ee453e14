// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { APP_READY_ATTRIBUTE, LIVE_RENDER_ATTRIBUTE } from '../src/app/live-render';
import { STARTUP_FAILED_EVENT, STARTUP_NOTICE_CLASS } from '../src/app/startup-failure';
import { startupTexts } from '../src/app/startup-texts';
import { IMAGE_FAILED_ATTRIBUTE } from '../src/ui/image-failure';
import { contentSecurityPolicy } from './content-security-policy';
import { scriptHashSource } from './demo-boot-script';
import { PAGE_GUARD_SCRIPT } from './page-guard-script';

/** A page with the script run in it, as the browser runs it at the top of the head; `location` records reloads. */
function page(body: string) {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = body;
  const location = { reload: vi.fn() };
  new Function('document', 'location', PAGE_GUARD_SCRIPT)(doc, location);
  const fail = (element: Element) => element.dispatchEvent(new Event('error'));
  return { doc, location, fail };
}

const PRERENDERED = '<div id="root"><main><h1>Careers</h1><img src="/images/products/a.svg" alt=""></main></div><script type="module" src="/assets/index-a1.js"></script>';

describe('the page guard script', () => {
  it('uses the attributes the app and the stylesheet use', () => {
    expect(PAGE_GUARD_SCRIPT).toContain(`'${APP_READY_ATTRIBUTE}'`);
    expect(PAGE_GUARD_SCRIPT).toContain(`'${LIVE_RENDER_ATTRIBUTE}'`);
    expect(PAGE_GUARD_SCRIPT).toContain(`'${IMAGE_FAILED_ATTRIBUTE}'`);
    expect(PAGE_GUARD_SCRIPT).not.toContain('</script');
  });

  it('marks an image that fails before the app runs, and leaves later failures to React', () => {
    const { doc, fail } = page(PRERENDERED);
    const image = doc.querySelector('img')!;
    fail(image);
    expect(image.hasAttribute(IMAGE_FAILED_ATTRIBUTE)).toBe(true);

    const later = doc.createElement('img');
    doc.getElementById('root')!.append(later);
    doc.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    fail(later);
    expect(later.hasAttribute(IMAGE_FAILED_ATTRIBUTE)).toBe(false);
    expect(doc.querySelector(`.${STARTUP_NOTICE_CLASS}`)).toBeNull();
  });

  it('keeps a prerendered page whose script does not load, adding one notice with Retry outside #root', () => {
    const { doc, location, fail } = page(PRERENDERED);
    doc.documentElement.setAttribute(LIVE_RENDER_ATTRIBUTE, '');
    const announced = vi.fn();
    doc.addEventListener(STARTUP_FAILED_EVENT, announced);
    fail(doc.querySelector('script')!);
    // Announced to every listener (the held forms learn the app cannot start), then the app's own report: one notice.
    expect(announced).toHaveBeenCalledTimes(1);
    doc.dispatchEvent(new CustomEvent(STARTUP_FAILED_EVENT, { detail: null }));

    const notices = doc.querySelectorAll(`.${STARTUP_NOTICE_CLASS}`);
    expect(notices).toHaveLength(1);
    const notice = notices[0] as HTMLElement;
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.parentElement).toBe(doc.body);
    expect(notice.textContent).toContain(startupTexts.notice);
    expect(doc.querySelector('#root h1')!.textContent).toBe('Careers');
    // The demo's hidden prerendered content is shown again: it is all there is to read.
    expect(doc.documentElement.hasAttribute(LIVE_RENDER_ATTRIBUTE)).toBe(false);

    const retry = Array.from(notice.querySelectorAll('button')).find((button) => button.textContent === startupTexts.retry)!;
    retry.click();
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('shows the notice when the page’s stylesheet does not load, not for other links', () => {
    const { doc, fail } = page(`${PRERENDERED}<link rel="preload" as="image" href="/site/logo.svg"><link rel="stylesheet" href="/assets/index-a1.css">`);
    fail(doc.querySelector('link[rel="preload"]')!);
    expect(doc.querySelector(`.${STARTUP_NOTICE_CLASS}`)).toBeNull();
    fail(doc.querySelector('link[rel="stylesheet"]')!);
    expect(doc.querySelector(`.${STARTUP_NOTICE_CLASS}`)).not.toBeNull();
  });

  it('shows the app’s message when it could not start for another reason than a download', () => {
    const { doc } = page(PRERENDERED);
    doc.dispatchEvent(new CustomEvent(STARTUP_FAILED_EVENT, { detail: 'VITE_API_BASE is not a URL' }));
    expect(doc.querySelector(`.${STARTUP_NOTICE_CLASS}`)!.textContent).toContain('VITE_API_BASE is not a URL');
  });

  it('shows the start-up error with Retry on a page with nothing prerendered', () => {
    const { doc, location } = page('<div id="root"></div>');
    doc.dispatchEvent(new CustomEvent(STARTUP_FAILED_EVENT, { detail: null }));
    const error = doc.querySelector('#root main[role="alert"]')!;
    expect(error.querySelector('h1')!.textContent).toBe(startupTexts.title);
    expect(error.textContent).toContain(startupTexts.codeNotLoaded);
    error.querySelector('button')!.click();
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(doc.querySelector(`.${STARTUP_NOTICE_CLASS}`)).toBeNull();
  });

  it('is allowed by its hash', () => {
    const policy = contentSecurityPolicy({ urls: [], scriptHashes: [scriptHashSource(PAGE_GUARD_SCRIPT)] });
    expect(policy).toContain(`script-src 'self' ${scriptHashSource(PAGE_GUARD_SCRIPT)};`);
  });
});
