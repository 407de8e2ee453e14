import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { RepositoryProvider } from '../../../data/RepositoryProvider';
import { undoOf, type RestoreStep, type Undo } from '../../../data/mutations/undo-restore';
import { NoticeRegion } from '../../../ui/NoticeRegion';
import { notify, resetNotices } from '../../../ui/notices';
import { memoryRepository } from '../../../../tests/support/memory-repository';
import { UndoNotice } from './UndoNotice';
import { undoTexts } from './undo-texts';
import { UNDO_WINDOW_MS, useUndo, type UndoController } from './use-undo';

/** A step the test finishes by hand (resolve) or fails (reject). */
function manualStep(kind: RestoreStep['part']['kind'], title: string) {
  let resolve = () => undefined as void;
  let reject = (_error: Error) => undefined as void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const run = vi.fn(() => promise);
  return { step: { part: { kind, title }, essential: kind === 'record', run } satisfies RestoreStep, resolve, reject, run };
}

let controller: UndoController;
function Screen({ undo }: { undo: Undo | null }) {
  controller = useUndo();
  const { offer } = controller;
  useEffect(() => {
    if (undo) offer(undo, 'page');
  }, [undo, offer]);
  return (
    <>
      <button type="button">Next row</button>
      <UndoNotice view={controller.view} onUndo={() => void controller.undo()} onDismiss={controller.dismiss} onHold={controller.hold} />
    </>
  );
}

function renderNotice(undo: Undo | null) {
  const repository = memoryRepository();
  const view = render(
    <RepositoryProvider repository={repository}>
      <Screen undo={undo} />
      <NoticeRegion />
    </RepositoryProvider>,
  );
  const offerAnother = (next: Undo | null) =>
    view.rerender(
      <RepositoryProvider repository={repository}>
        <Screen undo={next} />
        <NoticeRegion />
      </RepositoryProvider>,
    );
  return { ...view, offerAnother };
}

