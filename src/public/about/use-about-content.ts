import { aboutTextsWithDefaults, type AboutTexts } from '../../data/fallback-about';
import { useResource } from '../../data/use-resource';
import type { Certification, InfrastructureItem, TeamMember } from '../../domain/company';

export type AboutPageData = {
  texts: AboutTexts;
  team: TeamMember[];
  infrastructure: InfrastructureItem[];
  certifications: Certification[];
  /** True when any of the four calls failed: the page says it uses default content (public spec 8). */
  failed: boolean;
};

const valueOr = <T>(result: PromiseSettledResult<T>, fallback: T): T => (result.status === 'fulfilled' ? result.value : fallback);

/**
 * The four About Us calls together. A failing call does not hide what the others answered: its part falls back
 * (default texts, or an empty list) and `failed` turns the warning on.
 */
export function useAboutContent() {
  return useResource<AboutPageData>('about-us', async (repository) => {
    const [about, team, infrastructure, certifications] = await Promise.allSettled([
      repository.about.get(),
      repository.team.list(),
      repository.infrastructure.list(),
      repository.certifications.list(),
    ]);
    return {
      texts: aboutTextsWithDefaults(valueOr(about, undefined)),
      team: valueOr(team, []),
      infrastructure: valueOr(infrastructure, []),
      certifications: valueOr(certifications, []),
      failed: [about, team, infrastructure, certifications].some((result) => result.status === 'rejected'),
    };
  });
}
