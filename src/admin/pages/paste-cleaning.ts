import { convertWordLists } from './word-lists';

/**
 * Clipboard HTML from Word, Google Docs, LibreOffice or a web page, cleaned before the editor reads it, as WordPress's
 * editor does: the structure an editor means (headings, paragraphs, real lists, links, bold, italic, underline,
 * strike-through, alignment, images on the web) is kept; the programs' own styling (fonts, sizes, colours, margins,
 * classes, Office tags and comments, scripts) is not, so pasted text looks like the rest of the site.
 */
export type CleanedPaste = {
  html: string;
  /** Images that point at a file on the computer the content was copied from (file:, cid:, blob:), left out. */
  droppedImages: number;
};

/** Elements dropped with their content: never part of the text a person copied. */
const DROPPED = new Set(['SCRIPT', 'STYLE', 'META', 'LINK', 'TITLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'CANVAS', 'VIDEO', 'AUDIO', 'BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'XML']);
/** Wrappers whose content stays and whose styling is read first (see emphasisOf). */
const UNWRAPPED = new Set(['SPAN', 'FONT', 'FORM', 'LABEL', 'ABBR', 'SMALL', 'BIG', 'INS', 'MARK', 'CITE', 'DFN', 'TIME', 'DATA']);
const BLOCKS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'UL', 'OL', 'BLOCKQUOTE', 'PRE', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TD', 'TH', 'FIGURE', 'FIGCAPTION', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER', 'MAIN', 'ASIDE', 'NAV', 'DL', 'DT', 'DD', 'BODY', 'HR', 'BR']);
const ALIGNED = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE', 'TD', 'TH', 'FIGCAPTION']);
/** Image sources a visitor's browser can load: the web, this site, and inline images (as the image button makes). */
const LOADABLE_IMAGE = /^(https?:|\/(?!\/)|data:image\/(png|jpe?g|gif|webp);)/i;

