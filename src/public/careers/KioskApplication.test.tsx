import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../domain/company-info';
import { careersTexts } from './careers-texts';
import { KioskApplication, openingAddress } from './KioskApplication';
import { kioskApplyTexts } from './kiosk-apply-texts';

describe('KioskApplication', () => {
  it('offers the phone and e-mail instead of a form with a file chooser', () => {
    const { container } = render(<KioskApplication anchor="opening-7" position="Welder" />);
    expect(screen.getByRole('heading', { level: 3, name: careersTexts.applyTitle })).toBeInTheDocument();
    expect(screen.getByText(kioskApplyTexts.lead)).toBeInTheDocument();
    expect(screen.getByText(openingAddress('opening-7'))).toBeInTheDocument();
    expect(screen.getByText(COMPANY.hrEmail)).toBeInTheDocument();
    expect(screen.getByText(/Application: Welder/)).toBeInTheDocument();
    // Nothing to choose a file with, and no link that would leave the kiosk.
    expect(screen.queryByLabelText(careersTexts.fields.resume)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container).not.toContainHTML('type="file"');
  });

  it('names the opening on the public site, without the scheme', () => {
    expect(openingAddress('opening-7', 'https://www.ironcreststeel.com')).toBe('www.ironcreststeel.com/careers#opening-7');
  });
});
