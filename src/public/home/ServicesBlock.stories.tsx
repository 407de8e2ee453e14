import { siteAssetUrl } from '../../config';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fallbackServices } from '../../data/fallback-catalog';
import { publicMessages } from '../../domain/messages';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { homeTexts } from './home-texts';
import { ServicesBlock } from './ServicesBlock';

const LOAD = { timeout: 10000 };

const meta = {
  title: 'Public/Home/ServicesBlock',
  component: ServicesBlock,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** The services of the home page; a service without a page answers with a notice.\n\n**States.** Every state is listed under States below; each opens on its own canvas, with its own data.\n\n**Accessibility.** A list named "Our Services"; services without a page are buttons, not dead links, and their notice is announced.' } } },
  // The notice region PublicLayout provides, where a service without a link answers.
  render: () => (
    <>
      <ServicesBlock />
      <NoticeRegion />
    </>
  ),
} satisfies Meta<typeof ServicesBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const serviceTitles = async (canvasElement: HTMLElement) => {
  const list = await within(canvasElement).findByRole('list', { name: 'Our Services' }, LOAD);
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
};

/** The first five active services in their saved order, and Explore More. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await serviceTitles(canvasElement)).toEqual([
      'Procurement Services',
      'Global Sourcing',
      'Engineering Design',
      'Custom Fabrication',
      'Quality Inspection',
    ]);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Learn More about Procurement Services' })).toHaveAttribute(
      'href',
      '/page/procurement-services',
    );
    await expect(canvas.getByRole('link', { name: 'Explore More' })).toHaveAttribute('href', '/services');
  },
};

export const LoadedMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Loaded.play,
};

/** A service without a link opens its details with 'Learn more about {title}' and a contact link (public spec 8). */
export const DetailsForServiceWithoutLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await serviceTitles(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Learn More about Quality Inspection' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Quality Inspection' });
    await expect(within(dialog).getByText(publicMessages.home.serviceNoLink('Quality Inspection'))).toBeInTheDocument();
    await expect(within(dialog).getByRole('link', { name: 'Contact us about this service' })).toHaveAttribute('href', '/contact-us');
  },
};

export const SamplesWhenTheCallFails: Story = {
  parameters: { scenarios: ['servicesFail'] },
  play: async ({ canvasElement }) => {
    await expect(await serviceTitles(canvasElement)).toEqual(fallbackServices(siteAssetUrl).map((service) => service.title));
  },
};

export const Empty: Story = {
  parameters: { scenarios: ['servicesEmpty'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No services available', {}, LOAD)).toBeInTheDocument();
  },
};

/** The services call never answers: 'Loading services...' in place of the cards. */
export const Loading: Story = {
  parameters: { scenarios: ['catalogSlow'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(homeTexts.servicesLoading)).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Our Services' })).not.toBeInTheDocument();
  },
};
