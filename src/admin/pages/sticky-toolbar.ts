/**
 * Keeps the editor's toolbar in view while a long page is edited: the toolbar is sticky (RichTextEditor.module.css)
 * and stops just under whatever already sticks to the top of the scrolling box around it (the dialog's title bar),
 * whose height depends on the title and the screen. Sets --editor-toolbar-top on the editor and keeps it current;
 * returns the clean-up.
 */
export function keepToolbarBelowStickyBars(editor: HTMLElement): () => void {
  const scroller = editor.closest('dialog');
  if (!scroller) return () => undefined;
  const bars = [...scroller.children].filter(
    (child): child is HTMLElement =>
      child instanceof HTMLElement &&
      !child.contains(editor) &&
      Boolean(child.compareDocumentPosition(editor) & Node.DOCUMENT_POSITION_FOLLOWING) &&
      getComputedStyle(child).position === 'sticky',
  );
  const place = () => {
    const top = bars.reduce((height, bar) => height + bar.getBoundingClientRect().height, 0);
    editor.style.setProperty('--editor-toolbar-top', `${Math.round(top)}px`);
  };
  place();
  // Without ResizeObserver (old browsers, jsdom) the toolbar keeps the place it was given when the editor opened.
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(place);
  for (const bar of bars) observer.observe(bar);
  return () => observer.disconnect();
}