/** The undo notice; once it has gone, an empty stand-in, so absences read the same way. */
const notice = () => within(screen.queryByRole('status', { name: undoTexts.region }) ?? document.createElement('div'));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the undo notice', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    act(() => resetNotices());
    vi.useRealTimers();
  });

  it('offers Undo for 10 seconds after a delete, then goes', async () => {
    const record = manualStep('record', 'Fencing');
    renderNotice(undoOf('Fencing', { area: 'pages', method: 'create' }, () => [record.step]));
    expect(notice().getByText(undoTexts.deleted('Fencing'))).toBeInTheDocument();
    expect(notice().getByRole('button', { name: undoTexts.undo })).toBeInTheDocument();
    expect(notice().getByText(undoTexts.secondsLeft(10))).toBeInTheDocument();
    await advance(UNDO_WINDOW_MS - 300);
    expect(notice().getByText(undoTexts.secondsLeft(1))).toBeInTheDocument();
    await advance(300);
    expect(notice().queryByRole('button', { name: undoTexts.undo })).not.toBeInTheDocument();
    expect(record.run).not.toHaveBeenCalled();
  });

  it('stands still while the pointer is over it or focus is in it (WCAG 2.2.1)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const record = manualStep('record', 'Fencing');
    renderNotice(undoOf('Fencing', { area: 'pages', method: 'create' }, () => [record.step]));
    await advance(4000);
    await user.hover(notice().getByText(undoTexts.deleted('Fencing')));
    await advance(30_000);
    expect(notice().getByRole('button', { name: undoTexts.undo })).toBeInTheDocument();
    await user.unhover(notice().getByText(undoTexts.deleted('Fencing')));
    await advance(3000);
    expect(notice().getByRole('button', { name: undoTexts.undo })).toBeInTheDocument();

    // Keyboard: Tab from the page reaches Undo; the clock stops while it has the focus.
    screen.getByRole('button', { name: 'Next row' }).focus();
    await user.tab();
    expect(notice().getByRole('button', { name: undoTexts.undo })).toHaveFocus();
    await advance(30_000);
    expect(notice().getByRole('button', { name: undoTexts.undo })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next row' }));
    await advance(3200);
    expect(notice().queryByRole('button', { name: undoTexts.undo })).not.toBeInTheDocument();
  });

  it('stands still with the page notices while one of them is read', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const record = manualStep('record', 'Fencing');
    renderNotice(undoOf('Fencing', { area: 'pages', method: 'create' }, () => [record.step]));
    act(() => notify('Page deleted successfully!', 'success'));
    await advance(4000);
    await user.hover(screen.getByText('Page deleted successfully!'));
    await advance(30_000);
    expect(notice().getByText(undoTexts.secondsLeft(6))).toBeInTheDocument();
    await user.unhover(screen.getByText('Page deleted successfully!'));
    await advance(6200);
    expect(notice().queryByRole('button', { name: undoTexts.undo })).not.toBeInTheDocument();
  });

  it('restores from the keyboard, once however often it is pressed, showing progress and then the outcome', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const record = manualStep('record', 'Fencing');
    const image = manualStep('image', 'Gate');
    renderNotice(undoOf('Fencing', { area: 'pages', method: 'create' }, () => [record.step, image.step]));
    screen.getByRole('button', { name: 'Next row' }).focus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(notice().getByText(undoTexts.restoring('Fencing', 0, 2))).toBeInTheDocument();
    // The progress replaces Undo: focus stays on the notice, never falls to the page.
    expect(screen.getByRole('status', { name: undoTexts.region })).toHaveFocus();
    expect(notice().queryByRole('button', { name: undoTexts.undo })).not.toBeInTheDocument();
    await user.keyboard('{Control>}z{/Control}');
    await act(async () => record.resolve());
    expect(notice().getByText(undoTexts.restoring('Fencing', 1, 2))).toBeInTheDocument();
    await act(async () => image.resolve());
    expect(await notice().findByText(undoTexts.restored('Fencing'))).toBeInTheDocument();
    expect(record.run).toHaveBeenCalledTimes(1);
    expect(image.run).toHaveBeenCalledTimes(1);
  });

  it('undoes with Ctrl+Z, but not while typing in a field', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const record = manualStep('record', 'Fencing');
    renderNotice(undoOf('Fencing', { area: 'pages', method: 'create' }, () => [record.step]));
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(record.run).not.toHaveBeenCalled();
    field.remove();
    screen.getByRole('button', { name: 'Next row' }).focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(record.run).toHaveBeenCalledTimes(1);
  });

  it('says what was and was not restored when the restore fails half-way, and stays until dismissed', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const record = manualStep('record', 'Fencing');
    const gate = manualStep('image', 'Gate');
    const post = manualStep('image', 'Post');
    renderNotice(undoOf('Fencing', { area: 'pages', method: 'create' }, () => [record.step, gate.step, post.step]));
    await user.click(notice().getByRole('button', { name: undoTexts.undo }));
    await act(async () => record.resolve());
    await act(async () => gate.reject(new Error('Disk full')));
    await act(async () => post.resolve());
    const alert = await notice().findByRole('alert');
    expect(alert).toHaveTextContent('“Fencing” was only partly restored (Disk full). Restored: the page “Fencing”, image “Post”. Not restored: image “Gate”.');
    await advance(60_000);
    expect(notice().getByRole('alert')).toBeInTheDocument();
    await user.click(notice().getByRole('button', { name: undoTexts.dismiss }));
    expect(notice().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces the notice of an earlier delete with the new one (only the last delete can be undone)', async () => {
    const first = manualStep('record', 'Fencing');
    const second = manualStep('record', 'Gates');
    const { offerAnother } = renderNotice(undoOf('Fencing', { area: 'pages', method: 'create' }, () => [first.step]));
    await advance(5000);
    offerAnother(undoOf('Gates', { area: 'pages', method: 'create' }, () => [second.step]));
    expect(notice().queryByText(undoTexts.deleted('Fencing'))).not.toBeInTheDocument();
    expect(notice().getByText(undoTexts.deleted('Gates'))).toBeInTheDocument();
    // Its own full 10 seconds.
    await advance(UNDO_WINDOW_MS - 500);
    expect(notice().getByText(undoTexts.deleted('Gates'))).toBeInTheDocument();
  });

  it('ends the offer when the screen is left; a restore already running says how it went in the page notices', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const record = manualStep('record', 'Fencing');
    const view = renderNotice(undoOf('Fencing', { area: 'pages', method: 'create' }, () => [record.step]));
    await user.click(notice().getByRole('button', { name: undoTexts.undo }));
    view.rerender(
      <RepositoryProvider repository={memoryRepository()}>
        <NoticeRegion />
      </RepositoryProvider>,
    );
    expect(screen.queryByText(undoTexts.restoring('Fencing', 0, 1))).not.toBeInTheDocument();
    await act(async () => record.resolve());
    expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByText(undoTexts.restored('Fencing'))).toBeInTheDocument();
  });
});
