import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StaticAboutPage } from './StaticAboutPage';

/** The static About variant (/about): sidebar anchors, company text, brochure block and footer info. */
const meta = {
  title: 'Public/About/StaticAboutPage',
  component: StaticAboutPage,
  tags: ['autodocs'],
  parameters: { route: '/about', docs: { description: { component: '**When to use.** The static About page with its on-page sidebar, used where the navigation points to /about.\n\n**States.** Every state is listed under States below; each opens on its own canvas, with its own data.\n\n**Accessibility.** The sidebar is a `nav` named "On this page"; its links target the section headings.' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('About Us');
    const sidebar = within(canvas.getByRole('navigation', { name: 'On this page' }));
    await expect(sidebar.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/about#vision-and-mission',
      '/about#our-team',
      '/about#infrastructure',
    ]);
    await expect(canvas.getByRole('heading', { name: 'Download Our Brochure' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Spotlight' })).toBeInTheDocument();
  },
} satisfies Meta<typeof StaticAboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
