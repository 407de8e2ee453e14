import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { COMPANY } from '../../domain/company-info';
import { PublicLayout } from './PublicLayout';

const LOAD = { timeout: 10000 };

/** The frame with a stand-in page, as the router renders it. */
function LayoutWithPage() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="*" element={<p>Page body</p>} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Public/Layout/PublicLayout',
  component: PublicLayout,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** The frame of every public page: skip link, top bar, navigation, main content, footer, notices.\n\n**States.** Every state is listed under States below; each opens on its own canvas, with its own data.\n\n**Accessibility.** A skip link to `main` comes first; banner, navigation, main and contentinfo landmarks.' } } },
  render: () => <LayoutWithPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = within(canvas.getByRole('banner'));
    await expect(banner.getByRole('link', { name: `Call us: ${COMPANY.phone}` })).toHaveAttribute('href', COMPANY.phoneHref);
    await expect(await banner.findByRole('link', { name: 'Home' }, LOAD)).toHaveAttribute('href', '/');
    await expect(within(canvas.getByRole('main')).getByText('Page body')).toBeInTheDocument();
    await expect(within(canvas.getByRole('contentinfo')).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
  },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

/** Below 1200 px the menu folds behind the toggle; its links appear once it is opened. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    const toggle = banner.getByRole('button', { name: 'Toggle navigation menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(await banner.findByRole('link', { name: 'Home' }, LOAD)).toHaveAttribute('href', '/');
    await expect(within(within(canvasElement).getByRole('main')).getByText('Page body')).toBeInTheDocument();
  },
};
