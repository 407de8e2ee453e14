import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { restoreClock, takeTimeToFill } from '../../../.storybook/fill-time';
import { COMPANY } from '../../domain/company-info';
import { publicMessages } from '../../domain/messages';
import { careersTexts } from './careers-texts';
import { CareersPage } from './CareersPage';

const texts = publicMessages.careers;
const LOAD = { timeout: 10000 };
const JOB = 'Export Sales Executive';
/** What the applicationSubmitFails scenario's server answers. */
const SERVER_MESSAGE = 'Database connection failed. Please try again later.';

const meta = {
  title: 'Public/Careers/CareersPage',
  component: CareersPage,
  tags: ['autodocs'],
  parameters: { route: '/careers', docs: { description: { component: '**When to use.** The Careers page: why work with us, current openings from the store, the job details dialog and the application form.\n\n**States.** Every state is listed under States below; each opens on its own canvas, with its own data.\n\n**Accessibility.** Each opening is an `article` named by its title; the application form names every field, moves focus to the first problem and announces the result.' } } },
  beforeEach: restoreClock,
} satisfies Meta<typeof CareersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type User = Pick<typeof userEvent, 'click' | 'paste' | 'selectOptions' | 'upload'>;


async function openJob(canvasElement: HTMLElement, user: User = userEvent) {
  const canvas = within(canvasElement);
  // The card's button is named by its visible text plus the job title for screen readers; browsers differ on the
  // space between the two, so it is found inside the job's card.
  const card = within(await canvas.findByRole('article', { name: JOB }, LOAD));
  await user.click(card.getByRole('button', { name: new RegExp(`^${careersTexts.viewDetails}`) }));
  return within(canvas.getByRole('dialog', { name: JOB }));
}

async function fillApplication(dialog: ReturnType<typeof within>, resume: File, user: User = userEvent) {
  const enter = async (label: RegExp, text: string) => {
    await user.click(dialog.getByLabelText(label));
    await user.paste(text);
  };
  await enter(/^Full Name/, 'Karan Gill');
  await enter(/^Email Address/, 'karan@example.com');
  await enter(/^Phone Number/, '+91 98888 77777');
  await user.selectOptions(dialog.getByLabelText(/^Years of Experience/), '3-5');
  await user.upload(dialog.getByLabelText(/^Resume\/CV/), resume);
  takeTimeToFill();
}

const pdf = () => new File(['%PDF-1.4 resume'], 'karan-gill-cv.pdf', { type: 'application/pdf' });

/** Hero, six benefits, the opening cards, culture and the Contact HR strip. */
const withOpenings: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
  await expect(within(canvas.getByRole('region', { name: texts.whyWorkWithUs })).getAllByRole('listitem')).toHaveLength(6);
  await expect(await canvas.findByRole('article', { name: JOB }, LOAD)).toBeInTheDocument();
  await expect(canvas.getByRole('article', { name: 'Design Engineer - Structural Steel' })).toBeInTheDocument();
  await expect(canvas.queryByRole('article', { name: 'Welding Supervisor' })).not.toBeInTheDocument();
  const hr = within(canvas.getByRole('region', { name: texts.contactHr }));
  await expect(hr.getByRole('link')).toHaveAttribute('href', `mailto:${COMPANY.hrEmail}`);
};

export const WithOpenings: Story = { play: withOpenings };

export const WithOpeningsMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: withOpenings,
};

export const JobDetailsWithApplicationForm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openJob(canvasElement);
    await expect(dialog.getByRole('heading', { name: 'Requirements' })).toBeInTheDocument();
    await expect(dialog.getByText('Familiarity with Incoterms and export documentation')).toBeInTheDocument();
    await expect(dialog.getByRole('heading', { name: 'Apply for this Position' })).toBeInTheDocument();
    await expect(dialog.getByLabelText(/^Resume\/CV/)).toHaveAttribute('type', 'file');
    await expect(dialog.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  },
};

export const ApplicationValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openJob(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Application' }));
    await expect(dialog.getByLabelText(/^Full Name/)).toHaveAccessibleDescription('Full Name is required');
    await expect(dialog.getByLabelText(/^Resume\/CV/)).toHaveAccessibleDescription(/^Resume\/CV is required/);
  },
};

/** A resume that is not .pdf, .doc or .docx is refused at once (the picker's filter can be bypassed). */
export const ResumeTypeError: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openJob(canvasElement, user);
    await fillApplication(dialog, new File(['MZ'], 'setup.exe'), user);
    await expect(dialog.getByLabelText(/^Resume\/CV/)).toHaveAccessibleDescription(new RegExp(`^${texts.resumeType}`));
  },
};

/** Success: the message, then the modal closes after 2 seconds. */
export const ApplicationSubmitted: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openJob(canvasElement);
    await fillApplication(dialog, pdf());
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Application' }));
    await expect(await dialog.findByRole('status', {}, LOAD)).toHaveTextContent(texts.success);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
  },
};

export const SubmissionFailure: Story = {
  parameters: { scenarios: ['applicationSubmitFails'] },
  play: async ({ canvasElement }) => {
    const dialog = await openJob(canvasElement);
    await fillApplication(dialog, pdf());
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Application' }));
    const alert = await dialog.findByRole('alert', {}, LOAD);
    await expect(alert).toHaveTextContent(SERVER_MESSAGE);
    await expect(dialog.getByLabelText(/^Full Name/)).toHaveValue('Karan Gill');
  },
};

export const NoOpenings: Story = {
  parameters: { scenarios: ['careerOpeningsEmpty'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: texts.noOpenings }, LOAD)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: COMPANY.hrEmail })).toHaveAttribute('href', `mailto:${COMPANY.hrEmail}`);
  },
};

/** A failed openings call is only logged and the list treated as empty (public spec 8). */
export const OpeningsFailure: Story = {
  parameters: { scenarios: ['careerOpeningsFail'], logsErrors: true },
  play: NoOpenings.play,
};

/** The openings call never answers: 'Loading current openings...' while the rest of the page shows. */
export const OpeningsLoading: Story = {
  parameters: { scenarios: ['careerOpeningsSlow'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(careersTexts.loadingOpenings)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: texts.noOpenings })).not.toBeInTheDocument();
  },
};

/** The application is on its way (the server never answers): 'Submitting...' on a disabled button. */
export const ApplicationSubmitting: Story = {
  parameters: { scenarios: ['applicationSubmitSlow'] },
  play: async ({ canvasElement }) => {
    const dialog = await openJob(canvasElement);
    await fillApplication(dialog, pdf());
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Application' }));
    const button = await dialog.findByRole('button', { name: texts.submitting });
    await expect(button).toBeDisabled();
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  },
};
