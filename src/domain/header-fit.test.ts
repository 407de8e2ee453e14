import { describe, expect, it } from 'vitest';
import { estimateTextWidth, fittingItemCount, headerFit, HEADER_ROW, menuRowWidth, moreButtonWidth, topLevelItemWidths } from './header-fit';

const item = (title: string, hasChildren = false) => ({ title, hasChildren });

describe('how many top-level items fit on the header row', () => {
  it('gives the menu the container less the logo and its gap, the same from 1280 px up', () => {
    expect(menuRowWidth(1280)).toBeCloseTo(1200 - 32 - 172.8 - 16);
    expect(menuRowWidth(1440)).toBe(menuRowWidth(1280));
    expect(menuRowWidth(1180)).toBeCloseTo(menuRowWidth(1280) - 20);
  });

  it('keeps every item when their widths add up to the room, without a More button', () => {
    expect(fittingItemCount([300, 300, 300], 900, 60)).toBe(3);
    expect(fittingItemCount([], 900, 60)).toBe(0);
  });

  it('otherwise keeps as many as fit together with More', () => {
    expect(fittingItemCount([300, 300, 300, 10], 900, 60)).toBe(2);
    expect(fittingItemCount([300, 300, 240, 100], 900, 60)).toBe(3);
    // An item wider than the whole row: everything goes under More.
    expect(fittingItemCount([1000, 50], 900, 60)).toBe(0);
  });

  it('adds the arrow of an item with a dropdown, and the space after any other item but the last', () => {
    const measure = (text: string) => text.length * 10;
    expect(topLevelItemWidths([item('Home'), item('About', true), item('Careers')], measure)).toEqual([
      40 + HEADER_ROW.itemEnd,
      50 + HEADER_ROW.arrow,
      70,
    ]);
    expect(moreButtonWidth(measure)).toBe(40 + HEADER_ROW.moreArrow);
  });

  it('estimates title widths by character, on the wide side, with CJK characters one em each', () => {
    // DejaVu Sans Bold at 14.4 px draws "Manufacturing" 118.7 px wide and "Contact Us" 88.0 px wide.
    expect(estimateTextWidth('Manufacturing')).toBeGreaterThanOrEqual(118.7);
    expect(estimateTextWidth('Manufacturing')).toBeLessThan(118.7 * 1.05);
    expect(estimateTextWidth('Contact Us')).toBeGreaterThanOrEqual(88);
    expect(estimateTextWidth('製品情報')).toBeCloseTo(4 * HEADER_ROW.fontSize);
    // An accent adds nothing to its letter, composed or not.
    expect(estimateTextWidth('Café')).toBeCloseTo(estimateTextWidth('Cafe'));
    expect(estimateTextWidth('Cafe\u0301')).toBeCloseTo(estimateTextWidth('Cafe'));
    expect(estimateTextWidth('Контакты')).toBeGreaterThan(0);
  });

  it('fits the ten items of the seed menu, and folds twelve long titles after the first few', () => {
    const seed = [
      item('Home'),
      item('About Us', true),
      item('Manufacturing', true),
      item('Sourcing', true),
      item('Services', true),
      item('Products'),
      item('Projects', true),
      item('Resources', true),
      item('Contact Us'),
      item('Careers'),
    ];
    expect(headerFit(seed)).toBe(10);
    const long = [
      'Home',
      'Manufacturing Capabilities',
      'Sourcing and Procurement',
      'Engineering Services',
      'Industrial Products',
      'Completed Projects',
      'Technical Resources',
      'Quality Certifications',
      'Sustainability Reports',
      'Investor Relations',
      'Contact Our Sales Team',
      'Careers and Apprenticeships',
      'Fabrication Workshop',
    ].map((title) => item(title));
    // Chromium here draws Home and the next four (869 px) with More (52 px) in 979 px; the sixth would need 171 px more.
    expect(headerFit(long)).toBe(5);
    // A narrower font fits more.
    expect(headerFit(long, (text) => text.length * 6)).toBeGreaterThan(5);
  });
});
