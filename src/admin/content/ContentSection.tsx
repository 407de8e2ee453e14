import { useRef, type ComponentType, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sectionLabel } from '../shell/sections';
import { AboutContentTab } from './AboutContentTab';
import { CareerOpeningsTab } from './CareerOpeningsTab';
import { ContactContentTab } from './ContactContentTab';
import { CONTENT_TAB_ITEMS, CONTENT_TAB_PARAM, resolveContentTab, tabAfterKey, type ContentTabId } from './content-tabs';
import { HomepageContentTab } from './HomepageContentTab';
import { ServicesTab } from './ServicesTab';
import styles from './ContentSection.module.css';

const LABEL = sectionLabel('content');

const PANELS: Record<ContentTabId, ComponentType> = {
  homepage: HomepageContentTab,
  about: AboutContentTab,
  services: ServicesTab,
  careers: CareerOpeningsTab,
  contact: ContactContentTab,
};

const tabId = (id: ContentTabId) => `content-tab-${id}`;
const panelId = (id: ContentTabId) => `content-panel-${id}`;

/**
 * Content Management (admin spec 2): five tabs following the WAI-ARIA tabs pattern (arrow keys, Home and End move
 * between tabs and select them). The active tab is kept in ?tab= so a reload keeps it (beyond the spec).
 */
export function ContentSection() {
  const [params, setParams] = useSearchParams();
  const active = resolveContentTab(params.get(CONTENT_TAB_PARAM));
  const tabs = useRef(new Map<ContentTabId, HTMLButtonElement>());

  const select = (id: ContentTabId) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(CONTENT_TAB_PARAM, id);
        return next;
      },
      { replace: true },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = tabAfterKey(active, event.key);
    if (!target) return;
    event.preventDefault();
    select(target);
    tabs.current.get(target)?.focus();
  };

  const Panel = PANELS[active];
  return (
    <section className={styles.section} aria-labelledby="content-section-heading">
      <h2 id="content-section-heading">{LABEL}</h2>
      <div role="tablist" aria-label={LABEL} className={styles.tablist}>
        {CONTENT_TAB_ITEMS.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabs.current.set(tab.id, node);
                else tabs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              className={selected ? `${styles.tab} ${styles.activeTab}` : styles.tab}
              onClick={() => select(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {CONTENT_TAB_ITEMS.map((tab) => (
        // Every panel exists so each tab's aria-controls resolves; only the active one is filled (and loads data).
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== active}
          className={styles.panel}
        >
          {tab.id === active ? <Panel /> : null}
        </div>
      ))}
    </section>
  );
}
