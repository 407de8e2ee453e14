import { balancedGridStyle } from '../shared/balanced-grid';
import { publicMessages } from '../../domain/messages';
import styles from './AboutPage.module.css';

/** Our Vision and Our Mission cards (public spec 2.5); the navigation's vision-mission child links here. */
export function VisionMission({ vision, mission }: { vision: string; mission: string }) {
  return (
    <section id="vision-and-mission" className={styles.section} aria-label={`${publicMessages.about.vision} & ${publicMessages.about.mission}`}>
      <div className={styles.cardGrid} style={balancedGridStyle(2)}>
        <article className={styles.card}>
          <h2 className={styles.cardTitle}>{publicMessages.about.vision}</h2>
          <p>{vision}</p>
        </article>
        <article className={styles.card}>
          <h2 className={styles.cardTitle}>{publicMessages.about.mission}</h2>
          <p>{mission}</p>
        </article>
      </div>
    </section>
  );
}
