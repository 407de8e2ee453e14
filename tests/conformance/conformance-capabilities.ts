/**
 * What the server behind an adapter offers, where the specs leave room. The storing adapters and the demo's MSW
 * contract offer everything; a strict server (a real PHP API we did not write) does not, and the suite asserts what
 * it does instead, never less of what the others must do.
 */
export type ConformanceCapabilities = {
  /** request_brochure.php and demo_export/import/reset.php exist (demo tooling beyond both specs). */
  demoEndpoints: boolean;
  /** The one navigation list (get_navigation.php, public base) includes inactive items. */
  navigationListsInactive: boolean;
  /** A new slide goes last whatever display_order it is sent ('last'), or where the order it is sent puts it. */
  newSlideOrder: 'last' | 'as-sent';
};

/** Everything: every storing adapter and the demo's MSW contract. */
export const FULL_CAPABILITIES: ConformanceCapabilities = {
  demoEndpoints: true,
  navigationListsInactive: true,
  newSlideOrder: 'last',
};
