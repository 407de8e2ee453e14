import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StartupError } from './StartupError';
import { pageReload } from './chunk-errors';
import { startupTexts } from './startup-texts';

describe('StartupError', () => {
  it('says what to do when the code did not download, and retries', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    render(<StartupError error={new TypeError('Failed to fetch dynamically imported module: /assets/start-1a2b.js')} />);
    expect(screen.getByRole('heading', { name: startupTexts.title })).toBeInTheDocument();
    expect(screen.getByText(startupTexts.codeNotLoaded)).toBeInTheDocument();
    expect(screen.queryByText(/dynamically imported/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: startupTexts.retry }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows any other failure’s message', () => {
    render(<StartupError error={new Error('VITE_API_BASE is not a URL')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('VITE_API_BASE is not a URL');
  });
});
