import { composeStories } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCENARIO_SERVER_MESSAGE } from '../../../mocks/scenarios';
import { buildCareerOpening, buildDataset } from '../../../tests/support/builders';
import { passMinimumFillTime } from '../../../tests/support/fill-time';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderApp, renderWithRepository } from '../../../tests/support/render-app';
import { takeConsoleErrors } from '../../../tests/setup/node';
import { COMPANY } from '../../domain/company-info';
import type { Repository } from '../../data/repository';
import { RESUME_MAX_BYTES } from '../../domain/constants';
import { publicMessages } from '../../domain/messages';
import { renderStory } from '../../../tests/support/stories';
import { createSeedDataset } from '../../../fixtures/seed-dataset';
import { CareersPage } from './CareersPage';
import * as stories from './CareersPage.stories';

const { ApplicationValidationErrors, ApplicationSubmitting, SubmissionFailure, NoOpenings, OpeningsFailure } = composeStories(stories);

const api = setupMockApi(() =>
  buildDataset({
    careerOpenings: [
      buildCareerOpening({
        id: 1,
        title: 'Welder',
        department: 'Production',
        location: 'Mohali',
        experience: '3-5 years',
        salary_range: '₹3-4 LPA',
        description: 'MIG and TIG welding of fence panels.',
        requirements: 'ITI in Welding\nReads drawings',
        benefits: 'Overtime pay\nCanteen',
      }),
      buildCareerOpening({ id: 2, title: 'Design Engineer', type: 'contract', department: 'Engineering', salary_range: '' }),
      buildCareerOpening({ id: 3, title: 'Retired Role', is_active: false }),
    ],
  }),
);

const renderPage = (repository: Repository = api.repository) =>
  renderWithRepository(<CareersPage />, { repository, route: '/careers' });

const pdf = (name = 'cv.pdf') => new File(['%PDF-1.4 test resume'], name, { type: 'application/pdf' });

async function openWelder(user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByRole('button', { name: 'View Details & Apply: Welder' }));
  return screen.getByRole('dialog', { name: 'Welder' });
}

async function fillApplication(user: ReturnType<typeof renderPage>['user'], dialog: HTMLElement, resume: File = pdf()) {
  const enter = async (label: RegExp, text: string) => {
    await user.click(within(dialog).getByLabelText(label));
    await user.paste(text);
  };
  await enter(/^Full Name/, 'Karan Gill');
  await enter(/^Email Address/, 'karan@example.com');
  await enter(/^Phone Number/, '+91 98888 77777');
  await user.selectOptions(within(dialog).getByLabelText(/^Years of Experience/), '3-5');
  await enter(/^Cover Letter/, 'Ten years on MIG lines.');
  await user.upload(within(dialog).getByLabelText(/^Resume\/CV/), resume);
  passMinimumFillTime();
}

const submitButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /Submit Application|Submitting/ });

