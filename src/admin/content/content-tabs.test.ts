import { describe, expect, it } from 'vitest';
import { resolveContentTab, tabAfterKey } from './content-tabs';

describe('content tabs', () => {
  it('reads a known tab from the URL and falls back to the homepage tab otherwise', () => {
    expect(resolveContentTab('careers')).toBe('careers');
    expect(resolveContentTab('nonsense')).toBe('homepage');
    expect(resolveContentTab(null)).toBe('homepage');
  });

  it('moves with the arrow keys, wrapping at both ends, and jumps with Home and End', () => {
    expect(tabAfterKey('homepage', 'ArrowRight')).toBe('about');
    expect(tabAfterKey('homepage', 'ArrowLeft')).toBe('contact');
    expect(tabAfterKey('contact', 'ArrowRight')).toBe('homepage');
    expect(tabAfterKey('services', 'Home')).toBe('homepage');
    expect(tabAfterKey('services', 'End')).toBe('contact');
    expect(tabAfterKey('services', 'Enter')).toBeNull();
  });
});
