import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
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

const { AboutTabEmptyLists, TeamMemberValidationErrors } = composeStories(stories);

// Every step goes through HTTP -> MSW -> Dexie; give the first test of a busy run room to warm up.
vi.setConfig({ testTimeout: 15_000 });

const api = setupMockApi();

/** The section with the notice region AdminShell gives it, where its messages appear. */
const withNotices = (
  <>
    <ContentSection />
    <NoticeRegion />
  </>
);

async function openAbout() {
  const view = renderWithRepository(withNotices, { repository: api.repository, route: '/admin/content?tab=about' });
  await screen.findByText('Person 1');
  await screen.findByText('Facility 1');
  await screen.findByText('Certificate 1');
  return view;
}

type User = ReturnType<typeof renderWithRepository>['user'];

/** Types a value the quick way (a paste), replacing what the field held. */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.paste(value);
}

const list = (heading: string) => screen.getByRole('region', { name: heading });

describe('Leadership Team list', () => {
  it('adds a team member through the dialog', async () => {
    const { user } = await openAbout();
    await user.click(within(list('Leadership Team')).getByRole('button', { name: 'Add Team Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Team Member' });
    await fill(user, within(dialog).getByLabelText(/^Name/), 'Asha Verma');
    await fill(user, within(dialog).getByLabelText(/^Position/), 'Managing Director');
    await fill(user, within(dialog).getByLabelText(/^Description/), 'Leads the company');
    await fill(user, within(dialog).getByLabelText('Email'), 'asha@ironcreststeel.com');
    await fill(user, within(dialog).getByLabelText('LinkedIn URL'), 'https://www.linkedin.com/in/asha');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await findNotice(serverMessages.created('Team member'))).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(list('Leadership Team')).getByText('Asha Verma')).toBeInTheDocument();
    const stored = await api.store.team.list();
    expect(stored.find((member) => member.name === 'Asha Verma')).toMatchObject({
      position: 'Managing Director',
      email: 'asha@ironcreststeel.com',
      linkedin_url: 'https://www.linkedin.com/in/asha',
      image_url: '',
    });
  });

  it('names every missing required field and each badly typed email or URL', async () => {
    // The story saves an empty dialog with a bad email and asserts the Name, Position, Description and Email errors.
    const { user } = await renderStory(TeamMemberValidationErrors);
    const dialog = screen.getByRole('dialog', { name: 'Add Team Member' });
    await fill(user, within(dialog).getByLabelText('LinkedIn URL'), 'linkedin dot com');
    await fill(user, within(dialog).getByLabelText('Image URL'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email must be a valid e-mail address')).toBeInTheDocument();
    expect(within(dialog).getByText('LinkedIn URL must be a valid URL')).toBeInTheDocument();
    expect(within(dialog).getByText('Image URL must be a valid URL')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
    expect(await api.store.team.list()).toHaveLength(createSeedDataset().teamMembers.length);
  });

  it('edits a team member with the stored values prefilled', async () => {
    const { user } = await openAbout();
    await user.click(screen.getByRole('button', { name: 'Edit Person 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Team Member' });
    expect(within(dialog).getByLabelText(/^Position/)).toHaveValue('Engineer');
    await fill(user, within(dialog).getByLabelText(/^Position/), 'Chief Engineer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await findNotice(serverMessages.updated('Team member'))).toHaveAttribute('role', 'status');
    expect(await within(list('Leadership Team')).findByText('Chief Engineer')).toBeInTheDocument();
    expect((await api.store.team.list()).find((member) => member.id === 2)?.position).toBe('Chief Engineer');
  });

  it('deletes a team member only after confirmation', async () => {
    const { user } = await openAbout();
    await user.click(screen.getByRole('button', { name: 'Delete Person 1' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent(adminMessages.confirmDelete('team member'));
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await api.store.team.list()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete Person 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await findNotice(serverMessages.deleted('Team member'))).toHaveAttribute('role', 'status');
    expect(within(list('Leadership Team')).queryByText('Person 1')).not.toBeInTheDocument();
    expect((await api.store.team.list()).map((member) => member.id)).toEqual([2]);
    // Focus goes on to the row that took the deleted one's place, and to Add once the list is empty.
    expect(screen.getByRole('button', { name: 'Edit Person 2' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete Person 2' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findNotice(serverMessages.deleted('Team member'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Team Member' })).toHaveFocus());
  });

  it('keeps the dialog open with Error: and the server message when the server refuses the save', async () => {
    api.server.failEndpoint('createTeamMember', 'server-error');
    const { user } = await openAbout();
    await user.click(screen.getByRole('button', { name: 'Add Team Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Team Member' });
    await fill(user, within(dialog).getByLabelText(/^Name/), 'Asha');
    await fill(user, within(dialog).getByLabelText(/^Position/), 'Director');
    await fill(user, within(dialog).getByLabelText(/^Description/), 'Leads');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(adminMessages.content.entityError(SCENARIO_SERVER_MESSAGE));
    expect(dialog).toBeInTheDocument();
  });

  it('says Error deleting team member when the delete gets no answer', async () => {
    api.server.failEndpoint('deleteTeamMember', 'network');
    const { user } = await openAbout();
    await user.click(screen.getByRole('button', { name: 'Delete Person 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findNotice('Error deleting team member')).toHaveAttribute('role', 'alert');
    expect(await api.store.team.list()).toHaveLength(2);
  });
});

describe('Our Infrastructure list', () => {
  it('requires a title and description, then adds the item', async () => {
    const { user } = await openAbout();
    await user.click(screen.getByRole('button', { name: 'Add Infrastructure Item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Infrastructure Item' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText(/^Title/), 'Galvanising Plant');
    await fill(user, within(dialog).getByLabelText(/^Description/), 'Hot-dip line');
    await fill(user, within(dialog).getByLabelText('Icon Class'), 'fa-fire');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await findNotice(serverMessages.created('Infrastructure item'))).toHaveAttribute('role', 'status');
    expect(within(list('Our Infrastructure')).getByText('Galvanising Plant')).toBeInTheDocument();
    expect((await api.store.infrastructure.list()).find((item) => item.title === 'Galvanising Plant')?.icon).toBe('fa-fire');
  });

  it('edits and deletes an item after confirmation', async () => {
    const { user } = await openAbout();
    await user.click(screen.getByRole('button', { name: 'Edit Facility 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Infrastructure Item' });
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Press Shop');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(list('Our Infrastructure')).findByText('Press Shop')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Press Shop' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(adminMessages.confirmDelete('infrastructure item'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(list('Our Infrastructure')).findByText(adminMessages.content.noInfrastructure)).toBeInTheDocument();
    expect(await api.store.infrastructure.list()).toEqual([]);
  });
});

describe('Certifications & Standards list', () => {
  it('shows the certificate number and adds a certification with all its fields', async () => {
    const { user } = await openAbout();
    expect(within(list('Certifications & Standards')).getByText(/CERT-1/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Certification' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Certification' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText(/^Title/), 'ISO 9001:2015');
    await fill(user, within(dialog).getByLabelText(/^Description/), 'Quality management');
    await fill(user, within(dialog).getByLabelText('Certificate Number'), 'QMS-2231');
    await fill(user, within(dialog).getByLabelText('Issuing Body'), 'TUV');
    await fill(user, within(dialog).getByLabelText('Issued Date'), '2025-03-01');
    await fill(user, within(dialog).getByLabelText('Expiry Date'), '2028-02-28');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await findNotice(serverMessages.created('Certification'))).toHaveAttribute('role', 'status');
    expect(within(list('Certifications & Standards')).getByText(/QMS-2231/)).toBeInTheDocument();
    expect((await api.store.certifications.list()).find((item) => item.title === 'ISO 9001:2015')).toMatchObject({
      cert_number: 'QMS-2231',
      issuing_body: 'TUV',
      issued_date: '2025-03-01',
      expiry_date: '2028-02-28',
    });
  });

  it('edits and deletes a certification after confirmation', async () => {
    const { user } = await openAbout();
    await user.click(screen.getByRole('button', { name: 'Edit Certificate 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Certification' });
    expect(within(dialog).getByLabelText('Certificate Number')).toHaveValue('CERT-1');
    await fill(user, within(dialog).getByLabelText('Certificate Number'), 'CERT-9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(list('Certifications & Standards')).findByText(/CERT-9/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Certificate 1' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(adminMessages.confirmDelete('certification'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(adminMessages.content.noCertifications)).toBeInTheDocument();
    expect(await api.store.certifications.list()).toEqual([]);
  });
});

describe('About lists when empty', () => {
  it('shows the three empty texts when the server answers empty lists', async () => {
    api.server.applyScenarios(['aboutListsEmpty']);
    renderWithRepository(withNotices, { repository: api.repository, route: '/admin/content?tab=about' });
    expect(await screen.findByText(adminMessages.content.noTeam)).toBeInTheDocument();
    expect(await screen.findByText(adminMessages.content.noInfrastructure)).toBeInTheDocument();
    expect(await screen.findByText(adminMessages.content.noCertifications)).toBeInTheDocument();
  });
});

describe('About lists with an empty store', () => {
  it('shows the empty texts and adds the first team member', async () => {
    // The story starts from the empty dataset and asserts the three empty texts.
    const { user } = await renderStory(AboutTabEmptyLists);
    await user.click(screen.getByRole('button', { name: 'Add Team Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Team Member' });
    await fill(user, within(dialog).getByLabelText(/^Name/), 'First Person');
    await fill(user, within(dialog).getByLabelText(/^Position/), 'Founder');
    await fill(user, within(dialog).getByLabelText(/^Description/), 'Started it');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(list('Leadership Team')).findByText('First Person')).toBeInTheDocument();
    expect(screen.queryByText(adminMessages.content.noTeam)).not.toBeInTheDocument();
    expect((await api.store.team.list()).map((member) => member.name)).toEqual(['First Person']);
  });
});
