import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { ImageWithFallback } from './ImageWithFallback';

const meta = {
  title: 'UI/ImageWithFallback',
  component: ImageWithFallback,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** Any image from the store (slides, gallery, team photos) whose file may be missing.\n\n**States.** Loaded; broken source hidden (nothing left behind); broken source replaced by a fallback element.\n\n**Accessibility.** `alt` is required: describe the picture, or pass an empty string for decoration.' } } },
  args: { src: '/site/logo.svg', alt: 'Ironcrest Steel Industries', width: 240 },
  render: (args) => (
    <figure style={{ padding: '1rem' }}>
      <ImageWithFallback {...args} />
      <figcaption>Company logo</figcaption>
    </figure>
  ),
} satisfies Meta<typeof ImageWithFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ironcrest Steel Industries' })).toHaveAttribute(
      'src',
      '/site/logo.svg',
    );
  },
};

/** Browsers report the broken file themselves; without image loading (tests) the error is sent by hand. */
const failToLoad = (canvasElement: HTMLElement) => {
  const image = within(canvasElement).queryByRole('img');
  // Storybook's instrumented fireEvent returns a promise for its Interactions panel; the event itself fires at once.
  if (image) void fireEvent.error(image);
};

/** An image that fails to load is hidden (public spec 8). */
export const BrokenSourceHidden: Story = {
  args: { src: '/images/no-such-image.png', alt: 'Missing product photo' },
  play: async ({ canvasElement }) => {
    failToLoad(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('img', { name: 'Missing product photo' })).not.toBeInTheDocument());
    await expect(canvas.getByText('Company logo')).toBeInTheDocument();
  },
};

/** The logo's variant: the company name instead of a broken image. */
export const BrokenSourceWithFallback: Story = {
  args: { src: '/images/no-such-logo.svg', fallback: <strong>Ironcrest Steel Industries</strong> },
  play: async ({ canvasElement }) => {
    failToLoad(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('img')).not.toBeInTheDocument());
    await expect(canvas.getByText('Ironcrest Steel Industries')).toBeInTheDocument();
  },
};
