import { adminMessages } from '../domain/messages';
import { flattenNavigation } from '../domain/navigation-tree';
import { isRepositoryError, RepositoryError } from '../domain/repository-error';
import type { MutationResult, Repository } from './repository';

type Listed = { id: number } & Record<string, unknown>;

/** How the records a create adds are listed, and the fields that say a listed record is the one that was sent. */
type CreateLookup = { list(repository: Repository): Promise<readonly Listed[]>; matchBy: readonly string[] };

const byTitle = (list: (repository: Repository) => Promise<readonly object[]>, matchBy: readonly string[] = ['title']): CreateLookup => ({
  list: list as CreateLookup['list'],
  matchBy,
});

/** Every create of the back office's forms. */
const CREATES: Partial<Record<keyof Repository, CreateLookup>> = {
  pages: byTitle((repository) => repository.pages.list(), ['title', 'slug']),
  navigation: byTitle(async (repository) => flattenNavigation(await repository.navigation.tree({ includeInactive: true })), ['title', 'slug']),
  slider: byTitle((repository) => repository.slider.list()),
  products: byTitle((repository) => repository.products.list()),
  services: byTitle((repository) => repository.services.list()),
  team: byTitle((repository) => repository.team.list(), ['name']),
  infrastructure: byTitle((repository) => repository.infrastructure.list()),
  certifications: byTitle((repository) => repository.certifications.list()),
  careerOpenings: byTitle((repository) => repository.careerOpenings.list()),
};

/**
 * Whether a write may have been stored although its answer never came: no answer (network, timeout), an answer that
 * is not the contract's (a proxy's page, a cut body) or a gateway's 5xx. A server's own refusal is not.
 */
export function answerMayBeLost(error: unknown): boolean {
  if (!isRepositoryError(error)) return true;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'malformed') return true;
  return error.kind === 'http' && (error.status === undefined || error.status >= 500);
}

const same = (a: unknown, b: unknown) => String(a ?? '').trim() === String(b ?? '').trim();

/**
 * One create, reconciled when its answer is lost: the ids listed before it was sent are noted; when no answer comes,
 * the list is read again and a new record matching what was sent means the create was stored (answered as saved, so
 * the form closes); none means it was not, which the failure says (the form offers to send it again). It is never sent
 * again by itself: that could store it twice.
 */
async function reconciledCreate(repository: Repository, lookup: CreateLookup, create: () => Promise<MutationResult>, input: object) {
  const before = await Promise.resolve()
    .then(() => lookup.list(repository))
    .then(
    (rows) => new Set(rows.map((row) => row.id)),
    () => null,
  );
  try {
    return await create();
  } catch (error) {
    // Without the list from before, a matching record may be an older one: nothing can be said.
    if (!answerMayBeLost(error) || before === null) throw error;
    const after = await Promise.resolve()
      .then(() => lookup.list(repository))
      .catch(() => null);
    if (after === null) throw error;
    const sent = input as Record<string, unknown>;
    const stored = after
      .filter((row) => !before.has(row.id) && lookup.matchBy.every((field) => same(row[field], sent[field])))
      .sort((a, b) => b.id - a.id)[0];
    if (stored) return { message: adminMessages.lostAnswer.saved, id: stored.id };
    // The same failure, saying what the list showed (forms add it to their documented text, failure-text.ts).
    const lost = isRepositoryError(error) ? error : null;
    throw new RepositoryError(lost?.kind ?? 'network', adminMessages.lostAnswer.notSaved, { status: lost?.status, url: lost?.url, cause: error });
  }
}

/** Wraps a Repository so that every create of an editable record is reconciled when its answer is lost. */
export function withReconciledCreates(repository: Repository): Repository {
  // Wrapped on first use, through property access only: the repository may itself be a proxy (deferred-repository.ts).
  const areas = new Map<PropertyKey, unknown>();
  return new Proxy(repository, {
    get(target, areaName) {
      const area = (target as unknown as Record<PropertyKey, unknown>)[areaName];
      const lookup = typeof areaName === 'string' ? CREATES[areaName as keyof Repository] : undefined;
      if (!lookup || typeof area !== 'object' || area === null) return area;
      if (!areas.has(areaName)) {
        const methods = area as Record<PropertyKey, unknown>;
        areas.set(
          areaName,
          new Proxy(methods, {
            get(areaTarget, name) {
              const method = areaTarget[name];
              if (name !== 'create' || typeof method !== 'function') return typeof method === 'function' ? method.bind(areaTarget) : method;
              return (input: object) => reconciledCreate(target, lookup, () => (method as (i: object) => Promise<MutationResult>).call(areaTarget, input), input);
            },
          }),
        );
      }
      return areas.get(areaName);
    },
  });
}
