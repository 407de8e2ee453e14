import { render, screen } from '@testing-library/react';
import ReactQuill from 'react-quill-new';
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
  });

  it('shows the documented toolbar and names its editing area by the label', async () => {
    guardEditorLinks();
    render(
      <>
        <span id="content-label">Content</span>
        <RichTextEditor labelId="content-label" value="<p>Galvanised steel</p>" onChange={() => undefined} />
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
