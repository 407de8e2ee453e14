import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoredIcon, fontAwesomeClass } from './StoredIcon';

describe('StoredIcon', () => {
  it('reads the icon class however the editor typed it', () => {
    expect(fontAwesomeClass('fa-industry')).toBe('fa-industry');
    expect(fontAwesomeClass('fas fa-industry')).toBe('fa-industry');
    expect(fontAwesomeClass('fa-solid fa-shield-alt')).toBe('fa-shield-alt');
    expect(fontAwesomeClass('Industry')).toBe('fa-industry');
    expect(fontAwesomeClass('fa-x" onmouseover="alert(1)')).toBeNull();
  });

  it('draws the glyph, with the class name as tooltip and accessible text instead of the visible text', () => {
    const { container } = render(<StoredIcon name="fa-horse" />);
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- the decorative glyph is hidden from the accessibility tree on purpose
    expect(container.querySelector('i.fa-solid.fa-horse')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTitle('fa-horse')).toHaveTextContent('Icon: fa-horse');
    expect(screen.queryByText('fa-horse')).not.toBeInTheDocument();
  });

  it('shows a dash for a row without an icon', () => {
    const { container } = render(<StoredIcon name="  " />);
    expect(container).toHaveTextContent('—');
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- the decorative glyph is hidden from the accessibility tree on purpose
    expect(container.querySelector('i')).toBeNull();
  });
});
