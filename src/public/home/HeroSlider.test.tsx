import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultTexts, publicMessages } from '../../domain/messages';
import { buildDataset, buildSliderItem } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { takeConsoleErrors } from '../../../tests/setup/node';
import { renderStory } from '../../../tests/support/stories';
import { HeroSlider } from './HeroSlider';
import * as stories from './HeroSlider.stories';

const { NoSlides, Failure } = composeStories(stories);

const api = setupMockApi(() =>
  buildDataset({
    sliderItems: [
      buildSliderItem({
        id: 1,
        title: 'Engineered Fencing',
        highlight: 'for Every Perimeter',
        button_text: 'Explore Fencing',
        button_url: '/page/fencing',
        background_image: 'slide-fencing.svg',
        red_section_1_title: 'Chain Link Fencing',
        red_section_1_description: 'Galvanised and PVC-coated rolls from 2.5 to 4.0 mm wire',
        red_section_1_url: '/page/chain-link-fencing',
        red_section_2_title: 'Brochure',
        red_section_2_description: 'Short text',
        red_section_2_url: 'https://example.com/brochure.pdf',
      }),
      buildSliderItem({
        id: 2,
        title: 'Animal Handling',
        button_text: 'Catalogue',
        button_url: 'https://example.com/catalogue.pdf',
        background_image: 'animal-handling-1920x2560-m3k2x1-4fzyo8.jpg',
      }),
      buildSliderItem({ id: 3, title: 'Hidden Slide', is_active: false }),
      buildSliderItem({ id: 4, title: 'Request a Quote', button_text: 'Coming soon', button_url: '' }),
    ],
  }),
);

const counter = () => screen.getByTestId('slide-counter');
const slider = () => screen.getByRole('region', { name: 'Featured highlights' });
const SLIDER_TIMERS: ('setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval')[] = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
];
const slideHeading = () => within(screen.getByRole('group')).getByRole('heading', { level: 2 });

async function renderSlider() {
  const view = renderWithRepository(<HeroSlider />, { repository: api.repository });
  expect(screen.getByText(publicMessages.slider.loading)).toBeInTheDocument();
  await screen.findByRole('heading', { name: /Engineered Fencing/ });
  return view;
}

