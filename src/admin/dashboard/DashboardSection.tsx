import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { dashboardStatsQueryOptions } from '../../data/queries/content-queries';
import { useRepository } from '../../data/repository-context';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { sectionLabel, sectionPath } from '../shell/sections';
import { dashboardErrorText, QUICK_ACTIONS, STAT_CARDS } from './dashboard-view';
import { RecentCareerApplications, RecentContactSubmissions } from './RecentLists';
import styles from './DashboardSection.module.css';

/** Dashboard home (admin spec 2): stat cards, the recent submissions and applications, and quick actions. */
export function DashboardSection() {
  const stats = useQuery(dashboardStatsQueryOptions(useRepository()));

  return (
    <section aria-labelledby="dashboard-title" className={styles.dashboard}>
      <h2 id="dashboard-title">{sectionLabel('dashboard')}</h2>
      <p className={styles.lead}>Manage your website content, forms and products.</p>

      {stats.isPending ? <Spinner label="Loading dashboard..." /> : null}

      {stats.isError ? (
        <Alert tone="error">
          <p className={styles.errorText}>{dashboardErrorText(stats.error)}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => void stats.refetch()}>
            Retry
          </button>
        </Alert>
      ) : null}

      {stats.isSuccess ? (
        <>
          <ul className={styles.cards} aria-label="Statistics">
            {STAT_CARDS.map(({ key, label }) => (
              <li key={key} className={styles.card} aria-labelledby={`stat-${key}`}>
                <span className={styles.cardValue}>{stats.data[key]}</span>
                <span id={`stat-${key}`} className={styles.cardLabel}>
                  {label}
                </span>
              </li>
            ))}
          </ul>

          <div className={styles.recent}>
            <RecentContactSubmissions items={stats.data.recentContactSubmissions} />
            <RecentCareerApplications items={stats.data.recentCareerSubmissions} />
          </div>
        </>
      ) : null}

      <section aria-labelledby="quick-actions-title" className={styles.quickActions}>
        <h3 id="quick-actions-title">Quick Actions</h3>
        <ul className={styles.actionGrid}>
          {QUICK_ACTIONS.map((action) => (
            <li key={action.target}>
              <Link to={sectionPath(action.target)} className={styles.action}>
                <span className={styles.actionLabel}>{action.label}</span>
                <span className={styles.actionDescription}>{action.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
