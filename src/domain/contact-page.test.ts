import { describe, expect, it } from 'vitest';
import { mapEmbedUrl, officeHoursRows } from './contact-page';

describe('mapEmbedUrl', () => {
  it('accepts allow-listed https embed pages, given as an address or an iframe snippet', () => {
    expect(mapEmbedUrl('https://www.google.com/maps/embed?pb=!1m18')).toBe('https://www.google.com/maps/embed?pb=!1m18');
    expect(mapEmbedUrl('<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=76.7,30.7&amp;layer=mapnik" width="600"></iframe>')).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=76.7,30.7&layer=mapnik',
    );
  });

  it('refuses other sites, http, scripts and look-alike hosts', () => {
    expect(mapEmbedUrl('')).toBeNull();
    expect(mapEmbedUrl('http://www.google.com/maps/embed?pb=1')).toBeNull();
    expect(mapEmbedUrl('https://evil.example/maps/embed')).toBeNull();
    expect(mapEmbedUrl('https://www.google.com.evil.example/maps/embed')).toBeNull();
    expect(mapEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(mapEmbedUrl('<iframe src="https://evil.example/"></iframe>')).toBeNull();
  });
});

describe('officeHoursRows', () => {
  it('reads one "Days: hours" line per row, keeping times with colons', () => {
    expect(officeHoursRows('Monday-Friday: 9:00 AM-6:00 PM\n\nSunday: Closed\nBy appointment')).toEqual([
      { days: 'Monday-Friday', hours: '9:00 AM-6:00 PM' },
      { days: 'Sunday', hours: 'Closed' },
      { days: 'By appointment', hours: '' },
    ]);
  });
});
