/**
 * Word's lists, as it puts them on the clipboard: every item is a paragraph styled `mso-list:l0 level1 lfo1` (list l0,
 * nesting level 1) whose marker ("·", "o", "1.", "a.") is typed-out text between `<![if !supportLists]>` and
 * `<![endif]>` and in a `mso-list:Ignore` span. Whether a level is bulleted is only said in the copied document's
 * style sheet (`@list l0:level1 {mso-level-number-format:bullet}`; numbered levels often say nothing, decimal being
 * Word's default). These functions turn such paragraphs into real nested <ul>/<ol> lists without the typed markers.
 */

const LIST_STYLE = /mso-list:\s*l(\d+)\s+level(\d+)/i;
const IGNORED = /mso-list:\s*ignore/i;
const LEVEL_RULE = /@list\s+l(\d+):level(\d+)\s*\{([^}]*)\}/gi;
/** A typed number marker: "1.", "12)", "a.", "iv.", "(b)". Anything else ("·", "o", "§", "-") is a bullet. */
const NUMBER_MARKER = /^\(?[0-9a-z]{1,6}[.)]$/i;

type ListItem = { element: HTMLElement; list: string; level: number; ordered: boolean };

/** Which Word list levels are bulleted, read from the copied document's style sheets ("0:1" → true). */
function bulletedLevels(doc: Document): Map<string, boolean> {
  const levels = new Map<string, boolean>();
  for (const style of doc.querySelectorAll('style')) {
    for (const [, list, level, rule] of (style.textContent ?? '').matchAll(LEVEL_RULE)) {
      const format = /mso-level-number-format:\s*([\w-]+)/i.exec(rule ?? '')?.[1]?.toLowerCase();
      levels.set(`${list}:${level}`, format === 'bullet' || format === 'image');
    }
  }
  return levels;
}

const isComment = (node: Node | null, text: RegExp): node is Comment => node?.nodeType === 8 && text.test((node as Comment).data);

/** Removes the typed marker of a Word list paragraph and says what it was ("·", "1."). */
function takeMarker(element: HTMLElement): string {
  let marker = '';
  const walker = element.ownerDocument.createTreeWalker(element, 128 /* NodeFilter.SHOW_COMMENT */);
  const opening: Comment[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (isComment(node, /^\[if !supportLists\]$/i)) opening.push(node as Comment);
  }
  for (const start of opening) {
    let next = start.nextSibling;
    while (next && !isComment(next, /^\[endif\]$/i)) {
      const after: ChildNode | null = next.nextSibling;
      marker += next.textContent ?? '';
      next.remove();
      next = after;
    }
    next?.remove();
    start.remove();
  }
  for (const ignored of element.querySelectorAll<HTMLElement>('[style]')) {
    if (!ignored.isConnected || !IGNORED.test(ignored.getAttribute('style') ?? '')) continue;
    marker += ignored.textContent ?? '';
    ignored.remove();
  }
  return marker.replace(/[\s\u00a0]+/g, '');
}

function listItemOf(element: HTMLElement, bulleted: Map<string, boolean>): ListItem | null {
  const style = element.getAttribute('style') ?? '';
  const match = LIST_STYLE.exec(style);
  if (!match || IGNORED.test(style)) return null;
  const [, list = '0', level = '1'] = match;
  const marker = takeMarker(element);
  // A heading Word numbers ("1. Introduction") stays a heading; only its typed number goes.
  if (/^H[1-6]$/.test(element.tagName)) return null;
  const ordered = !(bulleted.get(`${list}:${level}`) ?? !NUMBER_MARKER.test(marker));
  return { element, list, level: Number(level), ordered };
}

/** Builds one run of consecutive Word list paragraphs into nested lists, in the run's place. */
function buildLists(run: ListItem[]): void {
  const first = run[0];
  if (!first) return;
  const doc = first.element.ownerDocument;
  const holder = doc.createDocumentFragment();
  type Open = { level: number; ordered: boolean; list: HTMLElement; item: HTMLElement | null };
  let open: Open[] = [];
  let previousList = first.list;
  for (const { element, list, level, ordered } of run) {
    // Another Word list right after this one (a new list id at the outer level) is a list of its own.
    if (list !== previousList && level <= (open[0]?.level ?? level)) open = [];
    previousList = list;
    while (open.length > 0 && (open.at(-1)?.level ?? 0) > level) open.pop();
    const top = open.at(-1);
    if (top && top.level === level && top.ordered !== ordered) open.pop();
    let current = open.at(-1);
    if (!current || current.level < level) {
      const created: Open = { level, ordered, list: doc.createElement(ordered ? 'ol' : 'ul'), item: null };
      (current?.item ?? holder).append(created.list);
      open.push(created);
      current = created;
    }
    const item = doc.createElement('li');
    const align = /text-align:\s*(center|right|justify)/i.exec(element.getAttribute('style') ?? '')?.[1];
    if (align) item.setAttribute('style', `text-align: ${align.toLowerCase()}`);
    item.append(...element.childNodes);
    current.list.append(item);
    current.item = item;
  }
  first.element.before(holder);
  for (const { element } of run) element.remove();
}

/** Turns Word's list paragraphs into <ul>/<ol> lists, nested by level, without their typed markers. */
export function convertWordLists(doc: Document): void {
  const bulleted = bulletedLevels(doc);
  const items = [...doc.body.querySelectorAll<HTMLElement>('[style*="mso-list" i]')]
    .map((element) => listItemOf(element, bulleted))
    .filter((item): item is ListItem => item !== null);
  let run: ListItem[] = [];
  for (const item of items) {
    const last = run.at(-1);
    if (last && last.element.nextElementSibling !== item.element) {
      buildLists(run);
      run = [];
    }
    run.push(item);
  }
  buildLists(run);
}
