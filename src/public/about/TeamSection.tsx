import { balancedGridStyle } from '../shared/balanced-grid';
import type { TeamMember } from '../../domain/company';
import { publicMessages } from '../../domain/messages';
import { TeamMemberCard } from './TeamMemberCard';
import styles from './AboutPage.module.css';

/** Our Leadership Team (public spec 2.5). */
export function TeamSection({ members }: { members: readonly TeamMember[] }) {
  return (
    <section id="our-team" className={styles.section} aria-labelledby="our-team-heading">
      <h2 id="our-team-heading" className={styles.sectionTitle}>
        {publicMessages.about.team}
      </h2>
      {members.length === 0 ? (
        <p className={styles.empty}>{publicMessages.about.noTeam}</p>
      ) : (
        <ul className={styles.cardGrid} style={balancedGridStyle(members.length)}>
          {members.map((member) => (
            <li key={member.id}>
              <TeamMemberCard member={member} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
