import { getConfig } from '../../config';
import { COMPANY } from '../../domain/company-info';
import { BrochureBlock } from '../shared/BrochureBlock';
import { FooterInfo } from '../shared/FooterInfo';
import { organizationData } from '../seo/structured-data';
import { useSeo } from '../seo/use-seo';
import { AboutBlock } from './AboutBlock';
import { CallToAction } from './CallToAction';
import { HeroSlider } from './HeroSlider';
import { ProductsGrid } from './ProductsGrid';
import { ServicesBlock } from './ServicesBlock';
import { useHomepageContent } from './use-homepage-content';
import styles from './HomePage.module.css';

/**
 * The home page (public spec 2.4): slider, About Us, products, brochure, services and the footer info area.
 * `robots` overrides the stored robots value (the soft 404 of unknown paths).
 */
export function HomePage({ robots }: { robots?: string } = {}) {
  useSeo('homepage', { robots, structuredData: ({ siteRoot }) => [organizationData(siteRoot, getConfig().basePath)] });
  // The section texts staff keep under Homepage Content; the blocks fall back to their built-in texts.
  const content = useHomepageContent();
  return (
    <>
      <h1 className="visually-hidden">{COMPANY.name}</h1>
      <HeroSlider hero={content?.hero} />
      <AboutBlock section={content?.about} />
      <ProductsGrid section={content?.products} />
      <div className={`container ${styles.brochure}`}>
        <BrochureBlock />
      </div>
      <ServicesBlock section={content?.services} />
      <CallToAction section={content?.cta} />
      <FooterInfo />
    </>
  );
}
