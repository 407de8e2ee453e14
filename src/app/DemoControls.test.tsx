import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DemoControls, NO_WORKER_NOTE } from './DemoControls';
import { DEMO_SCENARIO_STORAGE_KEY } from './demo-scenarios';

describe('DemoControls', () => {
  it('says at the top of the page how many failure scenarios are on, and Manage opens the switcher', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <DemoControls demo={{ dataPath: 'msw', fallbackReason: null, scenarios: ['navigationFails', 'servicesFail'] }} reload={vi.fn()} />,
    );
    const banner = screen.getByRole('complementary', { name: 'Active failure scenarios' });
    expect(banner).toHaveTextContent('2 failure scenarios active');
    // Before the app's root in the page, not in the band below the footer.
    // eslint-disable-next-line testing-library/no-node-access -- where the banner sits in the page: before the app's root
    expect(document.body.firstElementChild).toContainElement(banner);
    expect(container).not.toContainElement(banner);
    await user.click(within(banner).getByRole('button', { name: 'Manage' }));
    expect(screen.getByRole('button', { name: 'Demo scenarios (2 on)' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: 'Navigation database error (fallback menu)' })).toHaveFocus();
  });

  it('shows no banner while no failure scenario is on', () => {
    render(<DemoControls demo={{ dataPath: 'msw', fallbackReason: null, scenarios: [] }} reload={vi.fn()} />);
    expect(screen.queryByRole('complementary', { name: 'Active failure scenarios' })).not.toBeInTheDocument();
  });

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

  it('offers the back office failures too, grouped apart from the public site fallbacks', async () => {
    const user = userEvent.setup();
    render(<DemoControls demo={{ dataPath: 'msw', fallbackReason: null, scenarios: [] }} reload={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Demo scenarios' }));
    const publicSite = screen.getByRole('group', { name: 'Public site' });
    const backOffice = screen.getByRole('group', { name: 'Back office' });
    expect(within(publicSite).getByRole('checkbox', { name: 'Slider fails (static welcome banner)' })).toBeInTheDocument();
    for (const name of ['Dashboard fails to load', 'Saving a page fails', 'Contact submissions fail to load', 'Saving the product order fails']) {
      expect(within(backOffice).getByRole('checkbox', { name })).toBeInTheDocument();
    }
    expect(within(publicSite).queryByRole('checkbox', { name: 'Saving a page fails' })).not.toBeInTheDocument();
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

  it('says in a plain sentence when the demo runs without a service worker, offers no scenarios then, and can be dismissed', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <DemoControls
        demo={{ dataPath: 'direct', fallbackReason: 'SecurityError: Failed to register a ServiceWorker', scenarios: [] }}
      />,
    );
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent(NO_WORKER_NOTE);
    expect(note).not.toHaveTextContent(/SecurityError|ServiceWorker/);
    expect(info).toHaveBeenCalledWith('Demo without a service worker:', 'SecurityError: Failed to register a ServiceWorker');
    expect(screen.queryByRole('button', { name: /Demo scenarios/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
