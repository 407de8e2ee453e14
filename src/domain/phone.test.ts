import { describe, expect, it } from 'vitest';
import { normalisePhone, splitPhones, splitTextAtPhones } from './phone';

describe('splitPhones', () => {
  it('gives one dialable link per number of a stored list', () => {
    expect(splitPhones('+91 98140 22750, +91 98765 41230')).toEqual([
      { display: '+91 98140 22750', href: 'tel:+919814022750' },
      { display: '+91 98765 41230', href: 'tel:+919876541230' },
    ]);
  });

  it('separates numbers run together, on separate lines, or joined by "/" or "or"', () => {
    expect(splitPhones('+919814022750+919876541230').map((p) => p.href)).toEqual(['tel:+919814022750', 'tel:+919876541230']);
    expect(splitPhones('+91 98140 22750\n+91 98765 41230').map((p) => p.href)).toEqual(['tel:+919814022750', 'tel:+919876541230']);
    expect(splitPhones('+91 98140 22750 / 98765 41230').map((p) => p.href)).toEqual(['tel:+919814022750', 'tel:+919876541230']);
    expect(splitPhones('+91 98140 22750 or +49 1512 4478 210').map((p) => p.href)).toEqual(['tel:+919814022750', 'tel:+4915124478210']);
  });

  it('drops what cannot be dialled and repeats', () => {
    expect(splitPhones('call us')).toEqual([]);
    expect(splitPhones('')).toEqual([]);
    expect(splitPhones('123, +91 98140 22750, +91-98140-22750')).toEqual([{ display: '+91 98140 22750', href: 'tel:+919814022750' }]);
  });

  it('every link is tel:+ followed by digits only', () => {
    for (const { href } of splitPhones('(0172) 274 5500; +1 (555) 010-2030, 00 44 20 7946 0958')) {
      expect(href).toMatch(/^tel:\+\d{8,15}$/);
    }
  });
});

describe('normalisePhone', () => {
  it('gives national numbers the Indian calling code and drops the trunk 0', () => {
    expect(normalisePhone('98140 22750')).toBe('+919814022750');
    expect(normalisePhone('098140 22750')).toBe('+919814022750');
    expect(normalisePhone('0044 20 7946 0958')).toBe('+442079460958');
  });
});

describe('splitTextAtPhones', () => {
  it('cuts the number out of a sentence as a dialable link, the text around it kept', () => {
    expect(splitTextAtPhones('Send your requirements to info@ironcreststeel.com or call +91 98140 22750. Our engineers reply.')).toEqual([
      { text: 'Send your requirements to info@ironcreststeel.com or call ' },
      { text: '+91 98140 22750', phone: { display: '+91 98140 22750', href: 'tel:+919814022750' } },
      { text: '. Our engineers reply.' },
    ]);
  });

  it('finds every number, international or a national one of 10 digits or more', () => {
    const phones = splitTextAtPhones('Call +91-98140-22750, (0172) 274 5500 or +44 20 7946 0958 today').flatMap((part) => (part.phone ? [part.phone.href] : []));
    expect(phones).toEqual(['tel:+919814022750', 'tel:+911722745500', 'tel:+442079460958']);
  });

  it('leaves numbers that are not phone numbers as text', () => {
    for (const text of ['ISO 9001 2015 certified', 'Quotation within 48 hours', 'Sector 34-A, Chandigarh 160022', 'Since 1994, 50 countries', '']) {
      expect(splitTextAtPhones(text).some((part) => part.phone), text).toBe(false);
      expect(splitTextAtPhones(text).map((part) => part.text).join('')).toBe(text);
    }
  });
});
