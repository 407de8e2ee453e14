import ReactQuill from 'react-quill-new';
import type { Delta as DeltaClass, Range } from 'quill';
import type Quill from 'quill';
import { notify } from '../../ui/notices';
import { cleanPastedHtml } from './paste-cleaning';
import { pagesTexts } from './pages-texts';

/**
 * Pastes into the editor go through cleanPastedHtml before Quill reads them (Word's typed list markers, Office
 * styling, images on the user's own disk), and only pastes: never the content the editor is loaded with. Quill binds
 * its paste listener when it starts, so the step after it, the clipboard's onPaste, is replaced. Returns the undo.
 */
export function cleanPastesOf(quill: Quill): () => void {
  const { clipboard } = quill;
  const { onPaste } = clipboard;
  const Delta = ReactQuill.Quill.import('delta') as typeof DeltaClass;
  clipboard.onPaste = function cleanedPaste(range: Range, { html, text }: { html?: string; text?: string }) {
    if (!html) {
      onPaste.call(this, range, { html, text });
      return;
    }
    let cleaned: ReturnType<typeof cleanPastedHtml>;
    try {
      cleaned = cleanPastedHtml(html);
    } catch {
      // Markup the cleaning cannot read is pasted as its plain text rather than as unknown HTML, or not at all.
      onPaste.call(this, range, { text });
      return;
    }
    const pasted = clipboard.convert({ html: cleaned.html, text }, quill.getFormat(range.index));
    // Pasted into the empty last line (a new page), a paste that ends with a list, heading or aligned line takes that
    // line's place, as in a word processor, instead of leaving an empty paragraph after it that nobody typed.
    const intoEmptyLastLine =
      range.length === 0 && range.index === quill.getLength() - 1 && (range.index === 0 || quill.getText(range.index - 1, 1) === '\n');
    const lastLine = pasted.slice(pasted.length() - 1).ops[0];
    const replacesLastLine = intoEmptyLastLine && lastLine?.insert === '\n';
    const inserted = replacesLastLine ? pasted.slice(0, pasted.length() - 1) : pasted;
    const change = new Delta().retain(range.index).delete(range.length).concat(inserted);
    quill.updateContents(replacesLastLine ? change.retain(1, lastLine.attributes) : change, 'user');
    quill.setSelection(range.index + inserted.length(), 'silent');
    quill.scrollSelectionIntoView();
    if (cleaned.droppedImages > 0) notify(pagesTexts.pastedImagesDropped(cleaned.droppedImages));
  };
  return () => {
    clipboard.onPaste = onPaste;
  };
}
