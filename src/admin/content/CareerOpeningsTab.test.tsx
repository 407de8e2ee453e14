import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SCENARIO_SERVER_MESSAGE } from '../../../mocks/scenarios';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { findNotice } from '../../../tests/support/notices';
import { renderStory } from '../../../tests/support/stories';
import { createSeedDataset } from '../../../fixtures/seed-dataset';
import { adminMessages, serverMessages } from '../../domain/messages';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { ContentSection } from './ContentSection';
import * as stories from './ContentSection.stories';

const { CareerOpeningsTabEmpty, JobOpeningValidationErrors } = composeStories(stories);

// Every step goes through HTTP -> MSW -> Dexie; give the first test of a busy run room to warm up.
vi.setConfig({ testTimeout: 15_000 });

const api = setupMockApi();

type User = ReturnType<typeof renderWithRepository>['user'];

async function fill(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.paste(value);
}

/** The section with the notice region AdminShell gives it, where its messages appear. */
const withNotices = (
  <>
    <ContentSection />
    <NoticeRegion />
  </>
);

async function openCareers() {
  const view = renderWithRepository(withNotices, { repository: api.repository, route: '/admin/content?tab=careers' });
  await screen.findByText('Welder');
  return view;
}

const jobs = () => screen.getByRole('list', { name: 'Job Openings' });

describe('Career Openings tab', () => {
  it('lists the openings with department, location and type', async () => {
    await openCareers();
    const items = within(jobs()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Welder'),
      expect.stringContaining('Design Engineer'),
    ]);
    expect(items[0]).toHaveTextContent('Full-time');
    expect(items[1]).toHaveTextContent('Contract');
    expect(items[0]).toHaveTextContent('Mohali');
  });

  it('requires a title', async () => {
    // The story saves an empty Add Job Opening dialog and asserts Job Title is required, at the Job Title field.
    await renderStory(JobOpeningValidationErrors);
    expect(screen.getByRole('dialog', { name: 'Add Job Opening' })).toBeInTheDocument();
    expect(await api.store.careerOpenings.list()).toHaveLength(createSeedDataset().careerOpenings.length);
  });

  it('adds a full-time opening by default with no salary range', async () => {
    const { user } = await openCareers();
    await user.click(screen.getByRole('button', { name: 'Add Job Opening' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Job Opening' });
    const type = within(dialog).getByLabelText('Job Type');
    expect(type).toHaveValue('full-time');
    expect(within(type).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'full-time',
      'part-time',
      'contract',
      'internship',
    ]);
    expect(within(dialog).getByLabelText('Active')).toBeChecked();
    await fill(user, within(dialog).getByLabelText(/^Job Title/), 'CNC Operator');
    await fill(user, within(dialog).getByLabelText('Department'), 'Machining');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await findNotice(serverMessages.created('Career opening'))).toHaveAttribute('role', 'status');
    expect(within(jobs()).getByText('CNC Operator')).toBeInTheDocument();
    expect((await api.store.careerOpenings.list()).find((job) => job.title === 'CNC Operator')).toMatchObject({
      type: 'full-time',
      department: 'Machining',
      salary_range: '',
      is_active: true,
    });
  });

  it('edits an opening: type, salary range and active flag', async () => {
    const { user } = await openCareers();
    await user.click(screen.getByRole('button', { name: 'Edit Welder' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Job Opening' });
    expect(within(dialog).getByLabelText(/^Job Title/)).toHaveValue('Welder');
    await user.selectOptions(within(dialog).getByLabelText('Job Type'), 'internship');
    await fill(user, within(dialog).getByLabelText('Salary Range'), '₹15,000 stipend');
    await user.click(within(dialog).getByLabelText('Active'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await findNotice(serverMessages.updated('Career opening'))).toHaveAttribute('role', 'status');
    expect(within(jobs()).getAllByRole('listitem')[0]).toHaveTextContent('Internship');
    expect((await api.store.careerOpenings.list()).find((job) => job.id === 1)).toMatchObject({
      type: 'internship',
      salary_range: '₹15,000 stipend',
      is_active: false,
    });
  });

  it('deletes an opening after confirmation', async () => {
    const { user } = await openCareers();
    await user.click(screen.getByRole('button', { name: 'Delete Design Engineer' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(adminMessages.confirmDelete('career opening'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await findNotice(serverMessages.deleted('Career opening'))).toHaveAttribute('role', 'status');
    expect(within(jobs()).queryByText('Design Engineer')).not.toBeInTheDocument();
    expect((await api.store.careerOpenings.list()).map((job) => job.title)).toEqual(['Welder']);
  });

  it('keeps the dialog open with Error: and the server message when a save is refused', async () => {
    api.server.failEndpoint('updateCareerOpening', 'server-error');
    const { user } = await openCareers();
    await user.click(screen.getByRole('button', { name: 'Edit Welder' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Job Opening' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(adminMessages.content.entityError(SCENARIO_SERVER_MESSAGE));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says Error deleting career opening when the server answers with an error page', async () => {
    api.server.failEndpoint('deleteCareerOpening', 'http-error');
    const { user } = await openCareers();
    await user.click(screen.getByRole('button', { name: 'Delete Welder' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findNotice('Error deleting career opening')).toHaveAttribute('role', 'alert');
  });

  it('shows a load failure with a retry', async () => {
    api.server.applyScenarios(['careerOpeningsFail']);
    const { user } = renderWithRepository(withNotices, { repository: api.repository, route: '/admin/content?tab=careers' });
    expect(await screen.findByRole('alert')).toHaveTextContent(adminMessages.content.loadFailed('job openings', 'HTTP error! status: 500'));
    api.server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Welder')).toBeInTheDocument();
  });
});

describe('Career Openings tab when empty', () => {
  it('shows No job openings found and still offers to add one', async () => {
    // The story starts from the empty dataset and asserts No job openings found.
    await renderStory(CareerOpeningsTabEmpty);
    expect(screen.getByRole('button', { name: 'Add Job Opening' })).toBeEnabled();
  });
});