const styleOf = (element: Element, property: string): string =>
  new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`, 'i').exec(element.getAttribute('style') ?? '')?.[1]?.trim().toLowerCase() ?? '';

function replaceWithChildren(element: Element): void {
  element.replaceWith(...element.childNodes);
}

/** The emphasis a styled wrapper (Google Docs' and web pages' spans) gives its text, as tags. */
function emphasisOf(element: Element): string[] {
  const tags: string[] = [];
  const weight = styleOf(element, 'font-weight');
  if (weight === 'bold' || weight === 'bolder' || Number.parseInt(weight, 10) >= 600) tags.push('strong');
  if (styleOf(element, 'font-style') === 'italic') tags.push('em');
  const decoration = `${styleOf(element, 'text-decoration')} ${styleOf(element, 'text-decoration-line')}`;
  // A link's underline is the link's own look, not emphasis.
  if (decoration.includes('underline') && !element.closest('a')) tags.push('u');
  if (decoration.includes('line-through')) tags.push('s');
  return tags;
}

/** A styled wrapper becomes its emphasis tags around its content (unless a heading or an outer tag already gives it). */
function unwrapStyled(element: Element): void {
  const doc = element.ownerDocument;
  const already = (tag: string) => element.parentElement?.closest(tag === 'strong' ? 'strong, b, h1, h2, h3, h4, h5, h6, th' : tag === 'em' ? 'em, i' : tag);
  const tags = emphasisOf(element).filter((tag) => !already(tag));
  if (tags.length === 0) {
    replaceWithChildren(element);
    return;
  }
  const outer = doc.createElement(tags[0] ?? 'strong');
  let inner = outer;
  for (const tag of tags.slice(1)) inner = inner.appendChild(doc.createElement(tag));
  inner.append(...element.childNodes);
  element.replaceWith(outer);
}

/** Removes an image, and the paragraph or figure it leaves empty. */
function dropImage(image: Element): void {
  let gone: Element = image;
  while (gone.parentElement && gone.parentElement.tagName !== 'BODY' && gone.parentElement.childNodes.length === 1) {
    gone = gone.parentElement;
  }
  const holder = gone.parentElement;
  gone.remove();
  // Word puts the image in a paragraph of its own, beside empty Office tags and whitespace.
  if (holder && holder.tagName !== 'BODY' && /^[\s\u00a0]*$/.test(holder.textContent ?? '') && !holder.querySelector('img, br')) holder.remove();
}

/** The attributes a cleaned element keeps: a link's address, an image's source and text, an alignment, right-to-left. */
function keepMeaningfulAttributes(element: Element): void {
  const align = styleOf(element, 'text-align') || (element.getAttribute('align') ?? '').toLowerCase();
  const rtl = element.getAttribute('dir')?.toLowerCase() === 'rtl';
  const keep = element.tagName === 'A' ? ['href', 'title'] : element.tagName === 'IMG' ? ['src', 'alt'] : [];
  for (const { name } of [...element.attributes]) if (!keep.includes(name.toLowerCase())) element.removeAttribute(name);
  if (ALIGNED.has(element.tagName) && ['center', 'right', 'justify'].includes(align)) element.setAttribute('style', `text-align: ${align}`);
  if (rtl) element.setAttribute('dir', 'rtl');
}

const isBlock = (node: Node | null): boolean => node?.nodeType === 1 && BLOCKS.has((node as Element).tagName);

/** Source formatting (line breaks and indentation in the HTML) is not text: runs of it become one space, or none
 * between blocks. */
function collapseWhitespace(body: HTMLElement): void {
  const walker = body.ownerDocument.createTreeWalker(body, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const text of texts) {
    if (text.parentElement?.closest('pre')) continue;
    const collapsed = text.data.replace(/[ \t\r\n\f]+/g, ' ');
    const edgeBefore = text.previousSibling ? isBlock(text.previousSibling) : isBlock(text.parentElement);
    const edgeAfter = text.nextSibling ? isBlock(text.nextSibling) : isBlock(text.parentElement);
    if (collapsed === ' ' && (edgeBefore || edgeAfter)) text.remove();
    else text.data = collapsed;
  }
}

/** Lists nested the way Google Docs writes them (a <ul> directly in a <ul>) go into the item they belong to. */
function nestListsInItems(body: HTMLElement): void {
  for (const list of body.querySelectorAll(':is(ul, ol) > :is(ul, ol)')) {
    const item = list.previousElementSibling;
    if (item?.tagName === 'LI') item.append(list);
  }
  // A paragraph inside a list item (LibreOffice, Google Docs) is the item's own line.
  for (const paragraph of body.querySelectorAll('li > p')) {
    if (paragraph.previousElementSibling?.tagName === 'P') paragraph.before(paragraph.ownerDocument.createElement('br'));
    replaceWithChildren(paragraph);
  }
}

export function cleanPastedHtml(html: string): CleanedPaste {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  convertWordLists(doc);
  const { body } = doc;
  let droppedImages = 0;

  const comments = doc.createTreeWalker(body, 128 /* NodeFilter.SHOW_COMMENT */);
  const commentNodes: Node[] = [];
  for (let node = comments.nextNode(); node; node = comments.nextNode()) commentNodes.push(node);
  for (const comment of commentNodes) comment.parentNode?.removeChild(comment);

  for (const element of [...body.querySelectorAll('*')]) {
    if (!element.isConnected) continue;
    const tag = element.tagName;
    if (DROPPED.has(tag) || tag.startsWith('V:') || tag.startsWith('W:')) element.remove();
    else if (tag === 'IMG' && !LOADABLE_IMAGE.test((element.getAttribute('src') ?? '').trim())) {
      droppedImages += 1;
      dropImage(element);
    } else if (tag === 'BR' && element.classList.contains('Apple-interchange-newline')) element.remove();
  }
  // Google Docs wraps everything it copies in a <b> that is not bold.
  for (const element of body.querySelectorAll('b, strong')) {
    if (element.id.startsWith('docs-internal-guid') || /^(normal|[1-5]00)$/.test(styleOf(element, 'font-weight'))) {
      replaceWithChildren(element);
    }
  }
  // Inner elements first, so a wrapper's emphasis is checked against the tags around it as they will be.
  for (const element of [...body.querySelectorAll('*')].reverse()) {
    const tag = element.tagName;
    if (tag.includes(':')) replaceWithChildren(element);
    else if (UNWRAPPED.has(tag)) unwrapStyled(element);
    else if (tag === 'A' && !element.hasAttribute('href')) replaceWithChildren(element);
    else keepMeaningfulAttributes(element);
  }
  nestListsInItems(body);
  collapseWhitespace(body);
  return { html: body.innerHTML.trim(), droppedImages };
}
