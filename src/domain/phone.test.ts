import { describe, expect, it } from 'vitest';
import { normalisePhone, splitPhones } from './phone';

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
