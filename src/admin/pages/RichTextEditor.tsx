import { useEffect, useId, useMemo, useRef, useState } from 'react';
import ReactQuill from 'react-quill-new';
import type LinkFormat from 'quill/formats/link';
import 'react-quill-new/dist/quill.snow.css';
import { EDITOR_FORMATS, EDITOR_LINK_PROTOCOLS, EDITOR_TOOLBAR, REFUSED_LINK_URL, refusedLinkMessage, sanitizeEditorLink } from './editor-config';
import { isExternalHttpUrl } from '../../domain/url';
import { cleanPastesOf } from './clean-pastes';
import { keepToolbarBelowStickyBars } from './sticky-toolbar';
import styles from './RichTextEditor.module.css';

export type RichTextEditorProps = {
  /** Id of the visible label that names the editing area. */
  labelId: string;
  /**
   * The HTML the editor starts from. The editor owns its contents from then on (give it a new `key` to load other
   * content): feeding its own HTML back, or a normalised form of it, would reset it under the caret.
   */
  defaultValue: string;
  /** Quill's HTML after each of the user's edits, as Quill writes it; storedContent makes the form that is saved. */
  onChange: (html: string) => void;
};

let linksGuarded = false;

/**
 * Replaces Quill's link format with one that keeps only the editor's allow-list (admin spec 5). Quill's registry is
 * global, so this runs once, when the editor chunk is loaded rather than at import time.
 */
export function guardEditorLinks(): void {
  if (linksGuarded) return;
  const Link = ReactQuill.Quill.import('formats/link') as typeof LinkFormat;
  class AllowListedLink extends Link {
    static override PROTOCOL_WHITELIST = [...EDITOR_LINK_PROTOCOLS];
    static override sanitize(url: string): string {
      return sanitizeEditorLink(url);
    }
    // Quill opens every link in a new tab; only links to other sites should, and those without access to this page.
    static override create(value: string): HTMLElement {
      const node = super.create(value) as HTMLElement;
      if (!isExternalHttpUrl(node.getAttribute('href') ?? '')) {
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
      return node;
    }
  }
  ReactQuill.Quill.register('formats/link', AllowListedLink, true);
  linksGuarded = true;
}

/** The page content editor: Quill with the documented toolbar, loaded only when the page form opens. */
const PICKER_NAMES = [
  ['header', 'Heading'],
  ['color', 'Text colour'],
  ['background', 'Background colour'],
  ['align', 'Alignment'],
] as const;

/** Quill names its right-to-left button by its format ("direction: rtl"); it gets a name a person understands. */
const DIRECTION_NAME = 'Right-to-left paragraph';

/** The parts of Quill's link box (its snow theme's tooltip) the editor checks before a link is added. */
type LinkBox = { root: HTMLElement; textbox: HTMLInputElement | null; save(): void; hide(): void };

export function RichTextEditor({ labelId, defaultValue, onChange }: RichTextEditorProps) {
  const editorRef = useRef<ReactQuill>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const linkErrorId = useId();
  const modules = useMemo(
    () => ({
      toolbar: EDITOR_TOOLBAR,
      keyboard: {
        // Tab leaves the editor instead of typing a tab character, so keyboard users are never trapped in it.
        bindings: { tab: { key: 'Tab', handler: () => true } },
      },
    }),
    [],
  );

  // The content the editor started from, and Quill's own HTML for it.
  const [initial] = useState(defaultValue);
  const loadedHtml = useRef<string | null>(null);
  useEffect(() => {
    const editor = editorRef.current?.getEditor();
    if (!editor) return;
    loadedHtml.current = editor.getSemanticHTML();
    // Loading the starting content is not the user's edit: without this, the first Undo would empty the editor.
    editor.history.clear();
  }, []);

  useEffect(() => {
    const root = editorRef.current?.getEditor().root;
    if (!root) return;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    // Quill's drop-down pickers are spans with role=button and no name; name them for assistive technology.
    const toolbar = root.parentElement?.parentElement?.querySelector('.ql-toolbar');
    for (const [picker, name] of PICKER_NAMES) {
      toolbar?.querySelector(`.ql-${picker} .ql-picker-label`)?.setAttribute('aria-label', name);
    }
    toolbar?.querySelector('button.ql-direction')?.setAttribute('aria-label', DIRECTION_NAME);
  }, [labelId]);

  useEffect(() => (wrapperRef.current ? keepToolbarBelowStickyBars(wrapperRef.current) : undefined), []);

  useEffect(() => {
    const editor = editorRef.current?.getEditor();
    return editor ? cleanPastesOf(editor) : undefined;
  }, []);

  // A link the allow-list refuses is not added as a link to about:blank: the link box stays open with what was typed
  // and says why (admin spec 5).
  useEffect(() => {
    const linkBox = (editorRef.current?.getEditor().theme as unknown as { tooltip?: LinkBox } | undefined)?.tooltip;
    if (!linkBox?.textbox) return;
    const textbox = linkBox.textbox;
    textbox.setAttribute('aria-label', 'Link address');
    const { save, hide } = linkBox;
    linkBox.save = function checkedSave(this: LinkBox) {
      if (this.root.getAttribute('data-mode') === 'link' && sanitizeEditorLink(textbox.value) === REFUSED_LINK_URL) {
        setLinkError(refusedLinkMessage(textbox.value));
        textbox.setAttribute('aria-invalid', 'true');
        textbox.setAttribute('aria-describedby', linkErrorId);
        textbox.focus();
        return;
      }
      save.call(this);
    };
    linkBox.hide = function hideAndForget(this: LinkBox) {
      setLinkError(null);
      textbox.removeAttribute('aria-invalid');
      textbox.removeAttribute('aria-describedby');
      hide.call(this);
    };
    return () => {
      linkBox.save = save;
      linkBox.hide = hide;
    };
  }, [linkErrorId]);

  return (
    // Escape from the editor's own controls bubbles here: the wrapper listens, it is not a control itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={wrapperRef}
      className={styles.editor}
      onKeyDown={(event) => {
        // Escape closes the editor's innermost open thing (its link box and drop-downs take their own Escape; an
        // expanded drop-down whose label lost focus is closed here), never the dialog around the editor.
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        const expanded = event.currentTarget.querySelector('.ql-picker.ql-expanded');
        if (!expanded) return;
        expanded.classList.remove('ql-expanded');
        expanded.querySelector('.ql-picker-label')?.setAttribute('aria-expanded', 'false');
        expanded.querySelector('.ql-picker-options')?.setAttribute('aria-hidden', 'true');
        event.preventDefault();
      }}
    >
      <ReactQuill
        ref={editorRef}
        theme="snow"
        // Uncontrolled: Quill keeps what the user types. A controlled value that differs from Quill's own HTML (the
        // saved form writes spaces where Quill writes &nbsp;) made it reload its contents on every keystroke, losing
        // a new empty paragraph, so Enter did nothing at the end of a line with a space in it.
        defaultValue={defaultValue}
        // Only the user's own edits change the value: Quill re-exports content it was merely given (source 'api'), and
        // saving that would rewrite pages nobody edited.
        // Edits that bring the editor back to what it loaded (typing, then Undo) give back the content as it came.
        onChange={(html, _delta, source) => {
          if (source === 'user') onChange(html === loadedHtml.current ? initial : html);
        }}
        modules={modules}
        formats={[...EDITOR_FORMATS]}
      />
      {linkError ? (
        <p id={linkErrorId} role="alert" className={styles.linkError}>
          {linkError}
        </p>
      ) : null}
    </div>
  );
}
