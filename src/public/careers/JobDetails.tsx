import type { CareerOpening } from '../../domain/careers';
import { careersTexts } from './careers-texts';
import { JobFacts } from './JobFacts';
import styles from './JobDetails.module.css';

type HeadingLevel = 3 | 4;

/** Stored requirements and benefits are one entry per line. */
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-•*]\s*/, '').trim())
    .filter((line) => line !== '');

function LineList({ title, text, level }: { title: string; text: string; level: HeadingLevel }) {
  const items = lines(text);
  if (items.length === 0) return null;
  const Heading = `h${level}` as const;
  return (
    <section className={styles.section}>
      <Heading className={styles.heading}>{title}</Heading>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * An opening's details (public spec 2.8): its facts, description, requirements and benefits. In the job-details
 * modal and, for the prerendered page, in the opening's own section (`level` is its sections' heading level).
 */
export function JobDetails({ opening, level }: { opening: CareerOpening; level: HeadingLevel }) {
  const Heading = `h${level}` as const;
  return (
    <>
      <JobFacts opening={opening} />
      {opening.description.trim() ? (
        <section className={styles.section}>
          <Heading className={styles.heading}>{careersTexts.description}</Heading>
          <p dir="auto" className={styles.description}>{opening.description}</p>
        </section>
      ) : null}
      <LineList title={careersTexts.requirements} text={opening.requirements} level={level} />
      <LineList title={careersTexts.benefits} text={opening.benefits} level={level} />
    </>
  );
}
