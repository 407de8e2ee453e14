import type { CareerOpening } from '../../domain/careers';
import { Modal } from '../../ui/Modal';
import { ApplicationForm } from './ApplicationForm';
import { careersTexts } from './careers-texts';
import { JobFacts } from './JobFacts';
import styles from './JobDetailsModal.module.css';

/** Stored requirements and benefits are one entry per line. */
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-•*]\s*/, '').trim())
    .filter((line) => line !== '');

function LineList({ title, text }: { title: string; text: string }) {
  const items = lines(text);
  if (items.length === 0) return null;
  return (
    <section className={styles.section}>
      <h3>{title}</h3>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The job-details modal (public spec 2.8): the opening's details and its application form. */
export function JobDetailsModal({ opening, onClose }: { opening: CareerOpening | null; onClose: () => void }) {
  return (
    <Modal open={opening !== null} onClose={onClose} title={opening?.title ?? ''} maxWidth={760}>
      {opening ? (
        <>
          <JobFacts opening={opening} />
          {opening.description.trim() ? (
            <section className={styles.section}>
              <h3>{careersTexts.description}</h3>
              <p className={styles.description}>{opening.description}</p>
            </section>
          ) : null}
          <LineList title={careersTexts.requirements} text={opening.requirements} />
          <LineList title={careersTexts.benefits} text={opening.benefits} />
          <ApplicationForm key={opening.id} position={opening.title} onDone={onClose} />
        </>
      ) : null}
    </Modal>
  );
}
