/* eslint-disable testing-library/no-node-access -- the subject is Quill's own markup (toolbar pickers, format classes, the link tooltip, the instance behind the editable box), which it renders without roles or labels. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReactQuill from 'react-quill-new';
import { Modal } from '../../ui/Modal';
import { guardEditorLinks, RichTextEditor } from './RichTextEditor';

type LinkStatics = { sanitize(url: string): string };

describe('the rich-text editor', { timeout: 30_000 }, () => {
  it("makes Quill's links keep only http, https, mailto and tel", () => {
    guardEditorLinks();
    const link = ReactQuill.Quill.import('formats/link') as LinkStatics;
    expect(link.sanitize('javascript:alert(1)')).toBe('about:blank');
    expect(link.sanitize('sms:+911234567890')).toBe('about:blank');
    expect(link.sanitize('https://example.com')).toBe('https://example.com');
    expect(link.sanitize('tel:+911234567890')).toBe('tel:+911234567890');
    expect(link.sanitize('/contact-us')).toBe('/contact-us');
  });

  it('opens only external links in a new tab, with noopener noreferrer', () => {
    guardEditorLinks();
    const link = ReactQuill.Quill.import('formats/link') as LinkStatics & { create(url: string): HTMLElement };
    const external = link.create('https://example.com');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    for (const url of ['/contact-us', 'mailto:sales@example.com']) {
      const internal = link.create(url);
      expect(internal).toHaveAttribute('href', url);
      expect(internal).not.toHaveAttribute('target');
      expect(internal).not.toHaveAttribute('rel');
    }
  });

  it('shows the documented toolbar and names its editing area by the label', async () => {
    guardEditorLinks();
    render(
      <>
        <span id="content-label">Content</span>
        <RichTextEditor labelId="content-label" defaultValue="<p>Galvanised steel</p>" onChange={() => undefined} />
      </>,
    );
    expect(await screen.findByRole('textbox', { name: 'Content' })).toHaveTextContent('Galvanised steel');
    const toolbar = screen.getByRole('toolbar');
    for (const name of ['bold', 'italic', 'underline', 'strike', 'list: ordered', 'list: bullet', 'link', 'image', 'clean']) {
      expect(toolbar.querySelector(`button[aria-label="${name}"]`), name).not.toBeNull();
    }
    for (const picker of ['ql-header', 'ql-color', 'ql-background', 'ql-align']) {
      expect(toolbar.querySelector(`.${picker}.ql-picker`), picker).not.toBeNull();
    }
  });
});

describe('the editor direction control', { timeout: 30_000 }, () => {
  // jsdom lays nothing out; Quill scrolls the selection into view from its rectangle when a toolbar button is used.
  beforeAll(() => {
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
    Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  });

  it('has a right-to-left button that turns the paragraph at the caret right to left', async () => {
    guardEditorLinks();
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <span id="content-label">Content</span>
        <RichTextEditor labelId="content-label" defaultValue="<p>مرحبا بالعالم</p>" onChange={onChange} />
      </>,
    );
    const editor = await screen.findByRole('textbox', { name: 'Content' });
    const direction = screen.getByRole('button', { name: 'Right-to-left paragraph' });
    await user.click(editor);
    await user.click(direction);
    expect(editor.querySelector('p')).toHaveClass('ql-direction-rtl');
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('ql-direction-rtl'));
    // Quill aligns a paragraph it turns right to left to the right (the alignment picker still changes it).
    expect(editor.querySelector('p')).toHaveClass('ql-align-right');
  });
});

describe('Escape inside the editor in a dialog', { timeout: 30_000 }, () => {
  // jsdom lays nothing out; Quill places its link box from the selection's rectangle.
  beforeAll(() => {
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
    Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  });

  function EditorInDialog({ onClose }: { onClose: () => void }) {
    return (
      <Modal open onClose={onClose} title="Edit Page">
        <span id="content-label">Content</span>
        <RichTextEditor labelId="content-label" defaultValue="<p>Galvanised steel</p>" onChange={() => undefined} />
      </Modal>
    );
  }

  it('closes an open toolbar drop-down only, and the dialog on the next Escape', async () => {
    guardEditorLinks();
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<EditorInDialog onClose={onClose} />);
    await screen.findByRole('textbox', { name: 'Content' });
    const heading = screen.getByRole('button', { name: 'Heading' });
    await user.click(heading);
    expect(heading).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(heading).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: 'Content' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes the link box only, keeping the dialog and what was typed in it', async () => {
    guardEditorLinks();
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<EditorInDialog onClose={onClose} />);
    const editor = await screen.findByRole('textbox', { name: 'Content' });
    const quill = ReactQuill.Quill.find(editor.parentElement as HTMLElement) as InstanceType<typeof ReactQuill.Quill>;
    quill.setSelection(0, 10);
    await user.click(screen.getByRole('button', { name: 'link' }));
    const linkBox = document.querySelector<HTMLInputElement>('.ql-tooltip input[type=text]');
    expect(linkBox).not.toBeNull();
    await user.type(linkBox as HTMLInputElement, 'https://ironcrest.example');
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit Page' })).toBeInTheDocument();
    expect(document.querySelector('.ql-tooltip')).toHaveClass('ql-hidden');
  });

  it('refuses a link outside the allow-list in the link box, saying why, and adds no link', async () => {
    guardEditorLinks();
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <span id="content-label">Content</span>
        <RichTextEditor labelId="content-label" defaultValue="<p>Galvanised steel</p>" onChange={onChange} />
      </>,
    );
    const editor = await screen.findByRole('textbox', { name: 'Content' });
    const quill = ReactQuill.Quill.find(editor.parentElement as HTMLElement) as InstanceType<typeof ReactQuill.Quill>;
    quill.setSelection(0, 10);
    await user.click(screen.getByRole('button', { name: 'link' }));
    const linkBox = screen.getByRole('textbox', { name: 'Link address' });
    // Quill offers the selected text as the address; the editor replaces it.
    await user.clear(linkBox);
    await user.type(linkBox, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('“javascript:alert(1)” cannot be added: use a web address');
    expect(linkBox).toHaveAccessibleDescription(/cannot be added/);
    expect(linkBox).toHaveValue('javascript:alert(1)');
    expect(editor.querySelector('a')).toBeNull();

    await user.clear(linkBox);
    await user.type(linkBox, '/contact-us{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // An accepted address closes the box and the message (jsdom keeps no selection for Quill to format).
    expect(document.querySelector('.ql-tooltip')).toHaveClass('ql-hidden');
    expect(linkBox).not.toHaveAttribute('aria-invalid');
  });
});