describe('HeroSlider', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at the first active slide with a counter over the active slides', async () => {
    await renderSlider();
    expect(slideHeading()).toHaveTextContent('Engineered Fencing for Every Perimeter');
    expect(counter()).toHaveTextContent('1 / 3');
    expect(screen.queryByText('Hidden Slide')).not.toBeInTheDocument();
  });

  it('wraps around with the previous and next buttons', async () => {
    const { user } = await renderSlider();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(counter()).toHaveTextContent('3 / 3');
    expect(slideHeading()).toHaveTextContent('Request a Quote');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(counter()).toHaveTextContent('1 / 3');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slideHeading()).toHaveTextContent('Animal Handling');
  });

  it('jumps to a slide with its dot and marks that dot as current', async () => {
    const { user } = await renderSlider();
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(counter()).toHaveTextContent('3 / 3');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('advances every 5 seconds, wraps from the last slide to the first and can be paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: SLIDER_TIMERS });
    const { user } = await renderSlider();
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(counter()).toHaveTextContent('1 / 3');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(counter()).toHaveTextContent('2 / 3');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(counter()).toHaveTextContent('3 / 3');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(counter()).toHaveTextContent('1 / 3');

    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    await act(() => vi.advanceTimersByTimeAsync(15000));
    expect(counter()).toHaveTextContent('1 / 3');
    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(counter()).toHaveTextContent('2 / 3');
  });

  it('holds the 5-second advance while the pointer is over the slider and resumes when it leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: SLIDER_TIMERS });
    const { user } = await renderSlider();
    await user.hover(slider());
    await act(() => vi.advanceTimersByTimeAsync(15000));
    expect(counter()).toHaveTextContent('1 / 3');
    await user.unhover(slider());
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(counter()).toHaveTextContent('1 / 3');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(counter()).toHaveTextContent('2 / 3');
  });

  it('holds the advance while keyboard focus is inside the slider and resumes when focus leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: SLIDER_TIMERS });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithRepository(
      <>
        <HeroSlider />
        <button type="button">Outside</button>
      </>,
      { repository: api.repository },
    );
    await screen.findByRole('heading', { name: /Engineered Fencing/ });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Explore Fencing' })).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(15000));
    expect(counter()).toHaveTextContent('1 / 3');

    // Moving between the slider's own controls keeps it held.
    await user.tab();
    // eslint-disable-next-line testing-library/no-node-access -- where focus is (inside the slider) and taking it away, and the slide panel a title sits in
    expect(slider()).toContainElement(document.activeElement as HTMLElement);
    await act(() => vi.advanceTimersByTimeAsync(10000));
    expect(counter()).toHaveTextContent('1 / 3');

    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(counter()).toHaveTextContent('2 / 3');
  });

  it('stays paused after the pointer leaves when the visitor pressed pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: SLIDER_TIMERS });
    const { user } = await renderSlider();
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    await user.unhover(slider());
    // eslint-disable-next-line testing-library/no-node-access -- where focus is (inside the slider) and taking it away, and the slide panel a title sits in
    act(() => (document.activeElement as HTMLElement).blur());
    await act(() => vi.advanceTimersByTimeAsync(15000));
    expect(counter()).toHaveTextContent('1 / 3');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('does not auto-advance for visitors who prefer reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
    );
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: SLIDER_TIMERS });
    await renderSlider();
    await act(() => vi.advanceTimersByTimeAsync(10000));
    expect(counter()).toHaveTextContent('1 / 3');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('links the slide button by its URL and disables it without one', async () => {
    const { user } = await renderSlider();
    expect(screen.getByRole('link', { name: 'Explore Fencing' })).toHaveAttribute('href', '/page/fencing');

    await user.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    const external = screen.getByRole('link', { name: 'Catalogue' });
    expect(external).toHaveAttribute('href', 'https://example.com/catalogue.pdf');
    expect(external).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(screen.getByRole('button', { name: 'Coming soon' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Coming soon' })).not.toBeInTheDocument();
  });

  it('shows three panels with truncated descriptions, default texts and images, links only with a URL', async () => {
    await renderSlider();
    const panel1 = screen.getByRole('link', { name: /Chain Link Fencing/ });
    expect(panel1).toHaveAttribute('href', '/page/chain-link-fencing');
    expect(panel1).toHaveTextContent('Chain Link Fencing Galvanised and PVC-coated roll...', { normalizeWhitespace: true });
    expect(panel1.textContent).not.toContain('wire');
    expect(panel1).toHaveAttribute('title', 'Galvanised and PVC-coated rolls from 2.5 to 4.0 mm wire');
    expect(screen.getByRole('link', { name: /Brochure/ })).toHaveAttribute('href', 'https://example.com/brochure.pdf');
    expect(screen.getByText('Short text')).toBeInTheDocument();

    const third = defaultTexts.sliderPanels[2];
    // eslint-disable-next-line testing-library/no-node-access -- where focus is (inside the slider) and taking it away, and the slide panel a title sits in
    const panel3 = screen.getByText(third.title).closest('li')!;
    expect(within(panel3).queryByRole('link')).not.toBeInTheDocument();
    expect(panel3).toHaveTextContent(`${third.description.slice(0, 30)}...`);

    // Images with empty alt text are decoration (role presentation): the backdrop, then the three panel images.
    await waitFor(() => expect(screen.getAllByRole('presentation')).toHaveLength(4));
    const [backdrop, ...panelImages] = screen.getAllByRole('presentation');
    const sources = panelImages.map((img) => img.getAttribute('src'));
    // Panel 1 names a stored image (served from the images base); panels without one show the site's own defaults.
    expect(sources).toEqual(['/images/slider/img_1.svg', '/site/slider/img_2.svg', '/site/slider/img_3.svg']);
    // Above the fold: eager, with a fixed size so nothing shifts when they arrive.
    for (const img of screen.getAllByRole('presentation')) {
      expect(img).not.toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
    // The background is an image of its own (the preload scanner finds it in the prerendered page).
    expect(backdrop).toHaveAttribute('src', '/images/slider/slide-fencing.svg');
  });

  it("fetches the first slide's background, the page's largest paint, at high priority, and no other", async () => {
    const { user } = await renderSlider();
    const backdrop = async () => (await screen.findAllByRole('presentation'))[0]!;
    const first = await backdrop();
    expect(first).toHaveAttribute('src', '/images/slider/slide-fencing.svg');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading', 'lazy');
    // A name without a size: the slide's 16:9 box stands in.
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '900');

    await user.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    await waitFor(async () => expect((await backdrop()).getAttribute('src')).toContain('animal-handling'));
    const second = await backdrop();
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(second).toHaveAttribute('decoding', 'async');
    // The size the upload pipeline wrote into the stored name.
    expect(second).toHaveAttribute('width', '1920');
    expect(second).toHaveAttribute('height', '2560');
    for (const img of screen.getAllByRole('presentation')) expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('shows the welcome banner without slide controls when there are no slides', async () => {
    await renderStory(NoSlides);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
  });

  it('only logs a failed slider call, once, and shows the welcome banner', async () => {
    await renderStory(Failure);
    const errors = takeConsoleErrors();
    expect(errors).toHaveLength(1);
    expect(String(errors[0]?.[0])).toContain('Failed to load slider items');
  });
});
