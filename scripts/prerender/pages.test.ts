import { describe, expect, it } from 'vitest';
import {
  FIXED_ROUTES,
  chunkAssets,
  paintFirst,
  NOT_FOUND_PATH,
  linksOf,
  planPages,
  fatalFailures,
  robotsTxt,
  routeOfHref,
  sitemapXml,
  withPrerender,
  type ReadFailure,
  type RenderedPage,
} from './pages';

const TEMPLATE = `<!doctype html><html><head><meta charset="UTF-8" />
    <title>Ironcrest Steel Industries</title>
    <script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

function page(html: string, robots = 'index,follow', canonical: string | null = null): RenderedPage {
  return {
    html,
    headHtml: '<title>Page</title>',
    head: { metas: [{ key: 'robots', content: robots }], canonical },
    stateHtml: '<script type="application/json" id="prerender-state">{}</script>',
    lcpImage: null,
  };
}

/** A rendered route whose canonical URL is its own address. */
const atOwnAddress = (path: string, rendered: RenderedPage): RenderedPage => ({
  ...rendered,
  head: { metas: rendered.head?.metas ?? [], canonical: `https://www.example-steel.test${path}` },
});

describe('routeOfHref', () => {
  it('keeps the site routes a page links to and drops files, the back office and other sites', () => {
    expect(routeOfHref('/page/fencing', '/')).toBe('/page/fencing');
    expect(routeOfHref('/about-us#our-team', '/')).toBe('/about-us');
    expect(routeOfHref('/careers/?ref=menu', '/')).toBe('/careers');
    expect(routeOfHref('/', '/')).toBe('/');
    expect(routeOfHref('/images/brochure.pdf', '/')).toBeNull();
    expect(routeOfHref('/admin/pages', '/')).toBeNull();
    expect(routeOfHref('//evil.example/x', '/')).toBeNull();
    expect(routeOfHref('https://www.example.com/', '/')).toBeNull();
    expect(routeOfHref('mailto:info@ironcreststeel.com', '/')).toBeNull();
  });

  it('reads links under a base path as router paths', () => {
    expect(routeOfHref('/demo/page/fencing', '/demo/')).toBe('/page/fencing');
    expect(routeOfHref('/demo', '/demo/')).toBe('/');
    expect(routeOfHref('/elsewhere', '/demo/')).toBeNull();
  });
});

describe('linksOf', () => {
  it('lists each internal link of the markup once', () => {
    const html = '<nav><a href="/page/fencing">A</a><a class="x" href="/page/fencing#top">B</a><a href="https://x.example/">C</a><a href="/careers">D</a></nav>';
    expect(linksOf(html, '/')).toEqual(['/page/fencing', '/careers']);
  });
});

