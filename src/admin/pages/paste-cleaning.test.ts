// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanPastedHtml } from './paste-cleaning';

/** The text/html flavour each program puts on the clipboard, as Chromium hands it to a paste event. */
const clipboard = (name: string) => readFileSync(join(import.meta.dirname, '../../../tests/fixtures/clipboard', `${name}.html`), 'utf8');

describe('cleaning pasted HTML', () => {
  it('turns Word list paragraphs into nested bulleted and numbered lists without their typed markers', () => {
    const { html, droppedImages } = cleanPastedHtml(clipboard('word-windows'));
    expect(html).toBe(
      '<h1>Word heading</h1>' +
        '<p>Our <b>bold claim</b> and an <i>italic aside</i>, with a <a href="https://www.example.com/steel-grades">link to the steel grades</a>.</p>' +
        '<ul><li>Word bullet one<ul><li>Word nested bullet</li></ul></li><li>Word bullet two</li></ul>' +
        '<ol><li>Word numbered one<ol><li>Word nested letter</li></ol></li><li>Word numbered two</li></ol>' +
        '<p style="text-align: center">Centred closing line</p>',
    );
    // The clip_image001.png in the user's temporary folder, and the paragraph that only held it.
    expect(droppedImages).toBe(1);
  });

  it('keeps Google Docs bold and italic spans as tags and drops its wrapper and styling', () => {
    const { html, droppedImages } = cleanPastedHtml(clipboard('google-docs'));
    expect(html).toBe(
      '<h2>Docs heading</h2>' +
        '<p>Plain, <strong>docs bold</strong> and <em>docs italic</em> with <a href="https://www.example.com/fencing">a link</a>.</p>' +
        '<ul><li>Docs bullet one<ul><li>Docs nested bullet</li></ul></li><li>Docs bullet two</li></ul>' +
        '<ol><li>Docs numbered one</li></ol>' +
        '<p style="text-align: right">Docs right-aligned</p>',
    );
    expect(droppedImages).toBe(0);
  });

  it('keeps LibreOffice lists, emphasis and alignment and drops its temporary image file', () => {
    const { html, droppedImages } = cleanPastedHtml(clipboard('libreoffice'));
    expect(html).toBe(
      '<h3>Writer heading</h3>' +
        '<p><b>Writer bold</b> and <i>Writer italic</i>, see <a href="https://www.example.com/gates">the gates</a>.</p>' +
        '<ul><li>Writer bullet one<ul><li>Writer nested bullet</li></ul></li><li>Writer bullet two</li></ul>' +
        '<ol><li>Writer numbered one</li><li>Writer numbered two</li></ol>' +
        '<p style="text-align: center">Writer centred line</p>',
    );
    expect(droppedImages).toBe(1);
  });

  it('drops a web page’s scripts, styles, classes and handlers and keeps its image on the web', () => {
    const { html, droppedImages } = cleanPastedHtml(clipboard('web-page'));
    expect(html).toBe(
      '<h2>Galvanising explained</h2>' +
        '<p>Zinc protects <strong>web bold</strong> steel and <em>web italic</em> parts; <a href="https://www.example.org/zinc">read about zinc</a>.</p>' +
        '<ul><li>Web bullet one</li><li>Web bullet two</li></ul>' +
        '<figure><img src="https://www.example.org/media/hot-dip-bath.jpg" alt="A hot-dip galvanising bath"></figure>' +
        '<p style="text-align: center">Web centred caption</p>',
    );
    expect(droppedImages).toBe(0);
  });

  it('reads bullets and numbers from the typed markers when the copy has no Word style sheet', () => {
    const item = (list: string, marker: string, text: string) =>
      `<p class=MsoListParagraph style='mso-list:${list} level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'>` +
      `<span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span>` +
      `<![endif]>${text}<o:p></o:p></p>`;
    const { html } = cleanPastedHtml(
      item('l0', '·', 'Word bullet one') + item('l0', '·', 'Word bullet two') + item('l1', '1.', 'Word numbered one') + item('l1', '2.', 'Word numbered two'),
    );
    expect(html).toBe('<ul><li>Word bullet one</li><li>Word bullet two</li></ul><ol><li>Word numbered one</li><li>Word numbered two</li></ol>');
  });

  it('keeps a heading Word numbered as a heading, without its number', () => {
    const { html } = cleanPastedHtml(
      "<h2 style='mso-list:l3 level1 lfo4'><![if !supportLists]><span style='mso-list:Ignore'>1.<span>&nbsp; </span></span><![endif]>Scope</h2>",
    );
    expect(html).toBe('<h2>Scope</h2>');
  });

  it('drops every image a visitor cannot load and counts it, and keeps inline and site images', () => {
    const { html, droppedImages } = cleanPastedHtml(
      '<p>Text <img src="cid:image001.png@01DA2B3C.4D5E6F70"> <img src="blob:https://docs.example.com/5a0c-11"></p>' +
        '<p><img src="file:///Users/ana/Desktop/gate.png"></p><p><img src="clip_image002.jpg"><img></p>' +
        '<p><img src="/images/gallery/gate.webp" alt="Gate"><img src="data:image/png;base64,iVBORw0KGgo=" alt="Dot"></p>',
    );
    expect(droppedImages).toBe(5);
    expect(html).toBe('<p>Text </p><p><img src="/images/gallery/gate.webp" alt="Gate"><img src="data:image/png;base64,iVBORw0KGgo=" alt="Dot"></p>');
  });

  it('keeps underline, strike-through and right-to-left paragraphs and leaves out empty markup', () => {
    const { html } = cleanPastedHtml(
      '<p dir="rtl" class="x" style="color:red">مرحبا <span style="text-decoration:underline">خط</span></p>' +
        '<p><span style="text-decoration-line:line-through">old price</span><!-- tracking --><a name="_Toc1">anchor</a></p>',
    );
    expect(html).toBe('<p dir="rtl">مرحبا <u>خط</u></p><p><s>old price</s>anchor</p>');
  });

  it('gives nothing for a clipboard that held only a local image', () => {
    expect(cleanPastedHtml('<html><body><!--StartFragment--><img src="file:///C:/tmp/clip_image001.png"><!--EndFragment--></body></html>')).toEqual({
      html: '',
      droppedImages: 1,
    });
  });
});
