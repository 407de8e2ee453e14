import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ContentLivePreview } from './form-previews';
import { previewFrameUrl } from './LivePreview';
import { previewMessage, type PreviewMessage } from './preview-record';
import { previewTexts } from './preview-texts';

/** A form like the About content form: react-hook-form fields, with the preview above them. */
function AboutForm() {
  const form = useForm({ defaultValues: { mission: 'Stored mission', vision: 'Stored vision' } });
  return (
    <>
      <ContentLivePreview kind="about" form={form} keys={['mission', 'vision']} />
      <label htmlFor="about-mission">Mission</label>
      <input id="about-mission" {...form.register('mission')} />
      <label htmlFor="about-vision">Vision</label>
      <input id="about-vision" {...form.register('vision')} />
      <button type="button" onClick={() => form.reset({ mission: 'Restored mission', vision: 'Stored vision' })}>
        Restore
      </button>
    </>
  );
}

const renderAboutForm = () => render(<AboutForm />);

/** Opens the preview and plays the frame's part: it says it is ready; returns what the form posts to it. */
async function openPreview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: previewTexts.open }));
  const frame = screen.getByTitle<HTMLIFrameElement>(previewTexts.frameTitle);
  expect(frame).toHaveAttribute('src', previewFrameUrl());
  const post = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
  const fromFrame = (message: PreviewMessage, origin = window.location.origin) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: message, origin, source: frame.contentWindow }));
    });
  return { post, fromFrame, posted: () => post.mock.calls.map(([message]) => message as PreviewMessage) };
}

describe('LivePreview', () => {
  it("sends the form's values as the record once the frame is ready, and again as the editor types", async () => {
    const user = userEvent.setup();
    renderAboutForm();
    const { fromFrame, posted } = await openPreview(user);
    expect(screen.getByRole('status')).toHaveTextContent(previewTexts.loading);
    expect(posted()).toEqual([]);

    await fromFrame(previewMessage({ type: 'ready' }));
    expect(posted().at(-1)).toEqual(previewMessage({ type: 'record', record: { kind: 'about', fields: { mission: 'Stored mission', vision: 'Stored vision' } } }));
    expect(screen.queryByText(previewTexts.loading)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Mission'), ' and more');
    await waitFor(() =>
      expect(posted().at(-1)).toEqual(previewMessage({ type: 'record', record: { kind: 'about', fields: { mission: 'Stored mission and more', vision: 'Stored vision' } } })),
    );
  });

  it('follows values the form sets itself (a Reload or a restored draft), without a keystroke', async () => {
    const user = userEvent.setup();
    renderAboutForm();
    const { fromFrame, posted } = await openPreview(user);
    await fromFrame(previewMessage({ type: 'ready' }));
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(posted().at(-1)).toEqual(previewMessage({ type: 'record', record: { kind: 'about', fields: { mission: 'Restored mission', vision: 'Stored vision' } } })),
    );
  });

  it("ignores messages from another origin and says when the frame could not render the record", async () => {
    const user = userEvent.setup();
    renderAboutForm();
    const { fromFrame, posted } = await openPreview(user);
    await fromFrame(previewMessage({ type: 'ready' }), 'https://elsewhere.example');
    expect(posted()).toEqual([]);
    await fromFrame(previewMessage({ type: 'failed', reason: 'The page could not be read' }));
    expect(screen.getByRole('alert')).toHaveTextContent(previewTexts.failed('The page could not be read'));
  });

  it('switches the frame between desktop and phone width', async () => {
    const user = userEvent.setup();
    renderAboutForm();
    await openPreview(user);
    const frame = screen.getByTitle(previewTexts.frameTitle);
    expect(frame).toHaveStyle({ width: '1280px', height: '800px' });
    await user.click(screen.getByRole('button', { name: previewTexts.phone }));
    expect(screen.getByRole('button', { name: previewTexts.phone })).toHaveAttribute('aria-pressed', 'true');
    expect(frame).toHaveStyle({ width: '390px', height: '844px' });
  });
});
