import { queryOptions } from '@tanstack/react-query';
import type { CareerApplicationFilter, CareerOpening } from '../../domain/careers';
import type { Certification, InfrastructureItem, TeamMember } from '../../domain/company';
import type { SeoPageType } from '../../domain/seo';
import type { ContactSubmissionFilter } from '../../domain/submissions';
import { aboutTextsWithDefaults, type AboutTexts } from '../fallback-about';
import { read } from '../query-client';
import { queryKeys } from '../query-keys';
import type { Repository } from '../repository';

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
export function aboutPageQueryOptions(repository: Repository) {
  return queryOptions({
    queryKey: queryKeys.about.page(),
    queryFn: read(async (signal): Promise<AboutPageData> => {
      const [about, team, infrastructure, certifications] = await Promise.allSettled([
        repository.about.get({ signal }),
        repository.team.list({ signal }),
        repository.infrastructure.list({ signal }),
        repository.certifications.list({ signal }),
      ]);
      return {
        texts: aboutTextsWithDefaults(valueOr(about, undefined)),
        team: valueOr(team, []),
        infrastructure: valueOr(infrastructure, []),
        certifications: valueOr(certifications, []),
        failed: [about, team, infrastructure, certifications].some((result) => result.status === 'rejected'),
      };
    }),
  });
}

/** The active openings; a failed call is only logged and the list treated as empty (public spec 8). */
export function publishedOpeningsQueryOptions(repository: Repository) {
  return queryOptions({
    queryKey: queryKeys.careerOpenings.published(),
    queryFn: read(async (signal): Promise<CareerOpening[]> => {
      try {
        return (await repository.careerOpenings.list({ signal })).filter((opening) => opening.is_active);
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('Failed to load career openings:', error);
        return [];
      }
    }),
  });
}

export function aboutContentQueryOptions(repository: Repository) {
  return queryOptions({ queryKey: queryKeys.about.main(), queryFn: read((signal) => repository.about.get({ signal })) });
}

export function homepageContentQueryOptions(repository: Repository) {
  return queryOptions({ queryKey: queryKeys.homepageContent.content(), queryFn: read((signal) => repository.homepageContent.get({ signal })) });
}

export function contactContentQueryOptions(repository: Repository) {
  return queryOptions({ queryKey: queryKeys.contactContent.content(), queryFn: read((signal) => repository.contactContent.get({ signal })) });
}

export function seoSettingsQueryOptions(repository: Repository, pageType: SeoPageType) {
  return queryOptions({
    queryKey: queryKeys.seo.settings(pageType),
    meta: { failureLog: `Failed to load SEO settings for ${pageType}:` },
    queryFn: read((signal) => repository.seo.get(pageType, { signal })) });
}

export function dashboardStatsQueryOptions(repository: Repository) {
  return queryOptions({ queryKey: queryKeys.dashboard.stats(), queryFn: read((signal) => repository.dashboard.stats({ signal })) });
}

export function contactSubmissionsQueryOptions(repository: Repository, filter: ContactSubmissionFilter) {
  return queryOptions({
    queryKey: queryKeys.contactSubmissions.list(filter),
    meta: { failureLog: 'Error fetching contact submissions:' },
    queryFn: read((signal) => repository.contactSubmissions.list(filter, { signal })),
  });
}

export function careerApplicationsQueryOptions(repository: Repository, filter: CareerApplicationFilter) {
  return queryOptions({
    queryKey: queryKeys.careerApplications.list(filter),
    meta: { failureLog: 'Error fetching career applications:' },
    queryFn: read((signal) => repository.careerApplications.list(filter, { signal })),
  });
}
