/**
 * A field's label as a form on screen shows it: the label of the control named `field` in the form `formId` (or the
 * element naming it with aria-labelledby), without the required mark, after its group's legend; null when the form shows it no control.
 */
export function labelInForm(formId: string, field: string): string | null {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return null;
  const found = form.elements.namedItem(field);
  const control = found instanceof RadioNodeList ? found[0] : found;
  if (!(control instanceof HTMLElement)) return null;
  const labelled = control.getAttribute('aria-labelledby');
  const label = labelled ? document.getElementById(labelled.split(' ')[0] ?? '') : 'labels' in control ? (control.labels as NodeListOf<HTMLLabelElement> | null)?.[0] : null;
  const text = label?.textContent?.replace(/\*\s*$/, '').trim();
  if (!text) return null;
  // A field in a titled group (a homepage section) is named with its group: 'Hero Section › Title'.
  const legend = control.closest('fieldset')?.querySelector('legend')?.textContent?.trim();
  return legend ? `${legend} › ${text}` : text;
}
