import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, isMockFunction, userEvent, waitFor, within } from 'storybook/test';
import { PageGallery } from './PageGallery';

const LOAD = { timeout: 10000 };

/** The seed's fencing page (id 2) has three gallery images. */
const meta = {
  title: 'Public/Page/PageGallery',
  component: PageGallery,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** The image gallery of a content page (3 columns, 2 below 768 px, 1 below 480 px).\n\n**States.** Every state is listed under States below; each opens on its own canvas, with its own data.\n\n**Accessibility.** A list of figures; each image has its stored alt text.' } } },
  args: { pageId: 2 },
} satisfies Meta<typeof PageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const gallery = within(await within(canvasElement).findByRole('region', { name: 'Gallery' }, LOAD));
    await expect(gallery.getAllByRole('listitem')).toHaveLength(3);
    await expect(gallery.getByRole('button', { name: 'View image: Site Installation' })).toBeInTheDocument();
  },
};

export const GridMobile: Story = {
  ...Grid,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Choosing an image opens it with its title and description; the close button closes it. */
export const ImageOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View image: Industrial Perimeter' }, LOAD));
    const dialog = within(canvas.getByRole('dialog', { name: 'Industrial Perimeter' }));
    await expect(dialog.getByRole('img', { name: 'Industrial Perimeter' })).toBeInTheDocument();
    await expect(dialog.getByText('Completed chain link perimeter with top rail and warning sign.')).toBeInTheDocument();
  },
};

/** A failed gallery call is only logged (public spec 8): the page keeps its content and shows no gallery. */
export const Failure: Story = {
  parameters: { scenarios: ['pageImagesFail'], logsErrors: true },
  render: (args) => (
    <article>
      <p>Page content</p>
      <PageGallery {...args} />
    </article>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing visible changes when the call fails; where console.error is watched (tests), wait for the log.
    await waitFor(async () => {
      if (isMockFunction(console.error)) await expect(console.error).toHaveBeenCalled();
    }, LOAD);
    await expect(canvas.getByText('Page content')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Gallery' })).not.toBeInTheDocument();
  },
};
