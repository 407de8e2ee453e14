import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STRESS_TEXTS } from '../../../.storybook/stress-dataset';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { ServicesBlock } from './ServicesBlock';

const LOAD = { timeout: 10000 };

const meta = {
  title: 'Public/Home/ServicesBlock/Stress',
  component: ServicesBlock,
  parameters: { dataset: 'stress', docs: { description: { component: 'The services with the longest stored titles and descriptions, in German, Arabic, Japanese and Hindi.' } } },
  render: () => (
    <>
      <ServicesBlock />
      <NoticeRegion />
    </>
  ),
} satisfies Meta<typeof ServicesBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Long non-English titles and descriptions wrap inside their cards. */
export const LongText: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Our Services' }, LOAD);
    const titles = within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(titles[0]).toBe(STRESS_TEXTS[0]);
  },
};

export const LongTextMobile: Story = { ...LongText, globals: { viewport: { value: 'mobile', isRotated: false } } };
