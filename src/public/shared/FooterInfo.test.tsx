import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../domain/company-info';
import { FooterInfo } from './FooterInfo';

describe('FooterInfo', () => {
  it('shows the spotlight text, both offices, phones and the e-mail', () => {
    render(<FooterInfo />);
    expect(screen.getByRole('heading', { name: 'Spotlight' })).toBeInTheDocument();
    expect(screen.getByText(COMPANY.spotlight)).toBeInTheDocument();
    expect(screen.getByText(COMPANY.registeredOffice)).toHaveTextContent('Chandigarh');
    expect(screen.getByText(COMPANY.factoryOffice)).toHaveTextContent('Mohali');
    for (const phone of COMPANY.cellPhones) {
      expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', expect.stringMatching(/^tel:\+\d{8,15}$/));
    }
    expect(screen.getByRole('link', { name: COMPANY.email })).toHaveAttribute('href', `mailto:${COMPANY.email}`);
  });
});
