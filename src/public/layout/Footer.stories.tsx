import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COMPANY } from '../../domain/company-info';
import { Footer } from './Footer';

const INFO_LINKS = ['/sitemap', '/contact', '/accessibility', '/terms', '/privacy', '/cookies'];

const meta = {
  title: 'Public/Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** The site footer: quick links, information links and the copyright line.\n\n**States.** Every state is listed under States below; each opens on its own canvas, with its own data.\n\n**Accessibility.** A `contentinfo` landmark; link groups under headings.' } } },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    const targets = footer.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(targets).toEqual(expect.arrayContaining([...INFO_LINKS, '/', '/about-us', '/contact-us', '/careers']));
    await expect(footer.getByText(new RegExp(`© \\d{4} ${COMPANY.name}`))).toBeInTheDocument();
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
