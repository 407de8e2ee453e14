import { useQuery } from '@tanstack/react-query';
import { siteAssetUrl, storedImageSrc } from '../../config';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { fallbackServices } from '../../data/fallback-catalog';
import { publishedQueryOptions } from '../../data/queries/list-queries';
import { useRepository } from '../../data/repository-context';
import type { Service } from '../../domain/catalog';
import { HOME_SERVICES_LIMIT } from '../../domain/constants';
import { ImageWithFallback } from '../../ui/ImageWithFallback';
import { Spinner } from '../../ui/Spinner';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { StoredLink } from '../shared/StoredLink';
import type { ContentSection } from '../../domain/company';
import { homeTexts } from './home-texts';
import { sectionText } from './use-homepage-content';
import { ServiceDetailsModal } from './ServiceDetailsModal';
import styles from './HomePage.module.css';

function ServiceCard({ service, onDetails }: { service: Service; onDetails: (service: Service) => void }) {
  const label = (
    <>
      {homeTexts.learnMore}{' '}
      <VisuallyHidden>{homeTexts.aboutService(service.title)}</VisuallyHidden>
    </>
  );
  return (
    <li className={styles.card}>
      <article className={styles.cardBody} aria-labelledby={`service-${service.id}`}>
        <ImageWithFallback
          src={storedImageSrc(service.image_url)}
          alt=""
          className={styles.serviceImage}
          width={400}
          height={144}
          loading="lazy"
          decoding="async"
        />
        <div className={styles.cardText}>
          <h3 id={`service-${service.id}`} dir="auto" className={styles.cardTitle}>
            {service.title}
          </h3>
          {service.description && <p dir="auto" className={styles.cardDescription}>{service.description}</p>}
          <StoredLink
            href={service.link_url}
            className={styles.textLink}
            fallback={
              // Without a link the service's own details open, with a way to ask about it (never a dead end).
              <button type="button" className={styles.textButton} aria-haspopup="dialog" onClick={() => onDetails(service)}>
                {label}
              </button>
            }
          >
            {label}
          </StoredLink>
        </div>
      </article>
    </li>
  );
}

/**
 * Our Services (public spec 2.4, 8, 9): the first five active services in their saved order, five built-in
 * samples when the call fails, and Explore More to the services pages.
 */
export function ServicesBlock({ section }: { section?: ContentSection } = {}) {
  const text = sectionText(section, { title: homeTexts.servicesHeading, subtitle: '', description: homeTexts.servicesLead });
  const [details, setDetails] = useState<Service | null>(null);
  const services = useQuery(publishedQueryOptions(useRepository(), 'services'));
  const shown = useMemo(() => {
    // Loaded services stay shown when a later refresh fails; the samples stand in only when nothing was loaded.
    if (services.data) return services.data.filter((s) => s.is_active).slice(0, HOME_SERVICES_LIMIT);
    if (services.isError) return fallbackServices(siteAssetUrl);
    return [];
  }, [services.isError, services.data]);

  return (
    <section className={styles.section} aria-labelledby="home-services-heading">
      <div className="container">
        {/* The stored subtitle stands above the heading, as the About block's does; none is built in. */}
        {text.subtitle ? (
          <p dir="auto" className={styles.eyebrow}>
            {text.subtitle}
          </p>
        ) : null}
        <h2 id="home-services-heading" dir="auto" className={styles.heading}>
          {text.title}
        </h2>
        <p dir="auto" className={styles.lead}>{text.description}</p>
        {services.isPending ? (
          <Spinner label={homeTexts.servicesLoading} />
        ) : shown.length === 0 ? (
          <p>{homeTexts.noServices}</p>
        ) : (
          <ul className={styles.serviceGrid} aria-label={homeTexts.servicesHeading}>
            {shown.map((service) => (
              <ServiceCard key={service.id} service={service} onDetails={setDetails} />
            ))}
          </ul>
        )}
        <ServiceDetailsModal service={details} onClose={() => setDetails(null)} />
        <p className={styles.actions}>
          <Link to="/services" className="btn btn--secondary">
            {homeTexts.exploreMore}
          </Link>
        </p>
      </div>
    </section>
  );
}
