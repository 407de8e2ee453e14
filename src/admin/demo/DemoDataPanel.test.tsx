import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { renderStory } from '../../../tests/support/stories';
import { readFileText } from '../../ui/download';
import { DemoDataPanel } from './DemoDataPanel';
import * as stories from './DemoDataPanel.stories';

const { InvalidFile, ResetConfirmation } = composeStories(stories);

const api = setupMockApi();

function jsonFile(content: unknown, name = 'demo.json') {
  return new File([typeof content === 'string' ? content : JSON.stringify(content)], name, { type: 'application/json' });
}

describe('DemoDataPanel', () => {
  it('exports the whole dataset as a JSON file', async () => {
    let exported: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      exported = blob as Blob;
      return 'blob:dataset';
    });
    const { user } = renderWithRepository(<DemoDataPanel onDataChanged={() => undefined} />, { repository: api.repository });
    await user.click(screen.getByRole('button', { name: 'Export data' }));
    expect(await screen.findByText(/Exported ironcrest-dataset-\d{4}-\d{2}-\d{2}\.json/)).toBeInTheDocument();
    const dataset = JSON.parse(await readFileText(exported!)) as { services: Array<{ title: string }> };
    expect(dataset.services.map((s) => s.title)).toEqual((await api.store.services.list()).map((s) => s.title));
  });

  it('refuses a file that is not a dataset and changes nothing', async () => {
    // The story uploads a file that is not JSON and asserts the alert and that no data change was reported.
    const { user } = await renderStory(InvalidFile);
    const before = await api.store.services.list();
    await user.upload(screen.getByLabelText('Import a dataset file (.json)'), jsonFile({ services: 'nope' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/This file is not a valid dataset \(.*\)\. Nothing was changed\./);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await api.store.services.list()).toEqual(before);
  });

  it('imports a valid file after confirmation and reports the change', async () => {
    const dataset = await api.store.dataset.export();
    const renamed = { ...dataset, services: dataset.services.map((s, i) => (i === 0 ? { ...s, title: 'Imported Service' } : s)) };
    const onDataChanged = vi.fn();
    const { user } = renderWithRepository(<DemoDataPanel onDataChanged={onDataChanged} />, { repository: api.repository });
    await user.upload(screen.getByLabelText('Import a dataset file (.json)'), jsonFile(renamed, 'prepared.json'));
    expect(await screen.findByRole('alertdialog', { name: 'Import demo data' })).toHaveTextContent('prepared.json');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Imported prepared.json.');
    expect((await api.store.services.list()).map((s) => s.title)).toContain('Imported Service');
    expect(onDataChanged).toHaveBeenCalledTimes(1);
  });

  it('resets to the seed data only after confirmation', async () => {
    // The story opens the Reset demo data confirmation and asserts nothing was reported changed yet.
    const { user } = await renderStory(ResetConfirmation);
    const [first] = await api.store.services.list();
    await api.store.services.remove(first!.id);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await api.store.services.list()).some((s) => s.id === first!.id)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Reset to seed data' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Demo data reset to the seed content.');
    await waitFor(async () => expect((await api.store.services.list()).some((s) => s.id === first!.id)).toBe(true));
  });
});
