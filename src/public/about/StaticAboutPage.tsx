import { Link } from 'react-router-dom';
import { STATIC_ABOUT_INTRO, STATIC_ABOUT_SECTIONS } from '../../data/fallback-about';
import { BrochureBlock } from '../shared/BrochureBlock';
import { FooterInfo } from '../shared/FooterInfo';
import { aboutTexts } from './about-texts';
import { useHashScroll } from './use-hash-scroll';
import { RouteHead } from '../seo/RouteHead';
import styles from './StaticAboutPage.module.css';

/**
 * The static About variant (/about, public spec 2.5): fixed company text with a sidebar of anchors to its own
 * sections (Vision & Mission, Our Team, Infrastructure), a brochure block and the footer info. It needs no data.
 */
export function StaticAboutPage() {
  useHashScroll(true);
  return (
    <div className={styles.page}>
      {/* The About settings with this variant's own title, description and address: never the previous route's head. */}
      <RouteHead pageType="about" page={{ title: aboutTexts.heroTitle, description: aboutTexts.staticIntro }} />
      <header className={styles.hero}>
        <div className="container">
          <h1 className={styles.heroTitle}>{aboutTexts.heroTitle}</h1>
          <p className={styles.heroSubtitle}>{aboutTexts.staticIntro}</p>
        </div>
      </header>
      <div className={`container ${styles.layout}`}>
        <nav className={styles.sidebar} aria-label={aboutTexts.pageSections}>
          <h2 className={styles.sidebarTitle}>{aboutTexts.pageSections}</h2>
          <ul className={styles.anchors}>
            {STATIC_ABOUT_SECTIONS.map((section) => (
              <li key={section.id}>
                <Link to={{ hash: `#${section.id}` }} className={styles.anchor}>
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          {STATIC_ABOUT_INTRO.map((paragraph) => (
            <p key={paragraph} className={styles.intro}>
              {paragraph}
            </p>
          ))}
          {STATIC_ABOUT_SECTIONS.map((section) => (
            <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`} className={styles.sectionTitle}>
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <BrochureBlock />
        </div>
      </div>
      <div className="container">
        <FooterInfo />
      </div>
    </div>
  );
}
