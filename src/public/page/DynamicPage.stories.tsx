import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { publicMessages } from '../../domain/messages';
import { DynamicPage } from './DynamicPage';
import { pageTexts } from './page-texts';

const LOAD = { timeout: 10000 };
const texts = publicMessages.page;

const meta = {
  title: 'Public/Page/DynamicPage',
  component: DynamicPage,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** A content page from the store (products, services, manufacturing…), with gallery and related pages.\n\n**States.** Every state is listed under States below; each opens on its own canvas, with its own data.\n\n**Accessibility.** The page title is the `h1`; stored HTML goes through SafeHtml; the gallery images carry their alt text.' } } },
} satisfies Meta<typeof DynamicPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /page/fencing: the hero title without the company suffix, the content, gallery, related pages and the meta line. */
const fencingLoaded: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(/Navigation key: fencing$/, {}, LOAD)).toHaveTextContent(/^Content ID: 2 \|/);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Fencing Solutions$/);
  await expect(await canvas.findByRole('region', { name: 'Gallery' }, LOAD)).toBeInTheDocument();
  const related = within(canvas.getByRole('complementary', { name: 'Fencing Solutions' }));
  await expect(await related.findByRole('link', { name: 'Fencing' }, LOAD)).toHaveAttribute('aria-current', 'page');
  await expect(canvas.getByRole('heading', { name: 'Download Our Brochure' })).toBeInTheDocument();
};

export const BySlug: Story = {
  args: { slug: 'fencing' },
  parameters: { route: '/page/fencing' },
  play: fencingLoaded,
};

export const BySlugMobile: Story = {
  ...BySlug,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** /manufacturing/fencing: looked up by navigation type and sub-category, as the router passes them. */
export const ByNavigationTypeAndSubCategory: Story = {
  parameters: { route: '/manufacturing/fencing' },
  render: () => (
    <Routes>
      <Route path="manufacturing/:subCategory" element={<DynamicPage navType="manufacturing" />} />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Navigation key: manufacturing\/fencing$/, {}, LOAD)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Fencing');
  },
};

export const GalleryImageOpen: Story = {
  args: { slug: 'fencing' },
  parameters: { route: '/page/fencing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View image: Chain Link Rolls' }, LOAD));
    const dialog = within(canvas.getByRole('dialog', { name: 'Chain Link Rolls' }));
    await expect(dialog.getByRole('img', { name: 'Chain Link Rolls' })).toBeInTheDocument();
    await expect(dialog.getByText('Galvanised chain link rolls, 2.4 m high, banded for export.')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

/** A route without built-in content: the derived title and 'Page Content Not Found'. */
export const NotFound: Story = {
  args: { slug: 'galvanised-widgets' },
  parameters: { route: '/page/galvanised-widgets', scenarios: ['pageNotFound'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: texts.notFoundHeading }, LOAD)).toBeInTheDocument();
    await expect(canvas.getByText(texts.notFoundText)).toBeInTheDocument();
    // A page that does not exist says so; no heading is invented from the route.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(pageTexts.notFoundTitle);
    await expect(await canvas.findByText(texts.noRelated, {}, LOAD)).toBeInTheDocument();
  },
};

/** The content call fails for a known family: the title comes from the route and built-in content shows. */
export const FailureWithStaticContent: Story = {
  args: { navType: 'manufacturing' },
  parameters: { route: '/manufacturing', scenarios: ['pageContentFails'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'What we manufacture' }, LOAD)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Manufacturing$/);
    await expect(canvas.queryByText(texts.notFoundHeading)).not.toBeInTheDocument();
    await expect(canvas.queryByText(/^Content ID:/)).not.toBeInTheDocument();
  },
};

/** The content call never answers: 'Loading page content...' holds the page. */
export const Loading: Story = {
  args: { slug: 'fencing' },
  parameters: { route: '/page/fencing', scenarios: ['pageContentSlow'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(pageTexts.loading)).toBeInTheDocument();
    await expect(canvas.queryByText(/^Content ID:/)).not.toBeInTheDocument();
  },
};
