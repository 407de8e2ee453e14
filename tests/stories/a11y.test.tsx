import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { blockingViolations } from './a11y';

// The rule the Chromium story suite applies after every story: serious and critical axe findings fail, lesser ones
// only show in the panel, and a story can switch a rule off as a documented exception.
function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.appendChild(root);
  return root;
}

describe('blockingViolations', () => {
  it('reports a critical violation with its rule, impact and element', async () => {
    const root = mount('<img src="/images/logo.svg">');
    try {
      const found = await blockingViolations(root, undefined);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(/^image-alt \(critical\): Images must have alternative text/);
      expect(found[0]).toContain('img');
    } finally {
      root.remove();
    }
  });

  it('lets moderate findings through (the panel shows them)', async () => {
    const root = mount('<h1>Title</h1><h4>Skipped levels</h4>');
    try {
      const { violations } = await axe.run(root, { resultTypes: ['violations'] });
      expect(violations.map((violation) => [violation.id, violation.impact])).toContainEqual(['heading-order', 'moderate']);
      expect(await blockingViolations(root, undefined)).toEqual([]);
    } finally {
      root.remove();
    }
  });

  it('honours a story that switches a rule off, or the check altogether', async () => {
    const root = mount('<img src="/images/logo.svg">');
    try {
      expect(await blockingViolations(root, { config: { rules: [{ id: 'image-alt', enabled: false }] } })).toEqual([]);
      expect(await blockingViolations(root, { test: 'off' })).toEqual([]);
      expect(await blockingViolations(root, { disable: true })).toEqual([]);
    } finally {
      root.remove();
    }
  });
});
