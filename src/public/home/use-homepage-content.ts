import { useQuery } from '@tanstack/react-query';
import { homepageContentQueryOptions } from '../../data/queries/content-queries';
import { useRepository } from '../../data/repository-context';
import type { ContentSection, HomepageContent } from '../../domain/company';

/** The text a home section shows: the stored Homepage Content section, field by field over the built-in texts. */
export type SectionText = { title: string; subtitle: string; description: string };

/**
 * The Homepage Content staff keep in the back office (hero, products, about, services, cta), or null while it loads
 * and when the call fails: the home page then shows its built-in texts, and never waits for this call to render.
 */
export function useHomepageContent(): HomepageContent | null {
  const { data } = useQuery(homepageContentQueryOptions(useRepository()));
  return data ?? null;
}

/** A stored section's non-empty fields over the built-in ones. */
export function sectionText(stored: ContentSection | undefined, builtIn: SectionText): SectionText {
  const pick = (value: string | undefined, fallback: string) => (value && value.trim() !== '' ? value.trim() : fallback);
  return {
    title: pick(stored?.title, builtIn.title),
    subtitle: pick(stored?.subtitle, builtIn.subtitle),
    description: pick(stored?.description, builtIn.description),
  };
}
