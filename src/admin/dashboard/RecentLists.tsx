import type { ReactNode } from 'react';
import { formatSiteTime } from '../../data/site-time';
import { Link } from 'react-router-dom';
import { DASHBOARD_RECENT_MAX_HEIGHT_PX } from '../../domain/constants';
import type { DashboardStats } from '../../domain/dashboard';
import { adminMessages } from '../../domain/messages';
import { Badge } from '../../ui/Badge';
import { sectionPath, type SectionTarget } from '../shell/sections';
import { careerStatusTone, contactStatusBadge, statusLabel } from './dashboard-view';
import styles from './DashboardSection.module.css';

type RecentPanelProps = { id: string; title: string; viewAll: SectionTarget; empty: string; count: number; children: ReactNode };

/** A recent list that scrolls past 300 px (admin spec 9); focusable so keyboard users can scroll it. */
function RecentPanel({ id, title, viewAll, empty, count, children }: RecentPanelProps) {
  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <div className={styles.panelHeader}>
        <h3 id={`${id}-title`}>{title}</h3>
        <Link to={sectionPath(viewAll)} className="btn btn--secondary btn--small" aria-label={`View All ${title}`}>
          View All
        </Link>
      </div>
      {count === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <div
          role="region"
          aria-label={`${title} list`}
          // A scrolling region must take keyboard focus, or keyboard users cannot scroll it (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={styles.scroll}
          style={{ maxHeight: DASHBOARD_RECENT_MAX_HEIGHT_PX }}
        >
          <ul className={styles.items}>{children}</ul>
        </div>
      )}
    </section>
  );
}

export function RecentContactSubmissions({ items }: { items: DashboardStats['recentContactSubmissions'] }) {
  return (
    <RecentPanel
      id="recent-contacts"
      title="Recent Contact Submissions"
      viewAll="contact-data"
      empty={adminMessages.dashboard.noRecentContacts}
      count={items.length}
    >
      {items.map((item) => {
        const badge = contactStatusBadge(item.status);
        return (
          <li key={item.id} className={styles.item}>
            <div className={styles.itemMain}>
              <span className={styles.itemName}>{item.name}</span>
              <span className={styles.itemMeta}>{item.email}</span>
              <span className={styles.itemMeta}>{formatSiteTime(item.created_at, { named: true })}</span>
            </div>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </li>
        );
      })}
    </RecentPanel>
  );
}

export function RecentCareerApplications({ items }: { items: DashboardStats['recentCareerSubmissions'] }) {
  return (
    <RecentPanel
      id="recent-careers"
      title="Recent Career Applications"
      viewAll="career-data"
      empty={adminMessages.dashboard.noRecentCareers}
      count={items.length}
    >
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <div className={styles.itemMain}>
            <span className={styles.itemName}>{item.name}</span>
            <span className={styles.itemMeta}>{item.position}</span>
            <span className={styles.itemMeta}>{formatSiteTime(item.created_at, { named: true })}</span>
          </div>
          <Badge tone={careerStatusTone(item.status)}>{statusLabel(item.status)}</Badge>
        </li>
      ))}
    </RecentPanel>
  );
}
