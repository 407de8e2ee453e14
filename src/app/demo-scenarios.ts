/**
 * The documented fallbacks the demo's scenario switcher can show live (issue: demo tooling). Names are MSW scenario
 * names (mocks/scenarios.ts; a test keeps the two in step); kept here as plain strings so the switcher does not pull
 * MSW into the main bundle.
 */
export const DEMO_SCENARIO_GROUPS = ['Public site', 'Back office'] as const;
export type DemoScenarioGroup = (typeof DEMO_SCENARIO_GROUPS)[number];

export const DEMO_SCENARIOS: ReadonlyArray<{ name: string; label: string; group: DemoScenarioGroup }> = [
  { name: 'navigationFails', label: 'Navigation database error (fallback menu)', group: 'Public site' },
  { name: 'navigationTimesOut', label: 'Navigation times out after 5 s (fallback menu)', group: 'Public site' },
  { name: 'servicesFail', label: 'Services fail (built-in sample services)', group: 'Public site' },
  { name: 'productsFail', label: 'Products fail (built-in sample products)', group: 'Public site' },
  { name: 'sliderFails', label: 'Slider fails (static welcome banner)', group: 'Public site' },
  { name: 'aboutFails', label: 'About content fails (default texts)', group: 'Public site' },
  { name: 'pageNotFound', label: 'Content pages not found', group: 'Public site' },
  { name: 'contactSubmitFails', label: 'Contact form submission fails', group: 'Public site' },
  { name: 'applicationSubmitFails', label: 'Job application submission fails', group: 'Public site' },
  { name: 'careerOpeningsEmpty', label: 'No current openings', group: 'Public site' },
  { name: 'dashboardFails', label: 'Dashboard fails to load', group: 'Back office' },
  { name: 'pagesFail', label: 'Page list fails to load', group: 'Back office' },
  { name: 'pageSaveFails', label: 'Saving a page fails', group: 'Back office' },
  { name: 'navigationSaveFails', label: 'Saving a navigation item fails', group: 'Back office' },
  { name: 'sliderSaveFails', label: 'Saving a slide fails', group: 'Back office' },
  { name: 'imageUploadFails', label: 'Image uploads fail', group: 'Back office' },
  { name: 'contactSubmissionsFail', label: 'Contact submissions fail to load', group: 'Back office' },
  { name: 'careerApplicationsFail', label: 'Career applications fail to load', group: 'Back office' },
  { name: 'statusUpdateFails', label: 'Changing a submission status fails', group: 'Back office' },
  { name: 'resumeDownloadFails', label: 'Resume download fails', group: 'Back office' },
  { name: 'adminServicesFail', label: 'Services list fails to load', group: 'Back office' },
  { name: 'productSaveFails', label: 'Saving a product fails', group: 'Back office' },
  { name: 'productOrderFails', label: 'Saving the product order fails', group: 'Back office' },
  { name: 'serviceOrderFails', label: 'Saving the service order fails', group: 'Back office' },
  { name: 'contentSaveFails', label: 'Saving content fails', group: 'Back office' },
  { name: 'seoSaveFails', label: 'Saving SEO settings fails', group: 'Back office' },
];

/** Where the demo keeps the switched-on scenarios (read by mocks/scenarios.ts scenariosFromLocation). */
export const DEMO_SCENARIO_STORAGE_KEY = 'ironcrest.scenarios';

/** The band at the top of every page while failure scenarios are on: the switcher itself sits below the footer. */
export const demoScenarioTexts = {
  active: (count: number) => `${count} failure scenario${count === 1 ? '' : 's'} active`,
  manage: 'Manage',
  bannerLabel: 'Active failure scenarios',
} as const;
