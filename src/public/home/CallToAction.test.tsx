import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { KioskContext } from '../shared/kiosk';
import { CallToAction } from './CallToAction';

const section = {
  title: 'Have a drawing or a specification?',
  subtitle: 'Get a detailed quotation within 48 hours',
  description: 'Send your requirements to info@ironcreststeel.com or call +91 98140 22750. Our engineers will come back with pricing.',
};

const renderIn = (ui: ReactNode, kiosk = false) =>
  render(
    <KioskContext.Provider value={kiosk}>
      <MemoryRouter>{ui}</MemoryRouter>
    </KioskContext.Provider>,
  );

describe('CallToAction', () => {
  it('makes the phone number in the stored text one tel: link with the digits normalised, the text around it kept', () => {
    renderIn(<CallToAction section={section} />);
    const cta = screen.getByRole('region', { name: section.title });
    const phone = within(cta).getByRole('link', { name: '+91 98140 22750' });
    expect(phone).toHaveAttribute('href', 'tel:+919814022750');
    // eslint-disable-next-line testing-library/no-node-access -- the paragraph the number sits in
    expect(phone.closest('p')).toHaveTextContent(section.description);
  });

  it('shows the number as plain text on a kiosk', () => {
    renderIn(<CallToAction section={section} />, true);
    const cta = screen.getByRole('region', { name: section.title });
    expect(within(cta).queryByRole('link', { name: '+91 98140 22750' })).not.toBeInTheDocument();
    expect(within(cta).getByText(/or call/)).toHaveTextContent(section.description);
  });

  it('leaves text without a phone number as it is', () => {
    renderIn(<CallToAction section={{ ...section, description: 'ISO 9001 2015 certified, quotes within 48 hours.' }} />);
    expect(screen.getByText('ISO 9001 2015 certified, quotes within 48 hours.')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/contact-us']);
  });
});
