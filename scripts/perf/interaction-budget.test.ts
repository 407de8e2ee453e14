import { describe, expect, it } from 'vitest';
import { INTERACTION_BUDGETS, interactionFailures, interactionTable, longestTask, slowestInteraction, type InteractionRow } from './interaction-budget';

describe('slowestInteraction', () => {
  it('takes the longest event of each interaction, then the slowest interaction', () => {
    const entries = [
      { name: 'pointerdown', interactionId: 7, duration: 40 },
      { name: 'click', interactionId: 7, duration: 64 },
      { name: 'keydown', interactionId: 9, duration: 120 },
      { name: 'keyup', interactionId: 9, duration: 24 },
      { name: 'click', interactionId: 11, duration: 16 },
    ];
    expect(slowestInteraction(entries)).toEqual({ duration: 120, name: 'keydown', interactions: 3 });
  });

  it('leaves out events that belong to no interaction, and has nothing to say without one', () => {
    expect(slowestInteraction([{ name: 'pointermove', interactionId: 0, duration: 400 }, { name: 'click', interactionId: 3, duration: 32 }])).toEqual({
      duration: 32,
      name: 'click',
      interactions: 1,
    });
    expect(slowestInteraction([{ name: 'pointermove', interactionId: 0, duration: 400 }])).toBeNull();
  });
});

describe('longestTask', () => {
  it('is the longest reported task, 0 without any', () => {
    expect(longestTask([51, 230, 74])).toBe(230);
    expect(longestTask([])).toBe(0);
  });
});

const row = (overrides: Partial<InteractionRow>): InteractionRow => ({ build: 'demo', step: 'menu toggle (/)', kind: 'interaction', value: 80, count: 4, ...overrides });

describe('interactionFailures', () => {
  it('holds at the budget and names each figure past it, and each step that recorded nothing', () => {
    expect(interactionFailures([row({ value: INTERACTION_BUDGETS.interaction }), row({ kind: 'longest task', value: 0 })])).toEqual([]);
    expect(
      interactionFailures([
        row({ value: 201 }),
        row({ build: 'production', step: 'admin: Page Management', kind: 'longest task', value: 312.4 }),
        row({ step: 'typing (/contact-us)', value: null }),
      ]),
    ).toEqual([
      'demo menu toggle (/): interaction 201 ms (budget 200 ms)',
      'production admin: Page Management: longest task 312 ms (budget 200 ms)',
      'demo typing (/contact-us): no interaction was recorded',
    ]);
  });
});

describe('interactionTable', () => {
  it('prints one row per step with its measure and budget', () => {
    const table = interactionTable([row({ value: 87.6 }), row({ build: 'production', step: 'admin: login → Dashboard', kind: 'longest task', value: 143, count: undefined })]);
    expect(table.split('\n')).toEqual([
      '| build | step (4× CPU slowdown; site 390 px, back office 1280 px) | measure | ms | budget |',
      '|---|---|---|---|---|',
      '| demo | menu toggle (/) | slowest interaction of 4 | 88 | 200 |',
      '| production | admin: login → Dashboard | longest task | 143 | 200 |',
    ]);
  });

  it('names the CPU slowdown the figures were taken at', () => {
    expect(interactionTable([row({ value: 120 })], 9.1).split('\n')[0]).toBe('| build | step (9.1× CPU slowdown; site 390 px, back office 1280 px) | measure | ms | budget |');
  });
});
