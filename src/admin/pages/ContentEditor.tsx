import { Component, lazy, Suspense, type ReactNode } from 'react';
import styles from './PageFormModal.module.css';
import { pagesTexts } from './pages-texts';

// Quill is heavy: its chunk (and stylesheet) loads only when a page form opens, never with the section itself.
const RichTextEditor = lazy(() =>
  import('./RichTextEditor').then((module) => {
    module.guardEditorLinks();
    return { default: module.RichTextEditor };
  }),
);

export type ContentEditorProps = {
  labelId: string;
  /** Id for the plain-text fallback, which the label then points at. */
  fallbackId: string;
  /** The content; the rich-text editor starts from it and then keeps its own (give the field a new key to reload it). */
  value: string;
  onChange: (html: string) => void;
};

/** The page content field: the rich-text editor, or a plain HTML text area if the editor cannot be loaded. */
export function ContentEditor(props: ContentEditorProps) {
  return (
    <EditorBoundary fallback={<PlainContentEditor {...props} />}>
      <Suspense fallback={<p className={styles.hint}>{pagesTexts.editorLoading}</p>}>
        <RichTextEditor labelId={props.labelId} defaultValue={props.value} onChange={props.onChange} />
      </Suspense>
    </EditorBoundary>
  );
}

function PlainContentEditor({ labelId, fallbackId, value, onChange }: ContentEditorProps) {
  return (
    <>
      <p className={styles.hint}>{pagesTexts.editorUnavailable}</p>
      <textarea
        id={fallbackId}
        aria-labelledby={labelId}
        className="form-control"
        rows={10}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/** A failed editor chunk (offline, blocked script) must not take the whole page form down with it. */
class EditorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
