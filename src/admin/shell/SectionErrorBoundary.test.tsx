import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { takeConsoleErrors } from '../../../tests/setup/node';
import { SectionErrorBoundary } from './SectionErrorBoundary';

let broken = true;
function FlakySection() {
  if (broken) throw new Error('Chunk failed to load');
  return <h2>Page Management</h2>;
}

describe('SectionErrorBoundary', () => {
  it('shows a clear error with a retry instead of a blank screen, and renders the section again on retry', async () => {
    broken = true;
    const onRetry = vi.fn(() => {
      broken = false;
    });
    render(
      <SectionErrorBoundary label="Page Management" onRetry={onRetry}>
        <FlakySection />
      </SectionErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Page Management could not be displayed: Chunk failed to load');
    expect(takeConsoleErrors().flat().map(String).join(' ')).toContain('Chunk failed to load');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { name: 'Page Management' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
