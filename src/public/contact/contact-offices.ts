/** One address the contact page shows: its heading (e.g. "Registered Office") and its lines. */
export type Office = { label: string; lines: readonly string[] };

// A label is a short name before ": ", without digits (so "Plot 88: Gate 2" stays one address line).
const LABEL = /^([^\d:]{1,48}):\s+(.+)$/u;

/**
 * The stored contact-page address (admin spec 3: one text field) as offices: each "Label: address" line starts an
 * office, a line without a label continues the office above it, and address lines before any label form one office
 * headed `unlabelled`. Empty lines are left out; nothing stored gives no offices.
 */
export function officesFrom(stored: string, unlabelled: string): Office[] {
  const offices: { label: string; lines: string[] }[] = [];
  for (const raw of stored.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    const labelled = LABEL.exec(line);
    const current = offices.at(-1);
    if (labelled?.[1] && labelled[2]) offices.push({ label: labelled[1].trim(), lines: [labelled[2].trim()] });
    else if (current) current.lines.push(line);
    else offices.push({ label: unlabelled, lines: [line] });
  }
  return offices;
}

/** The office a map shows: the one named a factory (visitors come there), else the first. */
export function mapOffice(offices: readonly Office[]): Office | undefined {
  return offices.find((office) => /factory/i.test(office.label)) ?? offices[0];
}