describe('planPages', () => {
  it('writes the fixed routes and the linked pages, leaving out linked not-found pages and noindex routes from the sitemap', async () => {
    const rendered: string[] = [];
    const plan = await planPages({
      basePath: '/',
      crawl: true,
      render: async (path) => {
        rendered.push(path);
        if (path === '/') return atOwnAddress(path, page('<a href="/page/fencing">Fencing</a><a href="/social-activities">Social</a>'));
        if (path === '/social-activities') return page('<h1>Home</h1>', 'noindex');
        if (path === '/sitemap') return atOwnAddress(path, page('<a href="/page/gates">Gates</a>', 'noindex,follow'));
        return atOwnAddress(path, page(`<h1>${path}</h1>`));
      },
    });
    const written = plan.written.map((p) => p.path);
    expect(written).toEqual(expect.arrayContaining([...FIXED_ROUTES, '/page/fencing', '/page/gates']));
    expect(written).not.toContain('/social-activities');
    expect(plan.skipped).toEqual(['/social-activities']);
    // The sitemap page is written (it always exists) but, being noindex, is not in sitemap.xml.
    expect(plan.indexable).not.toContain('/sitemap');
    expect(plan.indexable).toContain('/page/gates');
    expect(plan.notFound.path).toBe(NOT_FOUND_PATH);
    expect(rendered.filter((path) => path === '/page/fencing')).toHaveLength(1);
  });

  it('writes alias routes but lists only pages that are their own canonical address in the sitemap', async () => {
    const site = 'https://www.example-steel.test/demo/';
    const canonicalOf: Record<string, string> = { '/contact': 'contact-us', '/about': 'about-us', '/services': 'page/services', '/home': '' };
    const plan = await planPages({
      basePath: '/demo/',
      crawl: true,
      render: async (path) => {
        const links = '<a href="/demo/services">S</a><a href="/demo/page/services">P</a><a href="/demo/home">H</a>';
        return page(links, 'index,follow', `${site}${canonicalOf[path] ?? path.slice(1)}`);
      },
    });
    const written = plan.written.map((p) => p.path);
    expect(written).toEqual(expect.arrayContaining(['/contact', '/about', '/services', '/home', '/page/services']));
    expect(plan.indexable).toEqual(expect.arrayContaining(['/', '/contact-us', '/about-us', '/page/services']));
    for (const alias of ['/contact', '/about', '/services', '/home']) expect(plan.indexable, alias).not.toContain(alias);
    // A page naming no canonical (a not-found state) is never listed either.
    const none = await planPages({ basePath: '/', crawl: false, render: async () => page('<h1>x</h1>') });
    expect(none.indexable).toEqual([]);
  });

  it('renders only the fixed routes when the pages hold no data to crawl', async () => {
    const plan = await planPages({ basePath: '/', crawl: false, render: async () => page('<a href="/page/fencing">x</a>') });
    expect(plan.written.map((p) => p.path)).toEqual([...FIXED_ROUTES]);
  });

  it('leaves every page the server does not have to the app: menu items without pages, a fixed route, the legal pages', async () => {
    const missing = new Set(['/manufacturing', '/page/new-range', '/privacy', '/terms', '/about']);
    const footer = '<a href="/privacy">P</a><a href="/terms">T</a><a href="/cookies">C</a><a href="/accessibility">A</a>';
    const plan = await planPages({
      basePath: '/',
      crawl: true,
      render: async (path) => {
        // A missing page renders its visitor state (noindex); a fixed route's too.
        if (missing.has(path)) return { ...page(`<h1>Page not found</h1>${footer}`, 'noindex'), missing: true };
        if (path === '/') return page(`<a href="/manufacturing">M</a><a href="/page/new-range">N</a><a href="/page/fencing">F</a>${footer}`);
        return page(`<h1>${path}</h1>${footer}`);
      },
    });
    const written = plan.written.map((p) => p.path);
    expect(written).toEqual(expect.arrayContaining(['/', '/page/fencing', '/cookies', '/accessibility']));
    for (const path of missing) {
      expect(written, path).not.toContain(path);
      expect(plan.indexable, path).not.toContain(path);
    }
    expect(plan.skipped).toEqual(expect.arrayContaining([...missing]));
  });

  it('starts from the routes the specs define: the legal pages are written only when a page links to them', async () => {
    expect(FIXED_ROUTES).not.toEqual(expect.arrayContaining(['/privacy']));
    const plan = await planPages({ basePath: '/', crawl: false, render: async () => page('<a href="/privacy">Privacy</a>') });
    expect(plan.written.map((p) => p.path)).not.toContain('/privacy');
  });
});

describe('fatalFailures', () => {
  const failure = (fields: Partial<ReadFailure>): ReadFailure => ({ key: '["pages","content"]', message: 'No content found', kind: 'not-found', url: null, status: null, ...fields });
  const about = 'https://api.example.com/api/admin/get_about_content.php';

  it('does not count a page the server does not have', () => {
    expect(fatalFailures([failure({ status: 404, url: 'https://api.example.com/api/get_page_content.php?slug=privacy' })])).toEqual([]);
    expect(fatalFailures([])).toEqual([]);
  });

  it('names the endpoint of every other failure, with its status and the server message of a 200 success:false', () => {
    expect(
      fatalFailures([
        failure({ kind: 'server', status: 200, url: about, message: 'Database connection failed' }),
        failure({ kind: 'http', status: 500, url: about, message: 'HTTP error! status: 500' }),
        failure({ kind: 'network', url: 'http://127.0.0.1:9/api/get_navigation.php', message: 'fetch failed' }),
        failure({ kind: 'malformed', key: '["services"]', message: 'Unexpected response from get_services.php' }),
      ]),
    ).toEqual([
      `${about} (HTTP 200: Database connection failed)`,
      `${about} (HTTP 500)`,
      'http://127.0.0.1:9/api/get_navigation.php (fetch failed)',
      '["services"]: Unexpected response from get_services.php',
    ]);
  });
});

