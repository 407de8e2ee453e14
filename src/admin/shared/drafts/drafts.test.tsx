import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DraftStoreContext } from '../../../data/drafts/draft-context';
import { createMemoryDraftStore } from '../../../data/drafts/memory-draft-store';
import { draftKey, draftTimeText, type Draft } from '../../../domain/drafts';
import { getConfig } from '../../../config';
import { EntityFormModal } from '../entity-form/EntityFormModal';
import type { FieldSpec } from '../entity-form/entity-form-model';
import { draftsTexts } from './drafts-texts';

const fields: FieldSpec[] = [
  { name: 'name', label: 'Full Name', kind: 'text', required: true },
  { name: 'bio', label: 'Biography', kind: 'textarea' },
];
const schema = z.object({ name: z.string().min(1, 'Name is required'), bio: z.string() });
const stored = { name: 'Asha Rao', bio: 'Plant manager.' };
const target = { form: 'entity:team', record: '7' };
const user = getConfig().adminUser;

function draftOf(values: Record<string, unknown>, extra: Partial<Draft> = {}): Draft {
  return { key: draftKey(user, target), user, ...target, values, savedAt: Date.now() - 60_000, base: stored, baseVersion: null, ...extra };
}

function renderForm(store: ReturnType<typeof createMemoryDraftStore>, onSave = vi.fn(async () => null)) {
  const view = render(
    <DraftStoreContext value={store}>
      <EntityFormModal
        title="Edit Team Member"
        idPrefix="team-form"
        fields={fields}
        schema={schema}
        initial={stored}
        onSave={onSave}
        onClose={() => undefined}
        saving={false}
        draft={{ form: 'entity:team', record: 7 }}
      />
    </DraftStoreContext>,
  );
  return { ...view, user: userEvent.setup(), onSave };
}

/** The banner offering a draft written at `savedAt`, once the store answered. */
async function findOffer(savedAt: number): Promise<HTMLElement> {
  return await screen.findByRole('region', { name: draftsTexts.offer(draftTimeText(savedAt, getConfig().siteTimeZone)) });
}

describe('a form’s draft', () => {
  it('is kept after a pause in typing, with the time, the user and the stored values it was loaded from', async () => {
    const store = createMemoryDraftStore();
    const { user: person } = renderForm(store);
    await person.type(screen.getByLabelText(/Full Name/), ' Iyer');
    await waitFor(() => expect(store.drafts.size).toBe(1), { timeout: 5000 });
    const [kept] = await store.list(user);
    expect(kept).toMatchObject({ user, form: 'entity:team', record: '7', values: { name: 'Asha Rao Iyer', bio: 'Plant manager.' }, base: stored });
  });

  it('is written at once when the page is hidden (a reload, a closed tab)', async () => {
    const store = createMemoryDraftStore();
    const { user: person } = renderForm(store);
    await person.type(screen.getByLabelText(/Biography/), ' Joined 2009.');
    expect(store.drafts.size).toBe(0);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(store.drafts.size).toBe(1));
  });

  it('is offered when the record is opened again: the time, what differs, Restore fills the form and a save clears it', async () => {
    const kept = draftOf({ name: 'Asha Rao Iyer', bio: 'Plant manager.' });
    const store = createMemoryDraftStore([kept]);
    const { user: person, onSave } = renderForm(store);
    const banner = await findOffer(kept.savedAt);
    expect(within(banner).getByRole('list', { name: draftsTexts.changesLabel })).toHaveTextContent('Full Name: Asha Rao → Asha Rao Iyer');
    expect(within(banner).queryByText(draftsTexts.changedSince)).not.toBeInTheDocument();
    await person.click(within(banner).getByRole('button', { name: draftsTexts.restore }));
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Asha Rao Iyer');
    expect(screen.queryByRole('region', { name: /Restore the unsaved changes/ })).not.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Asha Rao Iyer', bio: 'Plant manager.' }, false));
    await waitFor(() => expect(store.drafts.size).toBe(0));
  });

  it('says so when the stored record changed since the draft was taken', async () => {
    const kept = draftOf({ name: 'Asha Rao Iyer', bio: 'Plant manager.' }, { base: { name: 'Asha Rao', bio: 'Engineer.' } });
    renderForm(createMemoryDraftStore([kept]));
    expect(within(await findOffer(kept.savedAt)).getByText(draftsTexts.changedSince)).toBeInTheDocument();
  });

  it('is deleted by Discard, and the form keeps the stored values', async () => {
    const kept = draftOf({ name: 'Someone else', bio: 'Plant manager.' });
    const store = createMemoryDraftStore([kept]);
    const { user: person } = renderForm(store);
    await person.click(within(await findOffer(kept.savedAt)).getByRole('button', { name: draftsTexts.discard }));
    await waitFor(() => expect(store.drafts.size).toBe(0));
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Asha Rao');
  });

  it('is not offered when it holds the stored values, nor to another user name', async () => {
    const same = draftOf(stored);
    const theirs = { ...draftOf({ name: 'Not yours', bio: '' }), user: 'editor', key: draftKey('editor', target) };
    const store = createMemoryDraftStore([same, theirs]);
    renderForm(store);
    // The store answered (the list of this user's drafts is read the same way), and nothing is offered.
    await waitFor(async () => expect(await store.list(user)).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: /Restore the unsaved changes/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Asha Rao');
  });
});
