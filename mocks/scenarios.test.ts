import { describe, expect, it } from 'vitest';
import { endpointUrls } from './mock-bases';
import { SCENARIO_STORAGE_KEY, scenariosFromLocation } from './scenarios';
import { workerScope } from './worker-scope';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === SCENARIO_STORAGE_KEY ? value : null) });

describe('scenariosFromLocation', () => {
  it('reads a comma list from ?scenario=', () => {
    expect(scenariosFromLocation({ search: '?scenario=navigationFails,sliderEmpty' }, null)).toEqual(['navigationFails', 'sliderEmpty']);
  });

  it('reads repeated scenario parameters and the stored list, without duplicates', () => {
    const names = scenariosFromLocation({ search: '?scenario=servicesFail&scenario=productsFail' }, storage(' productsFail , dashboardFails '));
    expect(names).toEqual(['servicesFail', 'productsFail', 'dashboardFails']);
  });

  it('ignores unknown names and empty entries', () => {
    expect(scenariosFromLocation({ search: '?scenario=nope,,seoFails,constructor' }, storage('alsoNope'))).toEqual(['seoFails']);
  });

  it('answers no scenarios without a query or stored list, and when storage is unavailable', () => {
    expect(scenariosFromLocation({ search: '' }, storage(null))).toEqual([]);
    const blocked = { getItem: () => { throw new Error('SecurityError'); } };
    expect(scenariosFromLocation({ search: '?scenario=aboutFails' }, blocked)).toEqual(['aboutFails']);
  });
});

describe('mock URLs', () => {
  const bases = { apiBase: '/api', adminApiBase: '/api/admin/', seoApiBase: '/seo', imagesBase: '/images' };

  it('serve each endpoint under its configured base, also when the bases are site-relative', () => {
    expect(endpointUrls(bases, 'getNavigation')).toEqual(['/api/get_navigation.php']);
    expect(endpointUrls(bases, 'getSeoSettings')).toEqual(['/seo/get_seo_settings.php', '/api/admin/get_seo_settings.php']);
    expect(endpointUrls(bases, 'updateSliderOrder')).toEqual(['/api/admin/update_slider_order.php', '*/demo/api/admin/update_slider_order.php']);
  });

  it('scope the service worker to the directory of its script', () => {
    expect(workerScope('/mockServiceWorker.js')).toBe('/');
    expect(workerScope('/ironcrest/mockServiceWorker.js')).toBe('/ironcrest/');
    expect(workerScope('mockServiceWorker.js')).toBe('./');
  });
});