describe('withPrerender', () => {
  it('puts the head tags, the LCP preload, the markup and the data block into the built page', () => {
    const html = withPrerender(TEMPLATE, { ...page('<main><h1>Fencing</h1></main>'), lcpImage: '/images/slider/a "b".jpg' });
    expect(html).toContain('<title>Page</title>');
    expect(html).not.toContain('<title>Ironcrest Steel Industries</title>');
    expect(html).toContain('<link rel="preload" as="image" href="/images/slider/a &quot;b&quot;.jpg" fetchpriority="high">');
    expect(html).toContain('<div id="root"><main><h1>Fencing</h1></main></div><script type="application/json" id="prerender-state">');
  });

  it('refuses a template it cannot fill instead of writing an empty page', () => {
    expect(() => withPrerender('<html><body></body></html>', page('<h1>x</h1>'))).toThrow(/index.html/);
  });
});

describe('paintFirst', () => {
  it('requests the stylesheets before any script and the scripts at low priority', () => {
    const html = paintFirst(`<html><head>
    <title>x</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  <link rel="stylesheet" crossorigin href="/assets/page.css">
  </head><body><script type="module">x</script></body></html>`);
    const order = ['index.css', 'page.css', 'index.js', 'chunk.js'].map((name) => html.indexOf(name));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/chunk.js">');
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(2);
  });
});

describe('chunkAssets', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
    'src/public/page/DynamicPage.tsx': { file: 'assets/DynamicPage-2.js', imports: ['index.html', '_gallery-3.js'], css: ['assets/DynamicPage-2.css'] },
    '_gallery-3.js': { file: 'assets/gallery-3.js', css: ['assets/gallery-3.css'], imports: ['index.html'] },
  };

  it("lists a lazy page's code and stylesheets with those of its static imports, under the base path", () => {
    expect(chunkAssets(manifest, 'src/public/page/DynamicPage.tsx', '/demo/')).toEqual({
      css: ['/demo/assets/DynamicPage-2.css', '/demo/assets/index-1.css', '/demo/assets/gallery-3.css'],
      js: ['/demo/assets/DynamicPage-2.js', '/demo/assets/index-1.js', '/demo/assets/gallery-3.js'],
    });
    expect(() => chunkAssets(manifest, 'src/public/Missing.tsx', '/')).toThrow(/no chunk for src\/public\/Missing.tsx/);
  });

  it('links them after the stylesheets the page already has, leaving out what it already loads', () => {
    const template = TEMPLATE.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>');
    const html = withPrerender(template, page('<h1>x</h1>'), chunkAssets(manifest, 'src/public/page/DynamicPage.tsx', '/').css);
    expect(html.match(/index-1\.css/g)).toHaveLength(1);
    expect(html.indexOf('index-1.css')).toBeLessThan(html.indexOf('DynamicPage-2.css'));
    // Its code loads after the page has loaded, never competing with the first paint.
    expect(html).not.toContain('DynamicPage-2.js');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists absolute URLs under the site root and keeps crawlers out of the back office', () => {
    const xml = sitemapXml('https://www.ironcreststeel.com/', ['/', '/page/fencing', "/page/a&b'"]);
    expect(xml).toContain('<loc>https://www.ironcreststeel.com/</loc>');
    expect(xml).toContain('<loc>https://www.ironcreststeel.com/page/fencing</loc>');
    expect(xml).toContain('<loc>https://www.ironcreststeel.com/page/a&amp;b&apos;</loc>');
    expect(robotsTxt('https://www.ironcreststeel.com/demo/')).toBe(
      'User-agent: *\nDisallow: /demo/admin\n\nSitemap: https://www.ironcreststeel.com/demo/sitemap.xml\n',
    );
  });
});
