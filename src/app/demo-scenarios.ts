/**
 * The documented fallbacks the demo's scenario switcher can show live (issue: demo tooling). Names are MSW scenario
 * names (mocks/scenarios.ts; a test keeps the two in step); kept here as plain strings so the switcher does not pull
 * MSW into the main bundle.
 */
export const DEMO_SCENARIOS = [
  { name: 'navigationFails', label: 'Navigation database error (fallback menu)' },
  { name: 'navigationTimesOut', label: 'Navigation times out after 5 s (fallback menu)' },
  { name: 'servicesFail', label: 'Services fail (built-in sample services)' },
  { name: 'productsFail', label: 'Products fail (built-in sample products)' },
  { name: 'sliderFails', label: 'Slider fails (static welcome banner)' },
  { name: 'aboutFails', label: 'About content fails (default texts)' },
  { name: 'pageNotFound', label: 'Content pages not found' },
  { name: 'contactSubmitFails', label: 'Contact form submission fails' },
  { name: 'applicationSubmitFails', label: 'Job application submission fails' },
  { name: 'careerOpeningsEmpty', label: 'No current openings' },
  { name: 'dashboardFails', label: 'Admin dashboard fails to load' },
] as const;

/** Where the demo keeps the switched-on scenarios (read by mocks/scenarios.ts scenariosFromLocation). */
export const DEMO_SCENARIO_STORAGE_KEY = 'ironcrest.scenarios';
