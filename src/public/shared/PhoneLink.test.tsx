import { render, screen } from '@testing-library/react';
import { KioskContext } from './kiosk';
import { PhoneLink } from './PhoneLink';
import styles from './PhoneLink.module.css';

describe('PhoneLink', () => {
  it('is a tel: link whose number is kept on one line', () => {
    render(<PhoneLink phone={{ display: '+91 98140 22750', href: 'tel:+919814022750' }} prefix="Call Now: " />);
    const link = screen.getByRole('link', { name: 'Call Now: +91 98140 22750' });
    expect(link).toHaveAttribute('href', 'tel:+919814022750');
    expect(screen.getByText('+91 98140 22750')).toHaveClass(styles.number!);
  });

  it('keeps only the number on one line when words are stored around it, so they can wrap', () => {
    render(<PhoneLink phone={{ display: 'Sales office (Mohali) +91 98140 22750', href: 'tel:+919814022750' }} />);
    const link = screen.getByRole('link', { name: 'Sales office (Mohali) +91 98140 22750' });
    // eslint-disable-next-line testing-library/no-node-access -- the subject is the markup: only the number carries the no-wrap class
    expect(link.querySelectorAll(`.${styles.number}`)).toHaveLength(1);
    expect(screen.getByText('+91 98140 22750')).toHaveClass(styles.number!);
  });

  it('shows the number as text on a kiosk', () => {
    render(
      <KioskContext.Provider value>
        <PhoneLink phone={{ display: '+91 98140 22750', href: 'tel:+919814022750' }} plainInKiosk />
      </KioskContext.Provider>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('+91 98140 22750')).toHaveClass(styles.number!);
  });
});
