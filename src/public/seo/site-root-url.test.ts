import { describe, expect, it } from 'vitest';
import { siteRootUrl } from './use-seo';

describe('siteRootUrl', () => {
  it('puts an absolute base path after the origin, as the site builds have it', () => {
    expect(siteRootUrl('https://www.ironcreststeel.com', '/')).toBe('https://www.ironcreststeel.com/');
    expect(siteRootUrl('https://www.ironcreststeel.com', '/demo')).toBe('https://www.ironcreststeel.com/demo/');
    expect(siteRootUrl('https://www.ironcreststeel.com', '/demo/', 'https://elsewhere.test/x/y')).toBe('https://www.ironcreststeel.com/demo/');
  });

  it("resolves a relative base (./, a build served from any folder) against the document's folder, on the site origin", () => {
    expect(siteRootUrl('http://localhost:6006', './', 'http://localhost:6006/iframe.html?id=public-about--default')).toBe(
      'http://localhost:6006/',
    );
    expect(siteRootUrl('http://127.0.0.1:4000', './', 'http://127.0.0.1:4000/storybook/iframe.html')).toBe(
      'http://127.0.0.1:4000/storybook/',
    );
    expect(siteRootUrl('https://www.ironcreststeel.com', '.', 'http://127.0.0.1:4000/storybook/iframe.html')).toBe(
      'https://www.ironcreststeel.com/storybook/',
    );
    // Without a document the relative base is the origin's root.
    expect(siteRootUrl('http://localhost:6006', './')).toBe('http://localhost:6006/');
  });

  it('gives an address every URL in the head can be built on', () => {
    expect(() => new URL('share/og-default.png', siteRootUrl('http://localhost:6006', './', 'http://localhost:6006/iframe.html'))).not.toThrow();
  });
});
