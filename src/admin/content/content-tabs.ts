import { CONTENT_TABS } from '../../domain/constants';

/** The five Content Management tabs (admin spec 2), in order, with the domain's labels and the ids the URL carries. */
export const CONTENT_TAB_ITEMS = [
  { id: 'homepage', label: CONTENT_TABS[0] },
  { id: 'about', label: CONTENT_TABS[1] },
  { id: 'services', label: CONTENT_TABS[2] },
  { id: 'careers', label: CONTENT_TABS[3] },
  { id: 'contact', label: CONTENT_TABS[4] },
] as const;

export type ContentTabId = (typeof CONTENT_TAB_ITEMS)[number]['id'];

export const DEFAULT_CONTENT_TAB: ContentTabId = 'homepage';

/** The URL search parameter holding the active tab (beyond the spec: a reload keeps the tab). */
export const CONTENT_TAB_PARAM = 'tab';

/** The tab a `?tab=` value names; anything unknown falls back to the first tab. */
export function resolveContentTab(value: string | null | undefined): ContentTabId {
  return CONTENT_TAB_ITEMS.find((tab) => tab.id === value)?.id ?? DEFAULT_CONTENT_TAB;
}

/** The tab an arrow, Home or End key moves to from `current` (WAI-ARIA tabs pattern, wrapping at both ends). */
export function tabAfterKey(current: ContentTabId, key: string): ContentTabId | null {
  const index = CONTENT_TAB_ITEMS.findIndex((tab) => tab.id === current);
  const last = CONTENT_TAB_ITEMS.length - 1;
  const target =
    key === 'ArrowRight' ? (index === last ? 0 : index + 1)
    : key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
    : key === 'Home' ? 0
    : key === 'End' ? last
    : null;
  return target === null ? null : (CONTENT_TAB_ITEMS[target]?.id ?? null);
}
