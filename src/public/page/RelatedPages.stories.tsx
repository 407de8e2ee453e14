import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { publicMessages } from '../../domain/messages';
import { RelatedPages } from './RelatedPages';

const LOAD = { timeout: 10000 };

const meta = {
  title: 'Public/Page/RelatedPages',
  component: RelatedPages,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** The related pages of a content page, found from the navigation tree.\n\n**States.** Every state is listed under States below; each opens on its own canvas, with its own data.\n\n**Accessibility.** A region named by its heading; a list of links.' } } },
  args: { target: 'fencing', parentHint: undefined, pageTitle: 'Fencing Solutions' },
} satisfies Meta<typeof RelatedPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The siblings of the current page under its title, the current one highlighted. */
export const CurrentPageHighlighted: Story = {
  play: async ({ canvasElement }) => {
    const aside = within(within(canvasElement).getByRole('complementary', { name: 'Fencing Solutions' }));
    await expect(await aside.findByRole('link', { name: 'Fencing' }, LOAD)).toHaveAttribute('aria-current', 'page');
    await expect(aside.getByRole('link', { name: 'Animal Handling Equipment' })).not.toHaveAttribute('aria-current');
  },
};

/** Without a loaded page title the heading is the menu item's title. */
export const MenuTitleAsHeading: Story = {
  args: { target: 'chain-link-fencing', parentHint: 'fencing', pageTitle: undefined },
  play: async ({ canvasElement }) => {
    const aside = within(await within(canvasElement).findByRole('complementary', { name: 'Chain Link Fencing' }, LOAD));
    await expect(await aside.findByRole('link', { name: 'Chain Link Fencing' }, LOAD)).toHaveAttribute('aria-current', 'page');
  },
};

export const NothingRelated: Story = {
  args: { target: 'galvanised-widgets', parentHint: undefined, pageTitle: undefined },
  play: async ({ canvasElement }) => {
    const aside = within(within(canvasElement).getByRole('complementary', { name: publicMessages.page.relatedFallbackHeading }));
    await expect(await aside.findByText(publicMessages.page.noRelated, {}, LOAD)).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  ...CurrentPageHighlighted,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
