const FIELDS = 'form, input, textarea, select';

function turnOff(element: Element) {
  if (element.matches(FIELDS) && element.getAttribute('autocomplete') !== 'off') element.setAttribute('autocomplete', 'off');
}

/**
 * On a kiosk every form and field under `root` gets autocomplete="off", so the browser neither offers nor keeps what
 * one visitor typed for the next. Done here for every form at once, present and future, rather than in each form:
 * a field's own autocomplete token (name, email, tel) is right everywhere else. React sets the attribute only when
 * the field's prop changes, which it never does, so the value stays.
 */
export function turnAutofillOff(root: Element): () => void {
  const sweep = (node: Node) => {
    if (!(node instanceof Element)) return;
    turnOff(node);
    node.querySelectorAll(FIELDS).forEach(turnOff);
  };
  sweep(root);
  const observer = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(sweep)));
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
