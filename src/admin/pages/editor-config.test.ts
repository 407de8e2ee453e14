import { EDITOR_FORMATS, EDITOR_LINK_PROTOCOLS, EDITOR_TOOLBAR, normalizeEditorHtml, REFUSED_LINK_URL, sanitizeEditorLink, storedContent } from './editor-config';

describe('the rich-text editor configuration', () => {
  it('offers exactly the toolbar of the specification, with a right-to-left control beside alignment', () => {
    expect(EDITOR_TOOLBAR).toEqual([
      [{ header: [1, 2, 3, false] }],
      ['bold', 'italic', 'underline', 'strike'],
      [{ color: [] }, { background: [] }],
      [{ list: 'ordered' }, { list: 'bullet' }],
      [{ align: [] }, { direction: 'rtl' }],
      ['link', 'image'],
      ['clean'],
    ]);
  });

  it('keeps the formats of the toolbar and nested list levels, and nothing else', () => {
    expect([...EDITOR_FORMATS].sort()).toEqual(
      ['align', 'background', 'bold', 'color', 'direction', 'header', 'image', 'indent', 'italic', 'link', 'list', 'strike', 'underline'],
    );
  });

  it('accepts only http, https, mailto and tel links', () => {
    expect(EDITOR_LINK_PROTOCOLS).toEqual(['http', 'https', 'mailto', 'tel']);
    expect(sanitizeEditorLink('https://example.com/steel')).toBe('https://example.com/steel');
    expect(sanitizeEditorLink('http://example.com')).toBe('http://example.com');
    expect(sanitizeEditorLink('mailto:sales@example.com')).toBe('mailto:sales@example.com');
    expect(sanitizeEditorLink('tel:+911234567890')).toBe('tel:+911234567890');
  });

  it('refuses javascript:, data: and other protocols', () => {
    expect(sanitizeEditorLink('javascript:alert(1)')).toBe(REFUSED_LINK_URL);
    expect(sanitizeEditorLink(' JaVaScRiPt:alert(1)')).toBe(REFUSED_LINK_URL);
    expect(sanitizeEditorLink('java\tscript:alert(1)')).toBe(REFUSED_LINK_URL);
    expect(sanitizeEditorLink('data:text/html,<script>alert(1)</script>')).toBe(REFUSED_LINK_URL);
    expect(sanitizeEditorLink('ftp://example.com/file')).toBe(REFUSED_LINK_URL);
    expect(sanitizeEditorLink('sms:+911234567890')).toBe(REFUSED_LINK_URL);
    expect(sanitizeEditorLink('//evil.example/page')).toBe(REFUSED_LINK_URL);
  });

  it('keeps site-relative links such as /contact-us', () => {
    expect(sanitizeEditorLink('/contact-us')).toBe('/contact-us');
    expect(sanitizeEditorLink(' /page/fencing ')).toBe('/page/fencing');
  });

  it('reads a bare host name as an https link', () => {
    expect(sanitizeEditorLink('www.example.com')).toBe('https://www.example.com');
  });

  it("turns the &nbsp; Quill writes for every space back into spaces, so words wrap on a phone", () => {
    expect(normalizeEditorHtml('<p>Hot&nbsp;dip&nbsp;galvanised&nbsp;washers</p>')).toBe('<p>Hot dip galvanised washers</p>');
    expect(normalizeEditorHtml('<p><strong>Hot</strong>&nbsp;dip <a href="https://example.com/a&nbsp;b">link&nbsp;text</a></p>')).toBe(
      '<p><strong>Hot</strong> dip <a href="https://example.com/a&nbsp;b">link text</a></p>',
    );
  });

  it('keeps spaces typed on purpose: runs of spaces and a space at the start or end of a line', () => {
    expect(normalizeEditorHtml('<p>A&nbsp;&nbsp;&nbsp;B</p>')).toBe('<p>A&nbsp;&nbsp; B</p>');
    expect(normalizeEditorHtml('<p>&nbsp;Indented&nbsp;</p><ul><li>One&nbsp;two</li></ul>')).toBe('<p>&nbsp;Indented&nbsp;</p><ul><li>One two</li></ul>');
  });

  it('stores an emptied editor as no content', () => {
    expect(normalizeEditorHtml('<p><br></p>')).toBe('');
    expect(normalizeEditorHtml('<p>Steel</p>')).toBe('<p>Steel</p>');
  });

  it('saves content nobody changed byte for byte, whatever its spelling', () => {
    for (const loaded of ['<p>Hot dip  bolts.</p>\n<h2 class="lead">Sizes</h2>', '<p>10&nbsp;mm bolts</p>', '<p><br></p>', '']) {
      expect(storedContent(loaded, loaded)).toBe(loaded);
    }
  });

  it("keeps the stored spelling when Quill's HTML says the same (typing, then undoing it)", () => {
    // Quill writes every space as &nbsp;: the stored content keeps its own spaces, and its one deliberate &nbsp;.
    expect(storedContent('<p>10&nbsp;mm&nbsp;bolts</p>', '<p>10 mm bolts</p>')).toBe('<p>10 mm bolts</p>');
    expect(storedContent('<p>10&nbsp;mm&nbsp;bolts</p>', '<p>10&nbsp;mm bolts</p>')).toBe('<p>10&nbsp;mm bolts</p>');
  });

  it('saves typed content in its normalised form, every paragraph kept', () => {
    expect(storedContent('<p>Hello&nbsp;world</p><p>Second&nbsp;line</p><p>Third</p>', '')).toBe(
      '<p>Hello world</p><p>Second line</p><p>Third</p>',
    );
    expect(storedContent('<p>10&nbsp;mm&nbsp;bolts</p><p>New&nbsp;line</p>', '<p>10 mm bolts</p>')).toBe('<p>10 mm bolts</p><p>New line</p>');
    expect(storedContent('<p></p>', '<p>Steel</p>')).toBe('');
  });
});
