import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ImageSizeReport } from './ImageSizeReport';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Admin/Shared/ImageSizeReport',
  component: ImageSizeReport,
  args: { report: null },
} satisfies Meta<typeof ImageSizeReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No file chosen: the live region is there, empty and without room. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The worker is decoding and encoding. */
export const Working: Story = {
  args: { report: { state: 'working', before: 6_396_314 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Making the image web-ready (6.1 MB)…');
  },
};

/** A phone photo, rotated, scaled and re-encoded. */
export const Optimised: Story = {
  args: { report: { state: 'optimised', before: 6_396_314, after: 421_888, width: 2560, height: 1920 } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('6.1 MB → 412 KB, 2560 × 1920');
    await expect(status).toHaveTextContent('location and camera data removed');
  },
};

export const OptimisedMobile: Story = { ...Optimised, globals: MOBILE };

/** Light, within the limit, without metadata: sent untouched. */
export const AlreadyWebReady: Story = {
  args: { report: { state: 'kept', reason: 'web-ready', bytes: 245_760, width: 1200, height: 800 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('240 KB, 1200 × 800Already web-ready: sent as it is.');
  },
};

/** A GIF keeps its animation. */
export const AnimatedGif: Story = {
  args: { report: { state: 'kept', reason: 'animation', bytes: 1_258_291, width: 480, height: 270 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('A GIF is sent as it is, so that its animation is kept.');
  },
};

/** A browser without a worker or OffscreenCanvas (or a file it cannot decode): the file goes as it is. */
export const NotProcessed: Story = {
  args: { report: { state: 'unprocessed', bytes: 2_202_009 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('This browser could not make the image web-ready: it is sent as it is (2.1 MB).');
  },
};
