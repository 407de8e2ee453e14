// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_RENDER_ATTRIBUTE, LIVE_RENDER_KEYS } from '../src/app/live-render';
import { COMPANY } from '../src/domain/company-info';
import { contentSecurityPolicy } from './content-security-policy';
import { DEMO_BOOT_SCRIPT, scriptHashSource } from './demo-boot-script';

const run = () => new Function(DEMO_BOOT_SCRIPT)();

describe('the demo boot script', () => {
  afterEach(() => {
    document.head.replaceChildren();
    window.localStorage.clear();
    document.documentElement.removeAttribute(LIVE_RENDER_ATTRIBUTE);
    window.history.replaceState(null, '', '/');
  });

  it('reads the keys and sets the attribute the app uses', () => {
    expect(DEMO_BOOT_SCRIPT).toContain(`'${LIVE_RENDER_KEYS.edited}'`);
    expect(DEMO_BOOT_SCRIPT).toContain(`'${LIVE_RENDER_KEYS.scenarios}'`);
    expect(DEMO_BOOT_SCRIPT).toContain(`'${LIVE_RENDER_ATTRIBUTE}'`);
  });

  it('marks the page for a live render only where this browser would show something else than the seed', () => {
    run();
    expect(document.documentElement.hasAttribute(LIVE_RENDER_ATTRIBUTE)).toBe(false);
    window.localStorage.setItem(LIVE_RENDER_KEYS.edited, '1');
    run();
    expect(document.documentElement.hasAttribute(LIVE_RENDER_ATTRIBUTE)).toBe(true);
    document.documentElement.removeAttribute(LIVE_RENDER_ATTRIBUTE);
    window.localStorage.clear();
    window.history.replaceState(null, '', '/?scenario=navigationFails');
    run();
    expect(document.documentElement.hasAttribute(LIVE_RENDER_ATTRIBUTE)).toBe(true);
  });

  it('keeps the seed title out of the tab of a page rendered live: the company name until the app applies the live head', () => {
    // As the parser meets it: the boot script runs before the page's <title> is parsed.
    document.head.replaceChildren();
    window.localStorage.setItem(LIVE_RENDER_KEYS.edited, '1');
    run();
    expect(document.title).toBe(COMPANY.name);
    const seedTitle = document.createElement('title');
    seedTitle.textContent = 'Seed home title';
    document.head.append(seedTitle);
    expect(document.title).toBe(COMPANY.name);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(Array.from(document.head.querySelectorAll('title'), (title) => title.textContent)).toEqual([COMPANY.name]);
  });

  it('leaves the prerendered title of a page that hydrates as it is', () => {
    const seedTitle = document.createElement('title');
    seedTitle.textContent = 'Seed home title';
    run();
    document.head.append(seedTitle);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.title).toBe('Seed home title');
  });

  it('is allowed by its hash, and no other inline script is', () => {
    const policy = contentSecurityPolicy({ urls: [], scriptHashes: [scriptHashSource(DEMO_BOOT_SCRIPT)] });
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'))!;
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
