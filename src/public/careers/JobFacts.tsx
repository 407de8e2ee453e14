import type { CareerOpening } from '../../domain/careers';
import { careersTexts, jobTypeLabel } from './careers-texts';
import styles from './JobFacts.module.css';

/** Department, location, type, experience and (when given) salary of an opening, as a term list. */
export function JobFacts({ opening }: { opening: CareerOpening }) {
  const facts: [string, string][] = [
    [careersTexts.department, opening.department],
    [careersTexts.location, opening.location],
    [careersTexts.type, jobTypeLabel(opening.type)],
    [careersTexts.experience, opening.experience],
    [careersTexts.salary, opening.salary_range],
  ];
  return (
    <dl className={styles.facts}>
      {facts
        .filter(([, value]) => value.trim() !== '')
        .map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
