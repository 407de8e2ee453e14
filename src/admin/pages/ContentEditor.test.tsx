import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import ReactQuill from 'react-quill-new';
import { ContentEditor } from './ContentEditor';

type Quill = InstanceType<typeof ReactQuill.Quill>;

/** The content field in a form that keeps its value, as the page form does. */
function ContentField({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="content-label">Content</span>
      <ContentEditor
        labelId="content-label"
        fallbackId="content"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
    </>
  );
}

async function renderField(initial: string) {
  const onChange = vi.fn();
  render(<ContentField initial={initial} onChange={onChange} />);
  const editor = await screen.findByRole('textbox', { name: 'Content' });
  return { editor, onChange, quill: ReactQuill.Quill.find(editor.parentElement as HTMLElement) as Quill };
}

describe('the page content field', { timeout: 30_000 }, () => {
  it('keeps the new empty paragraph the user started after a line with spaces in it', async () => {
    const { quill, onChange } = await renderField('');
    // Typed as the user would, through Quill's own input path (jsdom has no caret to type at).
    act(() => void quill.insertText(0, 'Hello world', 'user'));
    act(() => void quill.insertText(quill.getLength() - 1, '\n', 'user'));
    expect(quill.getText()).toBe('Hello world\n\n');
    act(() => void quill.insertText(quill.getLength() - 1, 'Second line', 'user'));
    expect(quill.getText()).toBe('Hello world\nSecond line\n');
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello&nbsp;world</p><p>Second&nbsp;line</p>');
  });

  it('reports nothing for content it was only given, and the content as given once an edit is undone', async () => {
    const stored = '<p>Hot dip <strong>galvanised</strong> washers</p>';
    const { quill, onChange } = await renderField(stored);
    expect(onChange).not.toHaveBeenCalled();
    act(() => void quill.insertText(3, 'X', 'user'));
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('HotX'));
    act(() => void quill.deleteText(3, 1, 'user'));
    expect(onChange).toHaveBeenLastCalledWith(stored);
    // Loading the page's content is not an edit that Undo takes back.
    act(() => quill.history.undo());
    act(() => quill.history.undo());
    expect(quill.getText()).toBe('Hot dip galvanised washers\n');
  });
});
