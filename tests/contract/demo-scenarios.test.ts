import { DEMO_SCENARIO_STORAGE_KEY, DEMO_SCENARIOS } from '../../src/app/demo-scenarios';
import { SCENARIO_NAMES, SCENARIO_STORAGE_KEY } from '../../mocks/scenarios';

describe('the demo scenario switcher', () => {
  it('offers only scenarios the mock API knows, stored where the worker reads them', () => {
    for (const scenario of DEMO_SCENARIOS) expect(SCENARIO_NAMES).toContain(scenario.name);
    expect(DEMO_SCENARIO_STORAGE_KEY).toBe(SCENARIO_STORAGE_KEY);
  });
});
