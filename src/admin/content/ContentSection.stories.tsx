import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { findNotice, withNoticeRegion } from '../../../.storybook/notices';
import { adminMessages, ruleMessages } from '../../domain/messages';
import { ContentSection } from './ContentSection';

// What the 'server-error' failure mode answers (mocks/failure-answers.ts); stories may not import mocks/.
const SERVER_MESSAGE = 'Database connection failed. Please try again later.';
const WAIT = { timeout: 10_000 };
const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Admin/Content/ContentSection',
  component: ContentSection,
  // Its messages appear in the notice region, as in the back office.
  decorators: [withNoticeRegion],
} satisfies Meta<typeof ContentSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The selected tab's panel (the tab is kept in ?tab=, so parameters.route chooses it). */
async function selectedPanel(canvasElement: HTMLElement, tab: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  return within(canvas.getByRole('tabpanel', { name: tab }));
}

export const HomepageTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Content Management' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('tablist')).getAllByRole('tab')).toHaveLength(5);
    const panel = await selectedPanel(canvasElement, 'Homepage Content');
    await expect(await panel.findByRole('group', { name: 'Hero Section' }, WAIT)).toBeInTheDocument();
    await expect(panel.getByRole('group', { name: 'Call to Action Section' })).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  },
};

export const HomepageTabMobile: Story = { ...HomepageTab, globals: MOBILE };

export const HomepageSaveFailure: Story = {
  parameters: { scenarios: ['contentSaveFails'] },
  play: async ({ canvasElement }) => {
    const panel = await selectedPanel(canvasElement, 'Homepage Content');
    await panel.findByRole('group', { name: 'Hero Section' }, WAIT);
    await userEvent.click(panel.getByRole('button', { name: 'Save Changes' }));
    await expect(await findNotice(canvasElement, 'alert')).toHaveTextContent(adminMessages.content.updateFailed(SERVER_MESSAGE));
  },
};

export const AboutTab: Story = {
  parameters: { route: '/?tab=about' },
  play: async ({ canvasElement }) => {
    const panel = await selectedPanel(canvasElement, 'About Us Content');
    await expect(await panel.findByLabelText('Mission', {}, WAIT)).toBeInTheDocument();
    await expect(await panel.findByText('Harpreet Singh Sandhu', {}, WAIT)).toBeInTheDocument();
    await expect(await panel.findByText('Hot-Dip Galvanising Plant', {}, WAIT)).toBeInTheDocument();
    await expect(await panel.findByText('ISO 9001:2015', {}, WAIT)).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Add Team Member' })).toBeInTheDocument();
  },
};

export const AboutTabEmptyLists: Story = {
  parameters: { route: '/?tab=about', dataset: 'empty' },
  play: async ({ canvasElement }) => {
    const panel = await selectedPanel(canvasElement, 'About Us Content');
    await expect(await panel.findByText(adminMessages.content.noTeam, {}, WAIT)).toBeInTheDocument();
    await expect(await panel.findByText(adminMessages.content.noInfrastructure, {}, WAIT)).toBeInTheDocument();
    await expect(await panel.findByText(adminMessages.content.noCertifications, {}, WAIT)).toBeInTheDocument();
  },
};

export const TeamMemberValidationErrors: Story = {
  parameters: { route: '/?tab=about' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await selectedPanel(canvasElement, 'About Us Content');
    await panel.findByText('Harpreet Singh Sandhu', {}, WAIT);
    await userEvent.click(panel.getByRole('button', { name: 'Add Team Member' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add Team Member' }, WAIT));
    await userEvent.click(dialog.getByLabelText('Email'));
    await userEvent.paste('asha-at-example');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText(ruleMessages.required('Name'))).toBeInTheDocument();
    await expect(dialog.getByText(ruleMessages.required('Position'))).toBeInTheDocument();
    await expect(dialog.getByText(ruleMessages.required('Description'))).toBeInTheDocument();
    await expect(dialog.getByText(ruleMessages.invalidEmail('Email'))).toBeInTheDocument();
    await expect(dialog.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const TeamMemberValidationErrorsMobile: Story = { ...TeamMemberValidationErrors, globals: MOBILE };

export const ServicesTab: Story = {
  parameters: { route: '/?tab=services' },
  play: async ({ canvasElement }) => {
    const panel = await selectedPanel(canvasElement, 'Services Management');
    const list = await panel.findByRole('list', { name: 'Services' }, WAIT);
    await expect(within(list).getByText('Procurement Services')).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Edit Procurement Services' })).toBeInTheDocument();
  },
};

export const ServicesTabEmpty: Story = {
  parameters: { route: '/?tab=services', dataset: 'empty' },
  play: async ({ canvasElement }) => {
    const panel = await selectedPanel(canvasElement, 'Services Management');
    await expect(await panel.findByText(adminMessages.content.noServices, {}, WAIT)).toBeInTheDocument();
  },
};

export const CareerOpeningsTab: Story = {
  parameters: { route: '/?tab=careers' },
  play: async ({ canvasElement }) => {
    const panel = await selectedPanel(canvasElement, 'Career Openings');
    const list = await panel.findByRole('list', { name: 'Job Openings' }, WAIT);
    await expect(within(list).getByText('Welding Supervisor')).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Add Job Opening' })).toBeInTheDocument();
  },
};

export const CareerOpeningsTabEmpty: Story = {
  parameters: { route: '/?tab=careers', dataset: 'empty' },
  play: async ({ canvasElement }) => {
    const panel = await selectedPanel(canvasElement, 'Career Openings');
    await expect(await panel.findByText(adminMessages.content.noJobs, {}, WAIT)).toBeInTheDocument();
  },
};

export const JobOpeningValidationErrors: Story = {
  parameters: { route: '/?tab=careers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await selectedPanel(canvasElement, 'Career Openings');
    await panel.findByRole('list', { name: 'Job Openings' }, WAIT);
    await userEvent.click(panel.getByRole('button', { name: 'Add Job Opening' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add Job Opening' }, WAIT));
    await expect(dialog.getByLabelText('Job Type')).toHaveValue('full-time');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    // The message names the field as its label does.
    await expect(dialog.getByLabelText(/^Job Title/)).toHaveAccessibleDescription(ruleMessages.required('Job Title'));
  },
};

export const ContactTab: Story = {
  parameters: { route: '/?tab=contact' },
  play: async ({ canvasElement }) => {
    const panel = await selectedPanel(canvasElement, 'Contact Us Content');
    await expect(await panel.findByLabelText('Phone', {}, WAIT)).toHaveValue('+91 98140 22750, +91 98765 41230');
    await expect(panel.getByLabelText('Office Hours')).toBeInTheDocument();
    await expect(panel.getByLabelText('Map Embed')).toBeInTheDocument();
  },
};

/** The homepage content call never answers: the tab says 'Loading homepage content...'. */
export const HomepageTabLoading: Story = {
  parameters: { scenarios: ['contentSlow'] },
  play: async ({ canvasElement }) => {
    const panel = await selectedPanel(canvasElement, 'Homepage Content');
    await expect(await panel.findByText(adminMessages.content.loading('homepage content'))).toBeInTheDocument();
    await expect(panel.queryByRole('group', { name: 'Hero Section' })).not.toBeInTheDocument();
  },
};