// Filling a whole application with user-event takes a few seconds on a busy machine.
describe('CareersPage', { timeout: 20_000 }, () => {
  it('is served at /careers with the hero, six benefits, the culture section and a Contact HR strip', async () => {
    renderApp({ route: '/careers', repository: api.repository });
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    const why = screen.getByRole('region', { name: publicMessages.careers.whyWorkWithUs });
    expect(within(why).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('region', { name: 'Our Culture' })).toBeInTheDocument();
    const hr = screen.getByRole('region', { name: publicMessages.careers.contactHr });
    expect(within(hr).getByRole('link')).toHaveAttribute('href', `mailto:${COMPANY.hrEmail}`);
    expect(await screen.findByRole('heading', { name: 'Welder' })).toBeInTheDocument();
  });

  it('lists the active openings as cards with their facts and salary when given', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading current openings...');
    const welder = await screen.findByRole('article', { name: 'Welder' });
    expect(welder).toHaveTextContent('DepartmentProduction');
    expect(welder).toHaveTextContent('LocationMohali');
    expect(welder).toHaveTextContent('TypeFull Time');
    expect(welder).toHaveTextContent('Experience3-5 years');
    expect(welder).toHaveTextContent('Salary₹3-4 LPA');
    const engineer = screen.getByRole('article', { name: 'Design Engineer' });
    expect(engineer).toHaveTextContent('TypeContract');
    expect(engineer).not.toHaveTextContent('Salary');
    expect(screen.queryByRole('article', { name: 'Retired Role' })).not.toBeInTheDocument();
  });

  it('opens the job details with description, requirements and benefits beside the application form', async () => {
    const { user } = renderPage();
    const dialog = await openWelder(user);
    expect(dialog).toHaveTextContent('MIG and TIG welding of fence panels.');
    // eslint-disable-next-line testing-library/no-node-access -- the list under each heading (its section has no accessible name)
    const requirements = within(dialog).getByRole('heading', { name: 'Requirements' }).parentElement!;
    expect(within(requirements).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ITI in Welding', 'Reads drawings']);
    // eslint-disable-next-line testing-library/no-node-access -- the list under each heading (its section has no accessible name)
    const benefits = within(dialog).getByRole('heading', { name: 'Benefits' }).parentElement!;
    expect(within(benefits).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Overtime pay', 'Canteen']);
    const experience = within(dialog).getByLabelText(/^Years of Experience/);
    expect(within(experience).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['', '0-1', '1-3', '3-5', '5-10', '10+']);
    expect(within(dialog).getByLabelText(/^Resume\/CV/)).toHaveAttribute('accept', '.pdf,.doc,.docx');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names every missing required field, focuses the first and sends nothing', async () => {
    await renderStory(ApplicationValidationErrors);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText(/^Full Name/)).toHaveFocus();
    expect(within(dialog).getByLabelText(/^Email Address/)).toHaveAccessibleDescription('Email Address is required');
    expect(within(dialog).getByLabelText(/^Phone Number/)).toHaveAccessibleDescription('Phone Number is required');
    expect(within(dialog).getByLabelText(/^Years of Experience/)).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText(/^Cover Letter/)).not.toHaveAttribute('aria-invalid');
    expect(await api.store.careerApplications.list()).toHaveLength(createSeedDataset().careerApplications.length);
  });

  it.each(['setup.exe', 'notes.txt'])('rejects a resume named %s even though the picker was bypassed', async (fileName) => {
    renderPage();
    // The accept attribute only filters the picker; a dropped or forced file must still be refused.
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openWelder(user);
    await fillApplication(user, dialog, new File(['MZ'], fileName));
    const resume = within(dialog).getByLabelText(/^Resume\/CV/);
    expect(resume).toHaveAccessibleDescription(new RegExp(`^${publicMessages.careers.resumeType}`));
    await user.click(submitButton(dialog));
    expect(resume).toHaveFocus();
    expect(await api.store.careerApplications.list({ search: 'karan@example.com' })).toEqual([]);
  });

  it('rejects a resume larger than 10 MB', async () => {
    const { user } = renderPage();
    const dialog = await openWelder(user);
    await fillApplication(user, dialog, new File([new Uint8Array(RESUME_MAX_BYTES + 1)], 'cv.pdf'));
    await user.click(submitButton(dialog));
    expect(within(dialog).getByLabelText(/^Resume\/CV/)).toHaveAccessibleDescription(
      new RegExp(`^${publicMessages.careers.resumeTooLarge}`),
    );
    expect(await api.store.careerApplications.list({ search: 'karan@example.com' })).toEqual([]);
  });

  it('shows Submitting... on a disabled button while the application is on its way, the form kept', async () => {
    await renderStory(ApplicationSubmitting);
    expect(within(screen.getByRole('dialog')).getByLabelText(/^Full Name/)).toHaveValue('Karan Gill');
  });

  it('stores the application for the job, shows the success message, resets the form and closes after 2 seconds', async () => {
    // Only the timeout functions are faked: fake-indexeddb behind the mock API schedules its work with setImmediate.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderPage();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const dialog = await openWelder(user);
      await fillApplication(user, dialog);
      await user.click(submitButton(dialog));

      const status = await within(dialog).findByRole('status', {}, { timeout: 5000 });
      expect(status).toHaveTextContent(publicMessages.careers.success);
      expect(status).toHaveAttribute('data-tone', 'success');
      expect(within(dialog).getByLabelText(/^Full Name/)).toHaveValue('');
      expect(within(dialog).getByLabelText(/^Years of Experience/)).toHaveValue('');
      expect((within(dialog).getByLabelText(/^Resume\/CV/) as HTMLInputElement).files).toHaveLength(0);
      expect(screen.getByRole('dialog', { name: 'Welder' })).toBeInTheDocument();

      const [stored] = await api.store.careerApplications.list({ search: 'karan@example.com' });
      expect(stored).toMatchObject({
        name: 'Karan Gill',
        email: 'karan@example.com',
        phone: '+91 98888 77777',
        position: 'Welder',
        experience: '3-5',
        cover_letter: 'Ten years on MIG lines.',
        status: 'new',
      });
      expect(stored?.resume_file).not.toBe('');
      expect(stored?.resume_filename).toBe('cv.pdf');

      act(() => { vi.advanceTimersByTime(2000); });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server message as an error and keeps the form open when the server refuses', async () => {
    await renderStory(SubmissionFailure);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SCENARIO_SERVER_MESSAGE);
    expect(within(dialog).getByRole('alert')).toHaveAttribute('data-tone', 'error');
    expect(submitButton(dialog)).toBeEnabled();
  });

  it('says Failed to submit application when the server answers with an HTTP error and no message', async () => {
    api.server.failEndpoint('submitCareerApplication', 'http-error');
    const { user } = renderPage();
    const dialog = await openWelder(user);
    await fillApplication(user, dialog);
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(publicMessages.careers.failed);
  });

  it('shows the exception text when the request never gets an answer', async () => {
    api.server.applyScenarios(['applicationSubmitNetworkError']);
    const { user } = renderPage();
    const dialog = await openWelder(user);
    await fillApplication(user, dialog);
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(publicMessages.careers.exception);
  });

  it('shows No Current Openings with a link to e-mail HR, and no cards, when there are none', async () => {
    await renderStory(NoOpenings);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('logs a failed openings call once and shows No Current Openings', async () => {
    await renderStory(OpeningsFailure);
    const logged = takeConsoleErrors();
    expect(logged).toHaveLength(1);
    expect(String(logged[0]?.[0])).toBe('Failed to load career openings:');
    expect(String(logged[0]?.[1])).toContain('HTTP error! status: 500');
  });

  it('answers a filled-in honeypot with the usual success but stores nothing', async () => {
    const { user } = renderPage();
    const dialog = await openWelder(user);
    await fillApplication(user, dialog);
    // eslint-disable-next-line testing-library/no-node-access -- the honeypot is hidden from people and assistive technology on purpose, so no role or label reaches it
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    // eslint-disable-next-line testing-library/no-node-access -- the honeypot is hidden from people and assistive technology on purpose, so no role or label reaches it
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    if (honeypot) honeypot.value = 'https://spam.example';
    await user.click(submitButton(dialog));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(publicMessages.careers.success);
    expect(await api.store.careerApplications.list({ search: 'karan@example.com' })).toEqual([]);
  });

  it('asks to check and press again when sent faster than a person types, and sends the next press', async () => {
    // The clock stands still from the moment the form is shown until it is sent.
    const shownAt = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(shownAt);
    const { user } = renderPage();
    const dialog = await openWelder(user);
    await fillApplication(user, dialog);
    vi.restoreAllMocks();
    vi.spyOn(Date, 'now').mockReturnValue(shownAt + 500);
    await user.click(submitButton(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(publicMessages.careers.checkAndResend);
    expect(within(dialog).queryByText(publicMessages.careers.success)).not.toBeInTheDocument();
    expect(await api.store.careerApplications.list({ search: 'karan@example.com' })).toEqual([]);

    await user.click(submitButton(dialog));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(publicMessages.careers.success);
    expect(await api.store.careerApplications.list({ search: 'karan@example.com' })).toHaveLength(1);
  });
});
