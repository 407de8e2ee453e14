import { describe, expect, it } from 'vitest';
import { mapOffice, officesFrom } from './contact-offices';

describe('the stored contact address as offices', () => {
  it('starts an office at each "Label: address" line', () => {
    const offices = officesFrom(
      'Registered Office: SCO 214, Sector 34-A, Chandigarh 160022, India\nFactory & Corporate Office: Plot 88, Mohali, India',
      'Address',
    );
    expect(offices).toEqual([
      { label: 'Registered Office', lines: ['SCO 214, Sector 34-A, Chandigarh 160022, India'] },
      { label: 'Factory & Corporate Office', lines: ['Plot 88, Mohali, India'] },
    ]);
    expect(mapOffice(offices)?.label).toBe('Factory & Corporate Office');
  });

  it('continues an office on lines without a label and heads unlabelled lines with the given name', () => {
    const offices = officesFrom('  Plot 88: Gate 2\r\nIndustrial Area Phase 8B\n\n  Mohali  \nWerk Köln: Industriestraße 5\n50667 Köln', 'Address');
    expect(offices).toEqual([
      { label: 'Address', lines: ['Plot 88: Gate 2', 'Industrial Area Phase 8B', 'Mohali'] },
      { label: 'Werk Köln', lines: ['Industriestraße 5', '50667 Köln'] },
    ]);
    expect(mapOffice(offices)?.label).toBe('Address');
  });

  it('keeps labels in any script', () => {
    expect(officesFrom('المكتب الرئيسي: شارع 12، دبي\n工厂: 苏州工业园区', 'Address')).toEqual([
      { label: 'المكتب الرئيسي', lines: ['شارع 12، دبي'] },
      { label: '工厂', lines: ['苏州工业园区'] },
    ]);
  });

  it('gives no offices for an empty address', () => {
    expect(officesFrom(' \n ', 'Address')).toEqual([]);
    expect(mapOffice([])).toBeUndefined();
  });
});
