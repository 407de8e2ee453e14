import { queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
import type { CareerApplicationFilter, CareerOpening } from '../../domain/careers';
import type { Certification, InfrastructureItem, TeamMember } from '../../domain/company';
import { MAX_PAGE_ROWS } from '../../domain/constants';
import type { SeoPageType } from '../../domain/seo';
import type { ContactSubmissionFilter } from '../../domain/submissions';
import { aboutTextsWithDefaults, type AboutTexts } from '../fallback-about';
import { FRESH_FOR_MS, read } from '../query-client';
import { queryKeys } from '../query-keys';
import { pageOf, type PageRequest, type ReadOptions, type Repository, type SubmissionPage } from '../repository';

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

type PagedList<F, T> = {
  list(filter?: F, options?: ReadOptions): Promise<T[]>;
  page?(filter: F, request: PageRequest, options?: ReadOptions): Promise<SubmissionPage<T>>;
};

/**
 * One page of a submission list: asked of the store when it pages, else cut from the filter's whole list, which is
 * read once and kept as a query of its own (fresh as long as any read, until a change invalidates the list): turning
 * pages over a server that answers every row (the spec's PHP contract) does not download the whole list again for
 * each page.
 */
function submissionPageQuery<F, T extends { status: string }>(
  area: PagedList<F, T>,
  listKey: readonly unknown[],
  filter: F,
  request: PageRequest,
  failureLog: string,
) {
  return queryOptions({
    queryKey: [...listKey, 'page', request.page, request.perPage] as const,
    meta: { failureLog },
    queryFn: (context: QueryFunctionContext) =>
      read((signal): Promise<SubmissionPage<T>> => {
        if (area.page) return area.page(filter, request, { signal });
        // Kept only while fresh: a list of every row of each filter visited would otherwise stay in memory for minutes.
        const whole = context.client.fetchQuery({
          queryKey: [...listKey, 'whole'],
          queryFn: (inner) => area.list(filter, { signal: inner.signal }),
          gcTime: FRESH_FOR_MS,
        });
        return whole.then((rows) => pageOf(rows, request));
      })(context),
  });
}

/**
 * Rows asked for per request when every row of a filter is read (CSV export): the largest page the demo's API answers
 * (larger ones would not help: with the whole list in one answer, exporting 100,000 rows took 7–8 s; in ten pages 1.4 s).
 */
export const EXPORT_PAGE_ROWS = MAX_PAGE_ROWS;
/**
 * Pages asked for ahead of the one being written: two keep the mock API's service worker and the page's thread busy
 * while a page crosses between them (one left gaps of about 400 ms in a 100,000-row export).
 */
export const EXPORT_PAGES_AHEAD = 2;

/**
 * Every row of a filter, page after page: EXPORT_PAGE_ROWS at a time from a store that pages (the page on screen stays
 * responsive between requests), up to EXPORT_PAGES_AHEAD further pages asked for as soon as the total is known, so
 * that they travel while the caller writes this one; from a store that does not page, its whole list() as one page.
 */
export async function* rowPages<F, T extends { status: string }>(area: PagedList<F, T>, filter: F): AsyncGenerator<{ rows: T[]; total: number }> {
  const { page: askPage } = area;
  if (!askPage) {
    const rows = await area.list(filter);
    yield { rows, total: rows.length };
    return;
  }
  const ask = (page: number) => {
    const answer = askPage.call(area, filter, { page, perPage: EXPORT_PAGE_ROWS });
    // Read ahead: if the caller stops before awaiting it, its failure is nobody's to report.
    answer.catch(() => undefined);
    return answer;
  };
  const pending = [ask(1)];
  let asked = 1;
  let read = 0;
  for (let page = 1; ; page += 1) {
    const answer = await pending.shift()!;
    read += answer.rows.length;
    const more = answer.rows.length === EXPORT_PAGE_ROWS && read < answer.total;
    if (more) {
      const until = Math.max(page + 1, Math.min(Math.ceil(answer.total / EXPORT_PAGE_ROWS), page + EXPORT_PAGES_AHEAD));
      while (asked < until) pending.push(ask((asked += 1)));
    }
    yield { rows: answer.rows, total: answer.total };
    if (!more) return;
  }
}

export function contactSubmissionsPageQueryOptions(repository: Repository, filter: ContactSubmissionFilter, request: PageRequest) {
  return submissionPageQuery(repository.contactSubmissions, queryKeys.contactSubmissions.list(filter), filter, request, 'Error fetching contact submissions:');
}

export function careerApplicationsPageQueryOptions(repository: Repository, filter: CareerApplicationFilter, request: PageRequest) {
  return submissionPageQuery(repository.careerApplications, queryKeys.careerApplications.list(filter), filter, request, 'Error fetching career applications:');
}
