import { leavesKiosk } from './kiosk-links';

const here = { origin: 'https://ironcrest.example' };
const link = (href: string, target = '') => ({ href, target });

describe('leavesKiosk', () => {
  it('keeps pages of the site', () => {
    expect(leavesKiosk(link('https://ironcrest.example/careers'), here, '/')).toBe(false);
    expect(leavesKiosk(link('https://ironcrest.example/demo/about-us#team'), here, '/demo/')).toBe(false);
    expect(leavesKiosk(link('https://ironcrest.example/administration-services'), here, '/')).toBe(false);
  });

  it('stops mail, phone, other sites, new windows and the back office', () => {
    expect(leavesKiosk(link('mailto:info@ironcrest.example'), here, '/')).toBe(true);
    expect(leavesKiosk(link('tel:+919876543210'), here, '/')).toBe(true);
    expect(leavesKiosk(link('https://www.linkedin.com/company/x'), here, '/')).toBe(true);
    expect(leavesKiosk(link('https://ironcrest.example/brochure', '_blank'), here, '/')).toBe(true);
    expect(leavesKiosk(link('https://ironcrest.example/admin'), here, '/')).toBe(true);
    expect(leavesKiosk(link('https://ironcrest.example/demo/admin/pages'), here, '/demo/')).toBe(true);
  });
});
