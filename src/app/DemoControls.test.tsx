import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DemoControls } from './DemoControls';
import { DEMO_SCENARIO_STORAGE_KEY } from './demo-scenarios';

describe('DemoControls', () => {
  it('switches documented fallbacks on, stores them and reloads', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    render(<DemoControls demo={{ dataPath: 'msw', fallbackReason: null, scenarios: [] }} reload={reload} />);
    await user.click(screen.getByRole('button', { name: 'Demo scenarios' }));
    await user.click(screen.getByRole('checkbox', { name: 'Navigation database error (fallback menu)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Services fail (built-in sample services)' }));
    await user.click(screen.getByRole('button', { name: 'Apply and reload' }));
    expect(window.localStorage.getItem(DEMO_SCENARIO_STORAGE_KEY)).toBe('navigationFails,servicesFail');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows how many are on and turns them all off', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    window.localStorage.setItem(DEMO_SCENARIO_STORAGE_KEY, 'sliderFails');
    render(<DemoControls demo={{ dataPath: 'msw', fallbackReason: null, scenarios: ['sliderFails'] }} reload={reload} />);
    await user.click(screen.getByRole('button', { name: 'Demo scenarios (1 on)' }));
    expect(screen.getByRole('checkbox', { name: 'Slider fails (static welcome banner)' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Turn all off' }));
    expect(window.localStorage.getItem(DEMO_SCENARIO_STORAGE_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says when the demo runs without a service worker, and offers no scenarios then', () => {
    render(
      <DemoControls
        demo={{ dataPath: 'direct', fallbackReason: 'Service workers need https (or localhost)', scenarios: [] }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Demo without a service worker: Service workers need https (or localhost)');
    expect(screen.queryByRole('button', { name: /Demo scenarios/ })).not.toBeInTheDocument();
  });
});
