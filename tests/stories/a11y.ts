import axe from 'axe-core';

/** What a story may declare, in the same shape Storybook's accessibility panel reads. */
export type A11yParameters = {
  /** Rules switched off for this story; each needs a comment at the story saying why (a documented exception). */
  config?: { rules?: Array<{ id: string; enabled: boolean }> };
  /** 'off' skips the check (the panel still shows results on demand). */
  test?: 'error' | 'todo' | 'off';
  disable?: boolean;
};

/** Impacts that fail a story; minor and moderate findings are shown in the panel only. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe over the rendered story and returns one line per serious or critical violation (rule, impact, help,
 * the offending elements). Landmark rules are off: a component story is not a whole page.
 */
export async function blockingViolations(root: Element, parameters: A11yParameters | undefined): Promise<string[]> {
  if (parameters?.disable || parameters?.test === 'off') return [];
  const rules: Record<string, { enabled: boolean }> = { region: { enabled: false } };
  for (const rule of parameters?.config?.rules ?? []) rules[rule.id] = { enabled: rule.enabled };
  const results = await axe.run(root, { resultTypes: ['violations'], rules });
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` - ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`)
          .join('\n    ')}`,
    );
}
