import { Link } from 'react-router-dom';
import type { Service } from '../../domain/catalog';
import { publicMessages } from '../../domain/messages';
import { storedImageSrc } from '../../config';
import { ImageWithFallback } from '../../ui/ImageWithFallback';
import { Modal } from '../../ui/Modal';
import { homeTexts } from './home-texts';
import styles from './ServiceDetailsModal.module.css';

/**
 * The details of a service that has no page of its own (no link_url): its title, image and description, and a way
 * to ask about it. The spec's bare 'Learn more about {title}' notice was a dead end; it stays as the dialog's lead.
 */
export function ServiceDetailsModal({ service, onClose }: { service: Service | null; onClose: () => void }) {
  return (
    <Modal
      open={service !== null}
      onClose={onClose}
      title={service?.title ?? ''}
      footer={
        <Link to="/contact-us" className="btn btn--primary" onClick={onClose}>
          {homeTexts.askAboutService}
        </Link>
      }
    >
      {service && (
        <div className={styles.body}>
          <p className={styles.lead}>{publicMessages.home.serviceNoLink(service.title)}</p>
          <ImageWithFallback src={storedImageSrc(service.image_url)} alt="" className={styles.image} width={640} height={280} />
          {service.description ? <p className={styles.description}>{service.description}</p> : null}
        </div>
      )}
    </Modal>
  );
}
