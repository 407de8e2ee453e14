import { useQuery } from '@tanstack/react-query';
import { aboutTextsWithDefaults } from '../../data/fallback-about';
import { publicMessages } from '../../domain/messages';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { RouteHead } from '../seo/RouteHead';
import { aboutTexts } from './about-texts';
import { CertificationsSection } from './CertificationsSection';
import { CompanyOverview } from './CompanyOverview';
import { InfrastructureSection } from './InfrastructureSection';
import { TeamSection } from './TeamSection';
import { aboutPageQueryOptions, type AboutPageData } from '../../data/queries/content-queries';
import { useRepository } from '../../data/repository-context';
import { useHashScroll } from './use-hash-scroll';
import { VisionMission } from './VisionMission';
import styles from './AboutPage.module.css';

const FAILED: AboutPageData = {
  texts: aboutTextsWithDefaults(undefined),
  team: [],
  infrastructure: [],
  certifications: [],
  failed: true,
};

/**
 * About Us (/about-us, public spec 2.5): hero, company overview with the company figures, vision and mission,
 * leadership team, infrastructure and certifications. A failed call shows a warning and the default texts (spec 8).
 */
export function AboutPage() {
  const about = useQuery(aboutPageQueryOptions(useRepository()));
  useHashScroll(!about.isPending);

  if (about.isPending) {
    return (
      <div className={styles.page}>
        <RouteHead pageType="about" />
        <header className={styles.hero}>
          <div className="container">
            <h1 className={styles.heroTitle}>{aboutTexts.heroTitle}</h1>
          </div>
        </header>
        <div className={`container ${styles.body}`}>
          <Spinner label={aboutTexts.loading} />
        </div>
      </div>
    );
  }

  const { texts, team, infrastructure, certifications, failed } = about.data ?? FAILED;
  return (
    <div className={styles.page}>
      <RouteHead pageType="about" />
      <header className={styles.hero}>
        <div className="container">
          <h1 className={styles.heroTitle}>{aboutTexts.heroTitle}</h1>
          <p className={styles.heroSubtitle}>{texts.subtitle}</p>
        </div>
      </header>
      <div className={`container ${styles.body}`}>
        {failed ? <Alert tone="warning">{publicMessages.about.loadFailed}</Alert> : null}
        <CompanyOverview description={texts.description} />
        <VisionMission vision={texts.vision} mission={texts.mission} />
        <TeamSection members={team} />
        <InfrastructureSection items={infrastructure} />
        <CertificationsSection certifications={certifications} />
      </div>
    </div>
  );
}
