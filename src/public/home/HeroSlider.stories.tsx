import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defaultTexts, publicMessages } from '../../domain/messages';
import { HeroSlider } from './HeroSlider';

const LOAD = { timeout: 10000 };

const meta = {
  title: 'Public/Home/HeroSlider',
  component: HeroSlider,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** The home page slideshow of up to five slides from the store.\n\n**States.** Every state is listed under States below; each opens on its own canvas, with its own data.\n\n**Accessibility.** Pausable (WCAG 2.2.2): a pause button, no autoplay under reduced motion; slide dots are buttons named "Go to slide N" with `aria-current`.' } } },
} satisfies Meta<typeof HeroSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstSlideShown = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: /Engineered Fencing/ }, LOAD)).toBeInTheDocument();
  await expect(canvas.getByTestId('slide-counter')).toHaveTextContent('1 / 3');
  await expect(canvas.getByRole('link', { name: 'Explore Fencing' })).toHaveAttribute('href', '/page/fencing');
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => firstSlideShown(canvasElement),
};

export const LoadedMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => firstSlideShown(canvasElement),
};

/**
 * Previous and next wrap around. Once a click has put focus inside the slider the slideshow holds still (WCAG 2.2.2),
 * so the counter stays where the clicks put it, with or without a reduced-motion preference.
 */
export const NextAndPrevious: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: /Engineered Fencing/ }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByTestId('slide-counter')).toHaveTextContent('2 / 3');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/Animal Handling/);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(canvas.getByTestId('slide-counter')).toHaveTextContent('3 / 3');
    await expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
  },
};

export const Loading: Story = {
  parameters: { scenarios: ['sliderSlow'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(publicMessages.slider.loading);
  },
};

export const NoSlides: Story = {
  parameters: { scenarios: ['sliderEmpty'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: defaultTexts.welcomeBanner.title }, LOAD)).toBeInTheDocument();
    await expect(canvas.getByText(defaultTexts.welcomeBanner.subtitle)).toBeInTheDocument();
    await expect(canvas.queryByTestId('slide-counter')).not.toBeInTheDocument();
  },
};

/** The failure is only logged (public spec 8): the visitor sees the same welcome banner and no error. */
export const Failure: Story = {
  parameters: { scenarios: ['sliderFails'], logsErrors: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: defaultTexts.welcomeBanner.title }, LOAD)).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
