import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultTexts, publicMessages } from '../../domain/messages';
import { AboutPage } from './AboutPage';
import { aboutTexts } from './about-texts';

const texts = publicMessages.about;
const LOAD = { timeout: 10000 };

const meta = {
  title: 'Public/About/AboutPage',
  component: AboutPage,
  tags: ['autodocs'],
  parameters: { route: '/about-us', docs: { description: { component: '**When to use.** The About Us page: overview, vision and mission, team, infrastructure, certifications, from the store.\n\n**States.** Every state is listed under States below; each opens on its own canvas, with its own data.\n\n**Accessibility.** One `h1`; each section is a region named by its heading; the in-page links scroll to those headings.' } } },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hero, Company Overview with the figures, vision and mission, team, infrastructure and certifications. */
const loaded: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByText('Three decades of engineering steel, made in Mohali and trusted worldwide', {}, LOAD),
  ).toBeInTheDocument();
  const overview = within(canvas.getByRole('region', { name: texts.companyOverview }));
  await expect(overview.getByText('Years of Experience')).toBeInTheDocument();
  for (const heading of [texts.vision, texts.mission, texts.team, texts.infrastructure, texts.certifications]) {
    await expect(canvas.getByRole('heading', { name: heading })).toBeInTheDocument();
  }
  await expect(canvas.getByRole('heading', { name: 'Harpreet Singh Sandhu' })).toBeInTheDocument();
  await expect(canvas.getByText('ISO 9001:2015')).toBeInTheDocument();
  await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
};

export const Loaded: Story = { play: loaded };

export const LoadedMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: loaded,
};

export const EmptyLists: Story = {
  parameters: { scenarios: ['aboutListsEmpty'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.noTeam, {}, LOAD)).toBeInTheDocument();
    await expect(canvas.getByText(texts.noInfrastructure)).toBeInTheDocument();
    await expect(canvas.getByText(texts.noCertifications)).toBeInTheDocument();
  },
};

/** The about content fails: a warning and the built-in default texts; the lists that loaded still show. */
export const Failure: Story = {
  parameters: { scenarios: ['aboutFails'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(texts.loadFailed);
    await expect(canvas.getByText(defaultTexts.about.subtitle)).toBeInTheDocument();
    await expect(canvas.getByText(defaultTexts.about.vision)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Harpreet Singh Sandhu' })).toBeInTheDocument();
  },
};

/** The about calls never answer: 'Loading content...' under the hero. */
export const Loading: Story = {
  parameters: { scenarios: ['aboutSlow'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(aboutTexts.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: texts.companyOverview })).not.toBeInTheDocument();
  },
};
