import { render, screen } from '@testing-library/react';
import { FooterInfo } from './FooterInfo';
import { KioskContext } from './kiosk';
import { OutboundLink } from './OutboundLink';

const inKiosk = (ui: React.ReactNode) => render(<KioskContext.Provider value>{ui}</KioskContext.Provider>);

describe('OutboundLink', () => {
  it('links to mail, phone and other sites, opening web addresses in a new window', () => {
    render(
      <>
        <OutboundLink href="mailto:sales@ironcrest.example">sales@ironcrest.example</OutboundLink>
        <OutboundLink href="https://www.linkedin.com/company/ironcrest">LinkedIn</OutboundLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'sales@ironcrest.example' })).toHaveAttribute('href', 'mailto:sales@ironcrest.example');
    expect(screen.getByRole('link', { name: 'sales@ironcrest.example' })).not.toHaveAttribute('target');
    const web = screen.getByRole('link', { name: 'LinkedIn' });
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the address as plain text on a kiosk, or what the kiosk should show instead, or nothing', () => {
    inKiosk(
      <>
        <OutboundLink href="tel:+919876543210">+91 98765 43210</OutboundLink>
        <OutboundLink href="mailto:a.rao@ironcrest.example" aria-label="Email A. Rao" kioskText="a.rao@ironcrest.example">
          Email
        </OutboundLink>
        <OutboundLink href="https://www.linkedin.com/in/arao" kioskText={null}>
          LinkedIn
        </OutboundLink>
      </>,
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(screen.getByText('a.rao@ironcrest.example')).toBeInTheDocument();
    expect(screen.queryByText('LinkedIn')).toBeNull();
  });

  it('leaves the footer contact details readable but not followable on a kiosk', () => {
    const { unmount } = render(<FooterInfo />);
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links.some((href) => href?.startsWith('tel:'))).toBe(true);
    expect(links.some((href) => href?.startsWith('mailto:'))).toBe(true);
    unmount();
    inKiosk(<FooterInfo />);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText(/@/)).toBeInTheDocument();
  });
});
