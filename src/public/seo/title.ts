import { COMPANY } from '../../domain/company-info';
import { graphemeCount, graphemeSegmenter } from '../../domain/text';

/**
 * The longest <title> the site writes, in characters as a reader counts them (graphemes): search results show about
 * 60 of them, and a longer title is cut there by the search engine, mid-word and without the company name.
 */
export const TITLE_MAX_LENGTH = 65;

/** The least of a long title kept before the company name: below it the company name gives way instead. */
const MIN_HEAD = 24;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A trailing company name after a separator: ' - Ironcrest Steel Industries' (spec 2.6) or ' | …', ' – …', ' — …'. */
const COMPANY_SUFFIX = new RegExp(`\\s+[-|–—:]\\s+${escapeRegExp(COMPANY.name)}$`);

let words: Intl.Segmenter | null = null;
/** Made on first use: most titles are short and never need it. */
function segmenter(): { graphemes: Intl.Segmenter; words: Intl.Segmenter } {
  words ??= new Intl.Segmenter('en', { granularity: 'word' });
  return { graphemes: graphemeSegmenter(), words };
}

/** The text cut to at most `room` graphemes, after the last whole word that fits (or mid-word when none fits well). */
function cutAtWord(text: string, room: number): string {
  let used = 0;
  let lastWordEnd = 0;
  let hardCut = 0;
  for (const segment of segmenter().words.segment(text)) {
    const length = graphemeCount(segment.segment);
    if (used + length > room) {
      // A single long word: keep its graphemes up to the room left.
      for (const { segment: character } of segmenter().graphemes.segment(segment.segment)) {
        if (used >= room) break;
        used += 1;
        hardCut += character.length;
      }
      break;
    }
    used += length;
    hardCut = segment.index + segment.segment.length;
    if (segment.isWordLike) lastWordEnd = hardCut;
  }
  const end = graphemeCount(text.slice(0, lastWordEnd)) >= room / 2 ? lastWordEnd : hardCut;
  return text.slice(0, end).replace(/[\s,.;:!?|–—-]+$/u, '');
}

/**
 * The title as the <title> element shows it: white space folded; a title longer than TITLE_MAX_LENGTH cut at a word
 * boundary with an ellipsis, its company name (' - Ironcrest Steel Industries', spec 2.6's suffix) kept at the end.
 */
export function headTitle(title: string, max: number = TITLE_MAX_LENGTH): string {
  const text = title.replace(/\s+/g, ' ').trim();
  // A string never has fewer code units than graphemes: a short one needs no counting.
  if (text.length <= max || graphemeCount(text) <= max) return text;
  const match = COMPANY_SUFFIX.exec(text);
  const suffix = match && max - graphemeCount(match[0]) - 1 >= MIN_HEAD ? match[0] : '';
  const head = text.slice(0, text.length - suffix.length);
  return `${cutAtWord(head, max - graphemeCount(suffix) - 1)}…${suffix}`;
}
