import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { publicMessages } from '../../domain/messages';
import { NavBar } from './NavBar';

const texts = publicMessages.navigation;
const LOAD = { timeout: 10000 };
const mobile = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Public/Layout/NavBar',
  component: NavBar,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** The main navigation from the store, with submenus; folds behind a toggle below 1200 px.\n\n**States.** Every state is listed under States below; each opens on its own canvas, with its own data.\n\n**Accessibility.** A `nav` named "Main"; submenu toggles are buttons with `aria-expanded`; Escape closes an open submenu.' } } },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(await nav.findByRole('link', { name: 'Home' }, LOAD)).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Manufacturing' })).toHaveAttribute('href', '/page/manufacturing');
    await userEvent.click(nav.getByRole('button', { name: 'Toggle Manufacturing submenu' }));
    await expect(nav.getByRole('link', { name: 'Fencing' })).toHaveAttribute('href', '/page/fencing');
  },
};

export const Loading: Story = {
  parameters: { scenarios: ['navigationTimesOut'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(texts.loading);
  },
};

/** The navigation call fails: a warning with the error as tooltip and the built-in menu. */
export const Fallback: Story = {
  parameters: { scenarios: ['navigationFails'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warning = await canvas.findByText(texts.fallbackWarning, {}, LOAD);
    await expect(warning.closest('[title]')).toHaveAttribute('title', texts.databaseError(texts.httpError(500)));
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    await expect(nav.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
  },
};

export const Empty: Story = {
  parameters: { scenarios: ['navigationEmpty'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(texts.empty, {}, LOAD)).toBeInTheDocument();
  },
};

export const MobileMenuOpen: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Toggle navigation menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Below 1200 px the menu's links exist only once it is open.
    await canvas.findByRole('link', { name: 'About Us' }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle About Us submenu' }));
    await expect(canvas.getByRole('link', { name: 'Our Team' })).toHaveAttribute('href', '/about-us#our-team');
  },
};
