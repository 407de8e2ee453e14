import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { buildDataset } from '../../../tests/support/builders';
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
    expect(await screen.findByRole('alert')).toHaveTextContent("demo.json was not imported: it breaks the site's rules in 18 places. Nothing was changed.");
    expect(screen.getByRole('alert')).toHaveTextContent('Services: Invalid input: expected array, received string');
    expect(screen.getByRole('alert')).toHaveTextContent('Navigation: missing from the file');
    expect(screen.getByRole('alert')).toHaveTextContent('…and 8 more.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await api.store.services.list()).toEqual(before);
  });

  it('refuses a file that breaks the site rules with every problem named, without asking to replace everything', async () => {
    const dataset = buildDataset();
    const slide = dataset.sliderItems[0]!;
    const broken = {
      ...dataset,
      sliderItems: Array.from({ length: 6 }, (_, index) => ({ ...slide, id: index + 1 })),
      navigation: dataset.navigation.map((item, index) => (index === 0 ? { ...item, parent_id: 404, external_url: 'javascript:alert(1)' } : item)),
    };
    const before = await api.store.dataset.export();
    const { user } = renderWithRepository(<DemoDataPanel onDataChanged={() => undefined} />, { repository: api.repository });
    await user.upload(screen.getByLabelText('Import a dataset file (.json)'), jsonFile(broken, 'six-slides.json'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("six-slides.json was not imported: it breaks the site's rules in 3 places. Nothing was changed.");
    const problems = within(alert).getAllByRole('listitem').map((item) => item.textContent);
    expect(problems).toEqual([
      expect.stringMatching(/^Navigation, record 1 \(id 1 "Home"\): external_url is a javascript: link/),
      'Slider items: the file has 6 slides, but the slider holds at most 5 ("Maximum 5 slider items allowed!")',
      'Navigation, record 1 (id 1 "Home"): its parent 404 is not in the file',
    ]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await api.store.dataset.export()).toEqual(before);
  });

  it('imports a large file in parts with a progress bar, then reports the new data', async () => {
    const dataset = buildDataset();
    const [row] = dataset.contactSubmissions;
    const contactSubmissions = Array.from({ length: 12_000 }, (_, index) => ({ ...row!, id: index + 1, name: `Buyer ${index + 1}` }));
    const onDataChanged = vi.fn();
    const { user } = renderWithRepository(<DemoDataPanel onDataChanged={onDataChanged} />, { repository: api.repository });
    await user.upload(screen.getByLabelText('Import a dataset file (.json)'), jsonFile({ ...dataset, contactSubmissions }, 'large.json'));
    const confirm = await screen.findByRole('alertdialog', { name: 'Import demo data' });
    expect(confirm).toHaveTextContent(/^Import demo data.*Replace all content with large\.json\? .* The file holds 12,0\d\d records\./);
    await user.click(within(confirm).getByRole('button', { name: 'Import' }));
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(screen.getByLabelText('Import a dataset file (.json)')).toBeDisabled();
    await waitFor(() => expect(bar).toHaveAttribute('max'));
    expect(Number(bar.getAttribute('max'))).toBeGreaterThan(12_000);
    expect(await screen.findByRole('status', {}, { timeout: 20_000 })).toHaveTextContent('Imported large.json.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await api.store.contactSubmissions.list()).toHaveLength(12_000);
    expect(onDataChanged).toHaveBeenCalledTimes(1);
  }, 30_000);

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
