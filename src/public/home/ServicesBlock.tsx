import { useQuery } from '@tanstack/react-query';
import { siteAssetUrl } from '../../config';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { fallbackServices } from '../../data/fallback-catalog';
import { publishedQueryOptions } from '../../data/queries/list-queries';
import { useRepository } from '../../data/repository-context';
import type { Service } from '../../domain/catalog';
import { HOME_SERVICES_LIMIT } from '../../domain/constants';
import { publicMessages } from '../../domain/messages';
import { safeUrl } from '../../domain/url';
import { ImageWithFallback } from '../../ui/ImageWithFallback';
import { notify } from '../../ui/notices';
import { Spinner } from '../../ui/Spinner';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { StoredLink } from '../shared/StoredLink';
import { homeTexts } from './home-texts';
import styles from './HomePage.module.css';

function ServiceCard({ service }: { service: Service }) {
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
          src={safeUrl(service.image_url) ?? undefined}
          alt=""
          className={styles.serviceImage}
          width={400}
          height={144}
          loading="lazy"
          decoding="async"
        />
        <div className={styles.cardText}>
          <h3 id={`service-${service.id}`} className={styles.cardTitle}>
            {service.title}
          </h3>
          {service.description && <p className={styles.cardDescription}>{service.description}</p>}
          <StoredLink
            href={service.link_url}
            className={styles.textLink}
            fallback={
              // Without a link the spec answers with a message rather than a dead end (public spec 8).
              <button
                type="button"
                className={styles.textButton}
                onClick={() => notify(publicMessages.home.serviceNoLink(service.title))}
              >
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
export function ServicesBlock() {
  const services = useQuery(publishedQueryOptions(useRepository(), 'services'));
  const shown = useMemo(() => {
    if (services.isError) return fallbackServices(siteAssetUrl);
    if (services.isSuccess) return services.data.filter((s) => s.is_active).slice(0, HOME_SERVICES_LIMIT);
    return [];
  }, [services.isError, services.isSuccess, services.data]);

  return (
    <section className={styles.section} aria-labelledby="home-services-heading">
      <div className="container">
        <h2 id="home-services-heading" className={styles.heading}>
          {homeTexts.servicesHeading}
        </h2>
        <p className={styles.lead}>{homeTexts.servicesLead}</p>
        {services.isPending ? (
          <Spinner label={homeTexts.servicesLoading} />
        ) : shown.length === 0 ? (
          <p>{homeTexts.noServices}</p>
        ) : (
          <ul className={styles.serviceGrid} aria-label={homeTexts.servicesHeading}>
            {shown.map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </ul>
        )}
        <p className={styles.actions}>
          <Link to="/services" className="btn btn--secondary">
            {homeTexts.exploreMore}
          </Link>
        </p>
      </div>
    </section>
  );
}
