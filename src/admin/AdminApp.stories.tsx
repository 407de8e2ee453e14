import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { AdminApp } from './AdminApp';
import { ADMIN_SECTIONS } from './shell/sections';
import { SectionView } from './shell/SectionView';

const WAIT = { timeout: 10_000 };
const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

// AdminApp is the parent route of the sections, as in the app's route table (src/app/admin-routes.tsx).
const meta = {
  title: 'Admin/AdminApp',
  component: AdminApp,
  render: () => (
    <Routes>
      <Route path="/admin" element={<AdminApp />}>
        <Route index element={<SectionView id="dashboard" />} />
        {ADMIN_SECTIONS.map((section) => (
          <Route key={section.id} path={section.id} element={<SectionView id={section.id} />} />
        ))}
      </Route>
    </Routes>
  ),
  parameters: { route: '/admin/dashboard' },
} satisfies Meta<typeof AdminApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Admin Login' }, WAIT)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
  },
};

export const SignedOutMobile: Story = { ...SignedOut, globals: MOBILE };

export const SignedIn: Story = {
  parameters: { admin: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Dashboard' }, WAIT)).toBeInTheDocument();
    await expect(await canvas.findByRole('listitem', { name: 'Total Pages' }, WAIT)).toBeInTheDocument();
    const sidebar = within(canvas.getByRole('navigation', { name: 'Admin sections' }));
    await expect(sidebar.getAllByRole('link').map((link) => link.textContent)).toEqual(ADMIN_SECTIONS.map((section) => section.label));
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await expect(canvas.getByText(/Admin Panel/)).toBeInTheDocument();
  },
};

export const SignedInMobileMenu: Story = {
  parameters: { admin: true },
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Dashboard' }, WAIT);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
  },
};

export const SignedInSeoSection: Story = {
  parameters: { admin: true, route: '/admin/seo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'SEO Management' }, WAIT)).toBeInTheDocument();
    await expect(await canvas.findByRole('form', { name: 'SEO settings' }, WAIT)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'SEO Management' })).toHaveAttribute('aria-current', 'page');
  },
};
