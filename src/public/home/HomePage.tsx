import { getConfig } from '../../config';
import { COMPANY } from '../../domain/company-info';
import { HydrationIsland } from '../../ui/HydrationIsland';
import { BrochureBlock } from '../shared/BrochureBlock';
import { FooterInfo } from '../shared/FooterInfo';
import { organizationData } from '../seo/structured-data';
import { RouteHead } from '../seo/RouteHead';
import { AboutBlock } from './AboutBlock';
import { CallToAction } from './CallToAction';
import { HeroSlider } from './HeroSlider';
import { ProductsGrid } from './ProductsGrid';
import { ServicesBlock } from './ServicesBlock';
import { useHomepageContent } from './use-homepage-content';
import styles from './HomePage.module.css';

/**
 * The home page (public spec 2.4): slider, About Us, products, brochure, services and the footer info area.
 * Each block hydrates on its own (HydrationIsland): the slider's buttons answer before the blocks below are ready.
 * `robots` overrides the stored robots value (the soft 404 of unknown paths).
 */
export function HomePage({ robots }: { robots?: string } = {}) {
  // The section texts staff keep under Homepage Content; the blocks fall back to their built-in texts.
  const content = useHomepageContent();
  return (
    <>
      <RouteHead pageType="homepage" robots={robots} structuredData={({ siteRoot }) => [organizationData(siteRoot, getConfig().basePath)]} />
      <h1 className="visually-hidden">{COMPANY.name}</h1>
      <HydrationIsland>
        <HeroSlider hero={content?.hero} />
      </HydrationIsland>
      <HydrationIsland>
        <AboutBlock section={content?.about} />
      </HydrationIsland>
      <HydrationIsland>
        <ProductsGrid section={content?.products} />
      </HydrationIsland>
      <div className={`container ${styles.brochure}`}>
        <HydrationIsland>
          <BrochureBlock />
        </HydrationIsland>
      </div>
      <HydrationIsland>
        <ServicesBlock section={content?.services} />
      </HydrationIsland>
      <HydrationIsland>
        <CallToAction section={content?.cta} />
      </HydrationIsland>
      <HydrationIsland>
        <FooterInfo />
      </HydrationIsland>
    </>
  );
}
