import { COMPANY } from '../../domain/company-info';
import { BrochureBlock } from '../shared/BrochureBlock';
import { FooterInfo } from '../shared/FooterInfo';
import { useSeo } from '../seo/use-seo';
import { AboutBlock } from './AboutBlock';
import { HeroSlider } from './HeroSlider';
import { ProductsGrid } from './ProductsGrid';
import { ServicesBlock } from './ServicesBlock';
import styles from './HomePage.module.css';

/**
 * The home page (public spec 2.4): slider, About Us, products, brochure, services and the footer info area.
 * `robots` overrides the stored robots value (the soft 404 of unknown paths).
 */
export function HomePage({ robots }: { robots?: string } = {}) {
  useSeo('homepage', { robots });
  return (
    <>
      <h1 className="visually-hidden">{COMPANY.name}</h1>
      <HeroSlider />
      <AboutBlock />
      <ProductsGrid />
      <div className={`container ${styles.brochure}`}>
        <BrochureBlock />
      </div>
      <ServicesBlock />
      <FooterInfo />
    </>
  );
}
