/**
 * Test support: jsdom has no layout, so every element measures 0×0 and dnd-kit's keyboard sensor finds nowhere to
 * move. This gives each sortable item (marked by SortableList's data-sortable-item) a row-shaped box in document order
 * — elements inside an item share its box — and a no-op scrollIntoView. Call it before rendering; call the returned
 * function to restore the originals.
 */
export function stubSortableLayout({ rowHeight = 48, width = 800, top = 100 } = {}): () => void {
  const proto = HTMLElement.prototype;
  const originalRect = Object.getOwnPropertyDescriptor(proto, 'getBoundingClientRect');
  const originalScroll = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');

  Object.defineProperty(proto, 'getBoundingClientRect', {
    configurable: true,
    writable: true,
    value(this: HTMLElement): DOMRect {
      const item = this.closest('[data-sortable-item]');
      if (!item) return new DOMRect(0, 0, 0, 0);
      const index = Array.from(document.querySelectorAll('[data-sortable-item]')).indexOf(item);
      return new DOMRect(0, top + index * rowHeight, width, rowHeight);
    },
  });
  Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, writable: true, value() {} });

  return () => {
    if (originalRect) Object.defineProperty(proto, 'getBoundingClientRect', originalRect);
    else delete (proto as Partial<HTMLElement>).getBoundingClientRect;
    if (originalScroll) Object.defineProperty(Element.prototype, 'scrollIntoView', originalScroll);
    else delete (Element.prototype as Partial<Element>).scrollIntoView;
  };
}
